import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/lib/i18n/languages';
import { PAGES, type PageKey } from '@/lib/i18n/pages';
import { routeRequest } from '@/lib/routing/route-request';
import { SITES } from '@/sites';
import { defineSite } from '@/sites/schema';

/** The same-slug pages of spec §2 that have their own route, and the covid-19-faq dynamic route. */
const REMAINING: PageKey[] = ['eventspromos', 'termsEventspromos', 'hardRockCafe', 'imagineYourself', 'healthCheck', 'travelers', 'covidFaq'];

describe('the remaining pages’ routes', () => {
  it.each(REMAINING)('%s reaches its page in every language, not the 404', (page) => {
    const { route, slugs } = PAGES[page];
    expect(existsSync(`app/[site]/[lang]/(main)/${route}/page.tsx`), route).toBe(true);
    for (const language of LANGUAGE_CODES) {
      const decision = routeRequest(`/${language}/${slugs[language]}`, SITES.worldwide, undefined);
      expect(decision).toEqual(decision.kind === 'next' ? { kind: 'next', language } : { kind: 'rewrite', language, pathname: `/${language}/${route}` });
    }
  });

  it('answers /{lang}/covid-19-faq itself rather than looking for a city of that name', () => {
    expect(routeRequest('/fr/covid-19-faq', SITES.worldwide, undefined)).toEqual({ kind: 'next', language: 'fr' });
  });
});

describe('the landing page’s site configuration', () => {
  const { landing: _landing, ...withoutLanding } = SITES.worldwide;

  it('gives every site its own cities, with the landing page optional', () => {
    expect(SITES.paris.landing?.cityIds).toEqual([41]);
    expect(SITES.london.landing).toEqual({ headlineTemplate: 'cityBreak', cityIds: [95] });
    expect(SITES.portugal.landing?.cityIds).toEqual([60, 61]);
    expect(defineSite('worldwide.ts', withoutLanding).landing).toBeUndefined();
  });

  it('stops a bad landing with the file and the field named', () => {
    const landing = { headlineTemplate: 'dreamTrip' as const, cityIds: [41] };
    expect(() => defineSite('worldwide.ts', { ...withoutLanding, landing: { ...landing, cityIds: [] } })).toThrow(/sites\/worldwide\.ts[\s\S]*landing\.cityIds/);
    expect(() => defineSite('worldwide.ts', { ...withoutLanding, landing: { ...landing, cityIds: [41, 95, 41] } })).toThrow(/landing\.cityIds: must not list a city twice/);
    expect(() => defineSite('worldwide.ts', { ...withoutLanding, landing: { ...landing, cityIds: [0] } })).toThrow(/landing\.cityIds\.0/);
    expect(() => defineSite('worldwide.ts', { ...withoutLanding, landing: { ...landing, couponCode: 'welcome 10' } })).toThrow(
      /landing\.couponCode: must be 3 to 20 capital letters or digits/,
    );
    expect(() => defineSite('worldwide.ts', { ...withoutLanding, landing: { ...landing, headlineTemplate: 'summer' as never } })).toThrow(/landing\.headlineTemplate/);
    expect(defineSite('worldwide.ts', { ...withoutLanding, landing: { ...landing, couponCode: 'WELCOME10' } }).landing).toEqual({ ...landing, couponCode: 'WELCOME10' });
  });
});
