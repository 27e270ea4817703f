import { and, asc, eq, like, sql } from 'drizzle-orm';
import { PARTNER_CHAINS, type PublicPartnerOffer } from '../api/contract/partners';
import type { ContentLanguage } from '../api/contract/languages';
import { ProviderError } from '../api/errors';
import { locations, locationTranslations, partnerOffers, partnerOfferTranslations } from '../db/schema';
import type { Database } from '../db/types';

/**
 * `GET partner/{partner}/offers`: a chain's member offers in every city it is in, best-known
 * cities first, in the request's language, for public pages about the partner. Without the
 * codes: those are for signed-in members (`member/discounts`).
 */
export async function partnerChainOffers(db: Database, language: ContentLanguage, slug: string): Promise<PublicPartnerOffer[]> {
  const brand = PARTNER_CHAINS.get(slug);
  // The slug is not repeated: the answer never echoes input.
  if (!brand) throw new ProviderError('NOT_FOUND', 'There is no partner chain by that name.');
  return db
    .select({
      id: partnerOffers.id,
      partner: partnerOffers.partner,
      category: partnerOffers.category,
      title: partnerOfferTranslations.title,
      description: partnerOfferTranslations.description,
      conditions: partnerOfferTranslations.conditions,
      percent: partnerOffers.percent,
      address: partnerOffers.address,
      locationId: partnerOffers.locationId,
      locationName: locationTranslations.name,
    })
    .from(partnerOffers)
    .innerJoin(partnerOfferTranslations, and(eq(partnerOfferTranslations.offerId, partnerOffers.id), eq(partnerOfferTranslations.language, language)))
    .innerJoin(locations, eq(locations.id, partnerOffers.locationId))
    .innerJoin(locationTranslations, and(eq(locationTranslations.locationId, partnerOffers.locationId), eq(locationTranslations.lang, language)))
    // Brands hold no LIKE wildcards; the space keeps "Hard Rock Cafeteria" out.
    .where(like(partnerOffers.partner, `${brand} %`))
    .orderBy(sql`${locations.topRank} asc nulls last`, asc(partnerOffers.locationId), asc(partnerOffers.id));
}
