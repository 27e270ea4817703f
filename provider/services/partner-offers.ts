import { like } from 'drizzle-orm';
import { PARTNER_CHAINS, type PublicPartnerOffer } from '../api/contract/partners';
import type { ContentLanguage } from '../api/contract/languages';
import { ProviderError } from '../api/errors';
import { partnerOffers } from '../db/schema';
import type { Database } from '../db/types';
import { offerRows } from './member-area/discounts';

/**
 * `GET partner/{partner}/offers`: a chain's member offers in every city it is in, best-known
 * cities first, in the request's language, for public pages about the partner. Without the
 * codes: those are for signed-in members (`member/discounts`).
 */
export async function partnerChainOffers(db: Database, language: ContentLanguage, slug: string): Promise<PublicPartnerOffer[]> {
  const brand = PARTNER_CHAINS.get(slug);
  // The slug is not repeated: the answer never echoes input.
  if (!brand) throw new ProviderError('NOT_FOUND', 'There is no partner chain by that name.');
  // Brands hold no LIKE wildcards; the space keeps "Hard Rock Cafeteria" out.
  const rows = await offerRows(db, language, like(partnerOffers.partner, `${brand} %`));
  return rows.map(({ code: _memberOnly, ...offer }) => offer);
}
