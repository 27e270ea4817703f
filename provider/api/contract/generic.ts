import { z } from '@hono/zod-openapi';
import { API_LANGUAGES } from './languages';

/** The shop's route prefixes: the API languages, US English as `en-us` (spec §2). */
export const SHOP_PATH_PREFIXES = API_LANGUAGES.map((language) => (language === 'us' ? 'en-us' : language));

/** Spec §7 `GET ipstack?ip=`: without `ip`, the address the request came from. */
export const IpQuerySchema = z.object({
  ip: z
    .string()
    .max(45, { error: 'must be an IPv4 or IPv6 address' })
    .optional()
    .openapi({ param: { name: 'ip', in: 'query' }, example: '81.2.69.160' }),
});

export const IpCountrySchema = z
  .object({
    ip: z.string().nullable(),
    /** ISO 3166-1 alpha-2; null for a private, reserved or unknown address. */
    countryCode: z.string().length(2).nullable(),
    /** The catalogue's id of that country (ISO numeric), when the catalogue has it. */
    countryId: z.number().int().optional(),
  })
  .openapi('IpCountry', { example: { ip: '81.2.69.160', countryCode: 'GB', countryId: 826 } });
export type IpCountry = z.infer<typeof IpCountrySchema>;

const utm = (max: number) => z.string().trim().min(1, { error: 'must not be empty' }).max(max, { error: `must be at most ${max} characters` });

/** Spec §3 campaign record, as the shop's campaign cookie holds it. */
export const CampaignRecordSchema = z.strictObject({
  utmSource: utm(100),
  utmMedium: utm(100).optional(),
  utmCampaign: utm(100).optional(),
  utmTerm: utm(100).optional(),
  utmContent: utm(100).optional(),
  utmColab: utm(100).optional(),
  utmCoupon: utm(40).optional(),
});

/** A path on the shop: one leading slash, then a language prefix. */
const SHOP_PATH = new RegExp(`^/(?:${SHOP_PATH_PREFIXES.join('|')})(?:[/?#]|$)`);
export const ShopPathSchema = z
  .string()
  .max(2000, { error: 'must be at most 2000 characters' })
  .regex(SHOP_PATH, { error: 'must be a path of the shop, starting with its language' })
  .refine((value) => !/[\u0000-\u001f\u007f\\]/.test(value), { error: 'must not contain control characters or backslashes' });

/** Spec §7 `POST tis`: the campaign that brought a visit, reported by the browser once the visitor consented. */
export const CampaignTouchBodySchema = z
  .strictObject({
    campaign: CampaignRecordSchema,
    path: ShopPathSchema.pipe(z.string().max(512, { error: 'must be at most 512 characters' })),
    lang: z.enum(SHOP_PATH_PREFIXES as [string, ...string[]], { error: `must be one of ${SHOP_PATH_PREFIXES.join(', ')}` }),
  })
  .openapi('CampaignTouch', { example: { campaign: { utmSource: 'google', utmCoupon: 'SPRING' }, path: '/en/41/paris', lang: 'en' } });

/** Spec §7 `POST api/encode`: a shop path, or an absolute address on one of the shop's hosts. */
export const EncodeBodySchema = z
  .strictObject({ url: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(2000, { error: 'must be at most 2000 characters' }) })
  .openapi('EncodeRequest', { example: { url: '/en/shopping-cart?reserve=41001:4101:2027-03-02:adult=2' } });

export const ShortLinkSchema = z
  .object({ code: z.string().regex(/^[0-9A-Za-z]{8}$/), url: z.string().openapi({ example: '/s/k3J9xQ2a' }) })
  .openapi('ShortLink');
export type ShortLink = z.infer<typeof ShortLinkSchema>;
