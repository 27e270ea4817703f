import { z } from '@hono/zod-openapi';
import { PartnerOfferSchema } from './members';

/**
 * Partner chains a public page may present, by the slug in its path, with the brand their offers
 * are named after ("Hard Rock Cafe Paris"): one offer per city the chain is in.
 */
export const PARTNER_CHAINS = new Map([['hard-rock-cafe', 'Hard Rock Cafe']]);

export const PartnerChainParamSchema = z.object({
  partner: z
    .string()
    .max(60, { error: 'must be at most 60 characters' })
    .openapi({ param: { name: 'partner', in: 'path' }, description: `The chain: ${[...PARTNER_CHAINS.keys()].join(', ')}.`, example: 'hard-rock-cafe' }),
});

/** A partner's offer as anyone may read it: what, where and on which conditions. The code stays in the member area. */
export const PublicPartnerOfferSchema = PartnerOfferSchema.omit({ code: true }).openapi('PublicPartnerOffer');
export type PublicPartnerOffer = z.infer<typeof PublicPartnerOfferSchema>;
export const PublicPartnerOfferListSchema = z.array(PublicPartnerOfferSchema).openapi('PublicPartnerOffers');
