import { describe, expect, it } from 'vitest';
import { defineSite } from '@/sites/schema';
import { SITES, siteForHost } from '@/sites';

describe('site configuration', () => {
  it('offers the languages of spec §9 per site, with their defaults', () => {
    expect(SITES.worldwide.languages).toHaveLength(6);
    expect(SITES.paris).toMatchObject({ languages: ['fr', 'es', 'en'], defaultLanguage: 'fr' });
    expect(SITES.spain.languages).toEqual(['es', 'en']);
    expect(SITES.portugal.languages).toEqual(['es', 'en']);
    expect(SITES.london.languages).toEqual(['en']);
  });

  it('sells the scopes of spec §3, with the member area on the worldwide site only', () => {
    expect(Object.values(SITES).map((s) => [s.id, s.scopeId, s.flags.memberArea])).toEqual([
      ['worldwide', 10, true],
      ['paris', 41, false],
      ['spain', 1762, false],
      ['london', 1980, false],
      ['portugal', 2848, false],
    ]);
    expect(SITES.paris.flags).toMatchObject({ singleLocationHome: true, lightHeader: true });
    expect(SITES.london.flags).toMatchObject({ singleLocationHome: true, lightHeader: true });
    expect(SITES.worldwide.flags).toMatchObject({ singleLocationHome: false, lightHeader: false, recoveryCart: false });
  });

  it('chooses the site from the Host header, port ignored, default worldwide', () => {
    expect(siteForHost('paris.localhost:3000').id).toBe('paris');
    expect(siteForHost('LONDON.opentoptours.example').id).toBe('london');
    expect(siteForHost('unknown.example').id).toBe('worldwide');
    expect(siteForHost(undefined).id).toBe('worldwide');
    expect(siteForHost('unknown.example', { SITE: 'spain' }).id).toBe('spain');
    expect(siteForHost('unknown.example', { SITE: 'nowhere' }).id).toBe('worldwide');
  });

  it('gives every host to one site only', () => {
    const hosts = Object.values(SITES).flatMap((s) => s.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it('stops a bad site file with the file and the field named', () => {
    const bad = { ...SITES.paris, languages: ['fr', 'pt'], experiments: { ...SITES.paris.experiments, MAP_DISPLAY: { A: 60, B: 30 } } };
    expect(() => defineSite('paris.ts', bad as never)).toThrow(
      /sites\/paris\.ts is invalid:\n {2}- languages\.1: .*\n {2}- experiments\.MAP_DISPLAY: weights must add up to 100/,
    );
    expect(() => defineSite('paris.ts', { ...SITES.paris, defaultLanguage: 'de' })).toThrow(/defaultLanguage: defaultLanguage must be one of the languages/);
    expect(() => defineSite('spain.ts', { ...SITES.spain, flags: { ...SITES.spain.flags, memberArea: true } })).toThrow(/flags\.memberArea/);
  });

  it("checks the home page's promotions: a real deadline, known templates, an origin without a path", () => {
    const home = SITES.worldwide.home;
    expect(() => defineSite('worldwide.ts', { ...SITES.worldwide, home: { ...home, countdown: { template: 'winterBreaks', endsAt: '6 January' } } })).toThrow(
      /home\.countdown\.endsAt: must be a date-time/,
    );
    expect(() =>
      defineSite('worldwide.ts', { ...SITES.worldwide, home: { ...home, promotions: [{ template: 'freeBeer' as never, locationId: 41 }] } }),
    ).toThrow(/home\.promotions\.0\.template/);
    expect(() => defineSite('worldwide.ts', { ...SITES.worldwide, origin: 'https://shop.example/en' })).toThrow(/origin: must be an origin/);
  });
});
