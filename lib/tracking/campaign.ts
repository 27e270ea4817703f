import { z } from 'zod';
import { COOKIES, type CookieToSet } from '@/lib/cookies/names';

/** Spec §3 campaign record: the UTM parameters of the landing URL and its coupon. */
export const CampaignSchema = z.object({
  utmSource: z.string().max(100),
  utmMedium: z.string().max(100).optional(),
  utmCampaign: z.string().max(100).optional(),
  utmTerm: z.string().max(100).optional(),
  utmContent: z.string().max(100).optional(),
  utmColab: z.string().max(100).optional(),
  utmCoupon: z.string().max(40).optional(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

const HistorySchema = z.array(z.object({ utm: CampaignSchema, date: z.string() })).max(50);
/** Visits kept in the history cookie: the newest. */
const HISTORY_LENGTH = 10;
/**
 * The longest cookie value written: a browser drops a cookie of over 4,096 bytes (name, value and
 * attributes), and the value is sent URI-encoded (a character outside ASCII takes 6 to 12 bytes).
 */
const MAX_COOKIE_VALUE_BYTES = 3_800;
const fitsACookie = (value: string) => encodeURIComponent(value).length <= MAX_COOKIE_VALUE_BYTES;
/** The same campaign again within this time is the same visit (a redirect to the canonical address, a reload). */
const SAME_VISIT_MS = 30 * 60 * 1000;

/** The campaign of a landing URL: recorded only when it names a source (§4). */
export function readCampaign(search: URLSearchParams): Campaign | null {
  const source = search.get('utm_source');
  if (!source) return null;
  const parsed = CampaignSchema.safeParse({
    utmSource: source,
    utmMedium: search.get('utm_medium') ?? undefined,
    utmCampaign: search.get('utm_campaign') ?? undefined,
    utmTerm: search.get('utm_term') ?? undefined,
    utmContent: search.get('utm_content') ?? undefined,
    utmColab: search.get('utm_colab') ?? undefined,
    utmCoupon: search.get('coupon') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The cookies a campaign sets (§4). Affiliation links (term `csaffiliation` from an
 * offline or Google Business source, or a QR, city or product medium) keep the
 * campaign 1 day, hide the voucher field and save the coupon; influencer links
 * (`cssinfluencer`) only save the coupon, for 3 days; any other campaign is kept
 * 15 days. Tracking cookies need consent; the coupon is the visitor's own and does not.
 */
export function campaignCookies(campaign: Campaign, previousHistory: string | undefined, now: Date, consent: boolean): CookieToSet[] {
  const cookies: CookieToSet[] = [];
  const coupon = campaign.utmCoupon;
  const term = campaign.utmTerm?.toLowerCase();

  if (term === 'cssinfluencer') {
    if (coupon) cookies.push({ name: COOKIES.influencerVoucher.name, value: coupon, maxAge: COOKIES.influencerVoucher.maxAge });
    return cookies;
  }

  const affiliation =
    term === 'csaffiliation' &&
    (['offline', 'gmb'].includes(campaign.utmSource.toLowerCase()) || ['qr', 'city', 'product'].includes(campaign.utmMedium?.toLowerCase() ?? ''));
  const record = affiliation ? COOKIES.campaignAffiliation : COOKIES.campaign;
  // A campaign too long for a cookie (its parameters far outside ASCII) is not kept: the browser would drop it.
  const recorded = JSON.stringify(campaign);
  if (consent && fitsACookie(recorded)) {
    cookies.push({ name: record.name, value: recorded, maxAge: record.maxAge });
    const previous = parseHistory(previousHistory);
    const last = previous.at(-1);
    const sameVisit = last !== undefined && sameCampaign(last.utm, campaign) && now.getTime() - Date.parse(last.date) < SAME_VISIT_MS;
    const history = sameVisit ? previous : [...previous, { utm: campaign, date: now.toISOString() }].slice(-HISTORY_LENGTH);
    // The oldest visits make room when long campaigns add up past what a cookie holds.
    while (history.length > 1 && !fitsACookie(JSON.stringify(history))) history.shift();
    cookies.push({ name: COOKIES.campaignHistory.name, value: JSON.stringify(history), maxAge: COOKIES.campaignHistory.maxAge });
  }
  if (coupon) {
    cookies.push({ name: COOKIES.voucher.name, value: coupon, maxAge: affiliation ? COOKIES.voucher.maxAge : COOKIES.campaign.maxAge });
    if (affiliation) cookies.push({ name: COOKIES.hideVoucher.name, value: '1' });
  }
  return cookies;
}

const sameCampaign = (a: Campaign, b: Campaign) => (Object.keys(CampaignSchema.shape) as (keyof Campaign)[]).every((key) => a[key] === b[key]);

/** The stored history; a tampered or foreign value counts as none. */
export function parseHistory(value: string | undefined) {
  if (!value) return [];
  try {
    const parsed = HistorySchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
