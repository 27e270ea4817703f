import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PartnerOffer } from '../../api/contract/members';
import type { ContentLanguage } from '../../api/contract/languages';
import { locations, locationTranslations, partnerOffers, partnerOfferTranslations } from '../../db/schema';
import type { Database } from '../../db/types';

/**
 * `GET member/discounts`: the partners' exclusive offers (restaurants, attractions, shops and
 * experiences in the cities), in the request's language, best-known cities first; with
 * `locationId`, one city's. The cities that have offers come along for the filter.
 */
export async function partnerOffersFor(db: Database, language: ContentLanguage, locationId?: number) {
  const cityName = locationTranslations.name;
  const [offers, cities] = await Promise.all([
    offerRows(db, language, locationId === undefined ? undefined : eq(partnerOffers.locationId, locationId)),
    db
      .select({ id: partnerOffers.locationId, name: cityName, count: count() })
      .from(partnerOffers)
      .innerJoin(locations, eq(locations.id, partnerOffers.locationId))
      .innerJoin(locationTranslations, and(eq(locationTranslations.locationId, partnerOffers.locationId), eq(locationTranslations.lang, language)))
      .groupBy(partnerOffers.locationId, cityName, locations.topRank)
      .orderBy(sql`${locations.topRank} asc nulls last`, asc(partnerOffers.locationId)),
  ]);
  return { offers: offers satisfies PartnerOffer[], locations: cities.map((c) => ({ ...c, count: Number(c.count) })) };
}

/** Partner offers with their texts in `language` and their city's name, best-known cities first. */
export function offerRows(db: Database, language: ContentLanguage, where: SQL | undefined) {
  return db
    .select({
      id: partnerOffers.id,
      partner: partnerOffers.partner,
      category: partnerOffers.category,
      title: partnerOfferTranslations.title,
      description: partnerOfferTranslations.description,
      conditions: partnerOfferTranslations.conditions,
      percent: partnerOffers.percent,
      code: partnerOffers.code,
      address: partnerOffers.address,
      locationId: partnerOffers.locationId,
      locationName: locationTranslations.name,
    })
    .from(partnerOffers)
    .innerJoin(partnerOfferTranslations, and(eq(partnerOfferTranslations.offerId, partnerOffers.id), eq(partnerOfferTranslations.language, language)))
    .innerJoin(locations, eq(locations.id, partnerOffers.locationId))
    .innerJoin(locationTranslations, and(eq(locationTranslations.locationId, partnerOffers.locationId), eq(locationTranslations.lang, language)))
    .where(where)
    .orderBy(sql`${locations.topRank} asc nulls last`, asc(partnerOffers.locationId), asc(partnerOffers.rank), asc(partnerOffers.id));
}
