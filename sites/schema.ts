import { z } from 'zod';
import { LANGUAGE_CODES, type Language } from '@/lib/i18n/languages';

/** The five site variants of spec §1 and §3. */
export const SITE_IDS = ['worldwide', 'paris', 'spain', 'london', 'portugal'] as const;
export type SiteId = (typeof SITE_IDS)[number];

const language = z.enum(LANGUAGE_CODES as [Language, ...Language[]]);
const currency = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const url = z.url({ protocol: /^https$/, error: 'must be an https:// address' });

/** An A/B experiment's versions and their weights in percent, adding up to 100. */
const weights = z
  .partialRecord(z.enum(['A', 'B', 'C']), z.number().int().min(0).max(100))
  .refine((w) => Object.values(w).reduce((sum, n) => sum + n, 0) === 100, { error: 'weights must add up to 100' });

const on = z.boolean();

/** Texts of the home page's promotions live in messages/ under `promotions.{template}`. */
export const PROMOTION_TEMPLATES = ['topDeck', 'byBoat', 'skipTheLine'] as const;
export const COUNTDOWN_TEMPLATES = ['winterBreaks'] as const;
const cityId = z.number().int().positive();

export const SiteSchema = z
  .object({
    id: z.enum(SITE_IDS),
    /** Host names that serve this site, e.g. 'paris.example.com'; matched without the port. */
    /** The public address of the site, for canonical links, hreflang and the sitemap. */
    origin: z.url({ protocol: /^https$/, error: 'must be an https:// address' }).refine((u) => !u.endsWith('/') && new URL(u).pathname === '/', {
      error: 'must be an origin like https://paris.example.com, with no path',
    }),
    hosts: z.array(z.string().regex(/^[a-z0-9.-]+$/, { error: 'must be a lower-case host name without port' })).min(1),
    logo: z.string().startsWith('/', { error: 'must be a path under public/, starting with /' }),
    contact: z.object({
      /** Where customers write; confirmation emails name it as their Reply-To. */
      email: z.email({ error: 'must be an e-mail address' }),
      /** International format, e.g. '+34 910 000 000'. */
      phone: z.string().regex(/^\+[\d ]{6,20}$/, { error: 'must be an international number like +34 910 000 000' }),
    }),
    /** The address confirmation emails are sent from, under the site's name (messages `sites.{id}.name`). */
    sender: z.email({ error: 'must be an e-mail address' }),
    social: z.array(z.object({ network: z.enum(['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'tripadvisor']), url })),
    /** External pages the footer links to. */
    footerLinks: z.object({ blog: url, cares: url }),
    languages: z.array(language).min(1),
    /** Where unknown languages land (spec §2: en, fr on the Paris site). */
    defaultLanguage: language,
    currencies: z.array(currency).min(1),
    /** What the site sells (spec §3): 10 worldwide, 41 Paris, 1762 Spain, 1980 London, 2848 Portugal. */
    scopeId: z.number().int().positive(),
    /** Single-city sites: the city and its main product. */
    city: z.object({ id: z.number().int().positive(), productId: z.number().int().positive() }).nullable(),
    /** The home page (spec §2): its main picture (a city's artwork), the countdown promotion and the text-image promotions. */
    home: z.object({
      imageLocationId: cityId,
      /** Counts down to `endsAt` (ISO date-time with offset); gone once it has passed. */
      countdown: z
        .object({ template: z.enum(COUNTDOWN_TEMPLATES), endsAt: z.iso.datetime({ offset: true, error: 'must be a date-time like 2027-01-06T23:59:59+01:00' }) })
        .nullable(),
      promotions: z.array(z.object({ template: z.enum(PROMOTION_TEMPLATES), locationId: cityId })).max(4),
    }),
    /**
     * The campaign landing page `imagine-yourself` (shown while `pages.landing.enabled`): its headline
     * (messages `imagineYourself.headlines.{template}`, `{city}` = the first city), the cities it
     * shows in this order, and a discount code of the provider's to hand out. Without it the page is not found.
     */
    landing: z
      .object({
        headlineTemplate: z.enum(['dreamTrip', 'cityBreak']),
        cityIds: z
          .array(cityId)
          .min(1)
          .max(8)
          .refine((ids) => new Set(ids).size === ids.length, { error: 'must not list a city twice' }),
        couponCode: z.string().regex(/^[A-Z0-9]{3,20}$/, { error: 'must be 3 to 20 capital letters or digits, like WELCOME10' }).optional(),
      })
      .optional(),
    experiments: z.object({
      TRUSTPILOT: weights,
      STRATEGY_CALENDAR: weights,
      MAP_DISPLAY: weights,
      PACKAGE_MOBILE: weights.optional(),
    }),
    flags: z.object({
      /** Paris and London: the home page is the city's page, the header is light. */
      singleLocationHome: on,
      lightHeader: on,
      /** The destination search finds this site's scope only (`scopeId`); off, every city of the network. */
      singleSite: on,
      memberArea: on,
      ratingTopBar: on,
      recoveryCart: on,
      /** An agent's basket survives logout and comes back at their next login (the provider reads it by `x-site`, ADR 0016). */
      agentRecoveryCart: on,
      /** Maps upgrade to the maps service (Google Maps, with NEXT_PUBLIC_GOOGLE_MAPS_API_KEY); off, the drawn map only. */
      mapsService: on,
    }),
    /** Feature flags per page (spec §2); what each does, and why some of the spec's are absent: docs/adr/0017-site-flags.md. */
    pages: z.object({
      home: z.object({ countdownPromotion: on, textImagePromotions: on }),
      city: z.object({ tagPromotion: on, newProducts: on }),
      product: z.object({ calendarPromotion: on, redirectToMap: on, mapBox: on }),
      basket: z.object({ crossSelling: on, sharedCart: on }),
      payment: z.object({ enabled: on }),
      landing: z.object({ enabled: on }),
    }),
  })
  .refine((site) => site.languages.includes(site.defaultLanguage), {
    error: 'defaultLanguage must be one of the languages',
    path: ['defaultLanguage'],
  })
  .refine((site) => !site.flags.memberArea || site.id === 'worldwide', {
    error: 'the member area is on the worldwide site only',
    path: ['flags', 'memberArea'],
  });

export type SiteConfig = z.infer<typeof SiteSchema>;

/**
 * Validates a site file as it loads: a mistake stops the build with the file and
 * the field named, e.g. `sites/paris.ts: languages.1: Invalid option…`.
 */
export function defineSite(file: string, config: z.input<typeof SiteSchema>): SiteConfig {
  const parsed = SiteSchema.safeParse(config);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(site)'}: ${issue.message}`);
  throw new Error(`The site configuration sites/${file} is invalid:\n${problems.join('\n')}`);
}
