import { beforeEach, describe, expect, it, vi } from 'vitest';
import { homeCityId } from '@/lib/site/features';
import { loadHome } from '@/lib/site/home-data';
import { SITES, type SiteConfig } from '@/sites';

// The provider's answers: no destinations, and every promoted city readable.
vi.mock('@/lib/api/http', () => ({ http: {} }));
vi.mock('@/lib/api/locations', () => ({ getDestinations: async () => ({ ok: true, data: [] }) }));
vi.mock('@/lib/api/catalogue', () => ({
  getLocation: async (_client: unknown, id: number) => ({
    ok: true,
    data: { id, name: `City ${id}`, url: `city-${id}`, image: { url: `/city-${id}.svg`, width: 800, height: 600, alt: '' } },
  }),
}));

const BEFORE_COUNTDOWN_ENDS = new Date('2026-12-01T12:00:00Z');

function worldwideWith(home: Partial<SiteConfig['pages']['home']>): SiteConfig {
  const site = structuredClone(SITES.worldwide);
  site.pages.home = { ...site.pages.home, ...home };
  return site;
}

describe('home page flags (pages.home)', () => {
  beforeEach(() => {
    expect(SITES.worldwide.home.countdown).not.toBeNull();
    expect(SITES.worldwide.home.promotions.length).toBeGreaterThan(0);
  });

  it('shows the countdown and the text-image promotions when both are on', async () => {
    const home = await loadHome(worldwideWith({ countdownPromotion: true, textImagePromotions: true }), { language: 'en' }, BEFORE_COUNTDOWN_ENDS);
    expect(home.countdown?.template).toBe('winterBreaks');
    expect(home.promotions.map((p) => p.template)).toEqual(SITES.worldwide.home.promotions.map((p) => p.template));
  });

  it('drops the countdown when countdownPromotion is off, keeping the promotions', async () => {
    const home = await loadHome(worldwideWith({ countdownPromotion: false }), { language: 'en' }, BEFORE_COUNTDOWN_ENDS);
    expect(home.countdown).toBeNull();
    expect(home.promotions.length).toBe(SITES.worldwide.home.promotions.length);
  });

  it('drops the text-image promotions when textImagePromotions is off, keeping the countdown', async () => {
    const home = await loadHome(worldwideWith({ textImagePromotions: false }), { language: 'en' }, BEFORE_COUNTDOWN_ENDS);
    expect(home.promotions).toEqual([]);
    expect(home.countdown).not.toBeNull();
  });
});

describe('single-location home (flags.singleLocationHome)', () => {
  it('makes the city the home page of Paris and London', () => {
    expect(homeCityId(SITES.paris)).toBe(SITES.paris.city?.id);
    expect(homeCityId(SITES.london)).toBe(SITES.london.city?.id);
  });

  it('keeps the multi-city home on a city site whose flag is off', () => {
    const paris = structuredClone(SITES.paris);
    paris.flags.singleLocationHome = false;
    expect(homeCityId(paris)).toBeNull();
  });

  it('keeps the multi-city home on sites without a city', () => {
    expect(homeCityId(SITES.worldwide)).toBeNull();
    expect(homeCityId(SITES.spain)).toBeNull();
  });
});
