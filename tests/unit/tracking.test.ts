import { describe, expect, it } from 'vitest';
import { campaignCookies, parseHistory, readCampaign } from '@/lib/tracking/campaign';
import { assignExperiments } from '@/lib/tracking/experiments';
import { SITES } from '@/sites';

const DAY = 86_400;
const now = new Date('2027-03-01T10:00:00Z');
const params = (query: string) => readCampaign(new URLSearchParams(query));

describe('campaigns (spec §4)', () => {
  it('records a campaign only when it names a source', () => {
    expect(params('utm_medium=email')).toBeNull();
    expect(params('utm_source=newsletter&utm_medium=email&coupon=SPRING')).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCoupon: 'SPRING',
    });
  });

  it('keeps an ordinary campaign 15 days and its coupon too', () => {
    const cookies = campaignCookies(params('utm_source=newsletter&coupon=SPRING')!, undefined, now, true);
    expect(cookies).toEqual([
      { name: '__utm__', value: JSON.stringify({ utmSource: 'newsletter', utmCoupon: 'SPRING' }), maxAge: 15 * DAY },
      { name: 'track__utm', value: expect.any(String), maxAge: 30 * DAY },
      { name: 'voucher', value: 'SPRING', maxAge: 15 * DAY },
    ]);
  });

  it.each([
    'utm_source=offline&utm_term=csaffiliation',
    'utm_source=GMB&utm_term=csaffiliation',
    'utm_source=hotel&utm_medium=qr&utm_term=csaffiliation',
    'utm_source=hotel&utm_medium=city&utm_term=csaffiliation',
    'utm_source=hotel&utm_medium=product&utm_term=csaffiliation',
  ])('treats %s as affiliation: campaign 1 day and 30 days, coupon saved, voucher field hidden', (query) => {
    const cookies = campaignCookies(params(`${query}&coupon=HOTEL10`)!, undefined, now, true);
    expect(cookies.map((c) => [c.name, c.maxAge])).toEqual([
      ['__utm__', 1 * DAY],
      ['track__utm', 30 * DAY],
      ['voucher', 60 * DAY],
      ['hide_voucher', undefined],
    ]);
  });

  it('treats csaffiliation from other sources and media as an ordinary campaign', () => {
    const cookies = campaignCookies(params('utm_source=blog&utm_medium=cpc&utm_term=csaffiliation')!, undefined, now, true);
    expect(cookies.map((c) => [c.name, c.maxAge])).toEqual([
      ['__utm__', 15 * DAY],
      ['track__utm', 30 * DAY],
    ]);
  });

  it('keeps only the coupon of an influencer link, for 3 days', () => {
    const cookies = campaignCookies(params('utm_source=instagram&utm_term=cssinfluencer&coupon=ANNA')!, undefined, now, true);
    expect(cookies).toEqual([{ name: 'voucher', value: 'ANNA', maxAge: 3 * DAY }]);
  });

  it('adds each visit to the history, newest last, at most ten', () => {
    let history: string | undefined;
    for (let i = 0; i < 12; i++) {
      const cookies = campaignCookies({ utmSource: `s${i}` }, history, now, true);
      history = cookies.find((c) => c.name === 'track__utm')?.value;
    }
    const visits = parseHistory(history);
    expect(visits).toHaveLength(10);
    expect(visits.at(-1)).toEqual({ utm: { utmSource: 's11' }, date: now.toISOString() });
  });

  it('keeps every cookie within what a browser stores: the oldest visits make room, a campaign too long is not kept', () => {
    const long = (i: number) => ({ utmSource: `s${i}`.padEnd(100, 'x'), utmMedium: 'm'.repeat(100), utmCampaign: 'c'.repeat(100), utmTerm: 't'.repeat(100), utmContent: 'n'.repeat(100), utmColab: 'l'.repeat(100) });
    let history: string | undefined;
    for (let i = 0; i < 12; i++) {
      const cookies = campaignCookies(long(i), history, now, true);
      for (const cookie of cookies) expect(encodeURIComponent(cookie.value).length, cookie.name).toBeLessThanOrEqual(3_800);
      history = cookies.find((c) => c.name === 'track__utm')?.value;
    }
    const visits = parseHistory(history);
    expect(visits.length).toBeGreaterThan(1);
    expect(visits.length).toBeLessThan(10);
    expect(visits.at(-1)?.utm).toEqual(long(11));

    const wide = '日'.repeat(100);
    const cookies = campaignCookies({ utmSource: wide, utmMedium: wide, utmCampaign: wide, utmTerm: wide, utmContent: wide, utmColab: wide, utmCoupon: 'ABC' }, history, now, true);
    expect(cookies).toEqual([{ name: 'voucher', value: 'ABC', maxAge: expect.any(Number) }]);
  });

  it('counts the same campaign again within half an hour as the same visit (the redirect to the canonical address)', () => {
    const campaign = params('utm_source=google&utm_medium=cpc&coupon=X')!;
    const first = campaignCookies(campaign, undefined, now, true).find((c) => c.name === 'track__utm')?.value;
    const redirected = campaignCookies(params('utm_source=google&utm_medium=cpc&coupon=X')!, first, new Date(now.getTime() + 1000), true);
    expect(parseHistory(redirected.find((c) => c.name === 'track__utm')?.value)).toHaveLength(1);
    const later = campaignCookies(campaign, first, new Date(now.getTime() + 31 * 60 * 1000), true);
    expect(parseHistory(later.find((c) => c.name === 'track__utm')?.value)).toHaveLength(2);
    const other = campaignCookies({ ...campaign, utmMedium: 'email' }, first, now, true);
    expect(parseHistory(other.find((c) => c.name === 'track__utm')?.value)).toHaveLength(2);
  });

  it('stores no tracking cookie without consent, but keeps the visitor’s coupon', () => {
    expect(campaignCookies(params('utm_source=newsletter&coupon=SPRING')!, undefined, now, false)).toEqual([
      { name: 'voucher', value: 'SPRING', maxAge: 15 * DAY },
    ]);
  });

  it('ignores a tampered history', () => {
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory(JSON.stringify([{ utm: { utmSource: 1 }, date: 'x' }]))).toEqual([]);
  });
});

describe('A/B experiments (spec §4)', () => {
  const none = () => undefined;

  it('runs the four experiments on the worldwide site, three elsewhere, with their weights', () => {
    expect(SITES.worldwide.experiments).toEqual({
      TRUSTPILOT: { A: 100 },
      STRATEGY_CALENDAR: { A: 100 },
      MAP_DISPLAY: { A: 50, B: 50 },
      PACKAGE_MOBILE: { A: 100 },
    });
    for (const site of [SITES.paris, SITES.spain, SITES.london, SITES.portugal]) {
      expect(site.experiments).toEqual({ TRUSTPILOT: { A: 100 }, STRATEGY_CALENDAR: { A: 100 }, MAP_DISPLAY: { A: 100 } });
    }
  });

  it('draws by weight and stores the draw 60 days', () => {
    const low = assignExperiments(SITES.worldwide.experiments, none, true, () => 0.2);
    const high = assignExperiments(SITES.worldwide.experiments, none, true, () => 0.7);
    expect(low.versions.MAP_DISPLAY).toBe('A');
    expect(high.versions.MAP_DISPLAY).toBe('B');
    expect(high.cookies).toContainEqual({ name: 'AB_MAP_DISPLAY', value: 'B', maxAge: 60 * 86_400 });
    expect(high.cookies).toHaveLength(4);
  });

  it('keeps a stored version that still has weight', () => {
    const stored = (name: string) => (name === 'AB_MAP_DISPLAY' ? 'B' : 'A');
    const result = assignExperiments(SITES.worldwide.experiments, stored, true, () => 0);
    expect(result.versions.MAP_DISPLAY).toBe('B');
    expect(result.cookies).toEqual([]);
  });

  it('replaces a stored version whose weight is now 0 by the one weighted 100', () => {
    const stored = (name: string) => (name === 'AB_MAP_DISPLAY' ? 'B' : undefined);
    const result = assignExperiments(SITES.paris.experiments, stored, true, () => 0.99);
    expect(result.versions.MAP_DISPLAY).toBe('A');
    expect(result.cookies).toContainEqual({ name: 'AB_MAP_DISPLAY', value: 'A', maxAge: 60 * 86_400 });
  });

  it('draws again for a tampered cookie', () => {
    const result = assignExperiments(SITES.worldwide.experiments, () => '<script>', true, () => 0.7);
    expect(result.versions.MAP_DISPLAY).toBe('B');
    expect(result.versions.TRUSTPILOT).toBe('A');
  });

  it('stores nothing without consent and shows the control version', () => {
    const result = assignExperiments(SITES.worldwide.experiments, none, false, () => 0.99);
    expect(result.cookies).toEqual([]);
    expect(result.versions).toEqual({ TRUSTPILOT: 'A', STRATEGY_CALENDAR: 'A', MAP_DISPLAY: 'A', PACKAGE_MOBILE: 'A' });
  });
});
