import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/lib/i18n/languages';
import { PAGES, pagePath, SERVICE_UPDATE, shellPaths } from '@/lib/i18n/pages';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { knownPagePath, SHELL_KNOWN_PAGES, type ShellKnownPage } from '@/lib/i18n/shell-known-pages';
import { RESOLVE_ROUTE, routeRequest } from '@/lib/routing/route-request';
import { SITES } from '@/sites';

const world = SITES.worldwide;
const route = (path: string, stored?: string, site = world) => routeRequest(path, site, stored);
const redirect = (pathname: string, status: number) => ({ kind: 'redirect', pathname, status });

describe('the root and the bare prefixes (spec §2)', () => {
  it('sends / to /{lang}/home with a 301: the stored language, else en', () => {
    expect(route('/')).toEqual(redirect('/en/home', 301));
    expect(route('/', 'it')).toEqual(redirect('/it/home', 301));
    expect(route('/', 'us')).toEqual(redirect('/en-us/home', 301));
    expect(route('/', 'klingon')).toEqual(redirect('/en/home', 301));
  });

  it('sends every bare prefix, with or without a trailing slash, to its home page', () => {
    for (const prefix of ['es', 'en', 'fr', 'it', 'de', 'en-us']) {
      expect(route(`/${prefix}`)).toEqual(redirect(`/${prefix}/home`, 301));
      expect(route(`/${prefix}/`)).toEqual(redirect(`/${prefix}/home`, 301));
    }
    expect(route('/us')).toEqual(redirect('/en-us/home', 301));
  });

  it('reads /us/ (no trailing-slash entry of its own) as US English, like /us/home', () => {
    expect(route('/us/')).toEqual(redirect('/en-us/home', 301));
  });
});

describe('other spellings of a language prefix', () => {
  it('sends region-tagged, underscored and upper-case prefixes to the same path under the language, with a 301', () => {
    const cases: [string, string][] = [
      ['/us/home', '/en-us/home'],
      ['/en-US/home', '/en-us/home'],
      ['/en_us/shopping-cart', '/en-us/shopping-cart'],
      ['/EN-US/41/paris', '/en-us/41/paris'],
      ['/en-GB/home', '/en/home'],
      ['/fr-FR/home', '/fr/home'],
      ['/fr-CA/contact', '/fr/contacter'],
      ['/de-AT/41/paris/4101/bus', '/de/41/paris/4101/bus'],
      ['/es_MX/home', '/es/home'],
      ['/EN', '/en/home'],
      ['/IT/', '/it/home'],
      ['/FR/paris', '/fr/paris'],
    ];
    for (const [from, to] of cases) expect(route(from), from).toEqual(redirect(to, 301));
  });

  it('keeps today’s rules for a prefix that is no language of the site, or none at all', () => {
    expect(route('/pt-BR/home')).toEqual(redirect('/en/home', 307));
    expect(route('/de-AT/home', undefined, SITES.paris)).toEqual(redirect('/fr/home', 307));
    expect(route('/paris/en/home')).toEqual(redirect('/en/paris/en/home', 307));
  });
});

describe('languages', () => {
  it('puts a path without a language under the stored one, else en', () => {
    expect(route('/contact')).toEqual(redirect('/en/contact', 307));
    expect(route('/contact', 'fr')).toEqual(redirect('/fr/contacter', 307));
    expect(route('/41/paris', 'de')).toEqual(redirect('/de/41/paris', 307));
  });

  it('falls back to en for an unknown language, fr on the Paris site', () => {
    expect(route('/pt/home')).toEqual(redirect('/en/home', 307));
    expect(route('/pt/home', undefined, SITES.paris)).toEqual(redirect('/fr/home', 307));
  });

  it('sends a language the site does not offer to its default language, page localised', () => {
    expect(route('/de/uber-uns', undefined, SITES.paris)).toEqual(redirect('/fr/a-propos-de-nous', 307));
    expect(route('/it/home', undefined, SITES.london)).toEqual(redirect('/en/home', 307));
    expect(route('/', 'de', SITES.spain)).toEqual(redirect('/en/home', 301));
    expect(route('/', 'es', SITES.spain)).toEqual(redirect('/es/home', 301));
  });
});

describe('localised slugs', () => {
  it('rewrites every page’s slug in every language to its route', () => {
    for (const language of LANGUAGE_CODES) {
      for (const page of Object.values(PAGES)) {
        const decision = route(`/${language}/${page.slugs[language]}`);
        const expected = `/${language}/${page.route}`;
        expect(decision, `${language} ${page.route}`).toEqual(
          expected === `/${language}/${page.slugs[language]}` ? { kind: 'next', language } : { kind: 'rewrite', language, pathname: expected },
        );
      }
    }
  });

  it('matches the spec’s table', () => {
    expect(pagePath('fr', 'basket')).toBe('/fr/panier-achats');
    expect(pagePath('de', 'privacy')).toBe('/de/datenschutzbestimmungen-zur-verwendung-von-cookies');
    expect(pagePath('es', 'register')).toBe('/es/registro');
    expect(pagePath('it', 'register')).toBe('/it/register');
    expect(pagePath('en-us', 'payment')).toBe('/en-us/to-payment');
    expect(pagePath('en-us', 'paymentConfirmed')).toBe('/en-us/to-payment-confirmed');
    expect(pagePath('en-us', 'about')).toBe('/en-us/about-us');
    expect(pagePath('fr', 'allDestinations')).toBe('/fr/destinations');
    expect(pagePath('de', 'careers')).toBe('/de/careers');
  });

  it('redirects a slug of another language, or the route’s own name, to the page’s slug in the path’s language', () => {
    expect(route('/fr/about-us')).toEqual(redirect('/fr/a-propos-de-nous', 301));
    expect(route('/de/carrito')).toEqual(redirect('/de/warenkorb', 301));
    expect(route('/en-us/payment')).toEqual(redirect('/en-us/to-payment', 301));
    expect(route('/en/about')).toEqual(redirect('/en/about-us', 301));
    expect(route('/it/all-destinations')).toEqual(redirect('/it/destinazioni', 301));
  });

  it('localises the service-update page of a city', () => {
    expect(route('/de/41/paris/dienste-aktualisierung')).toEqual({ kind: 'rewrite', language: 'de', pathname: `/de/41/paris/${SERVICE_UPDATE.route}` });
    expect(route('/de/41/paris/avisos-del-servicio')).toEqual(redirect('/de/41/paris/dienste-aktualisierung', 301));
    expect(route('/en/95/london/service-update')).toEqual({ kind: 'next', language: 'en' });
  });

  it('lets catalogue paths through', () => {
    expect(route('/fr/41/paris')).toEqual({ kind: 'next', language: 'fr' });
    expect(route('/fr/41/paris/4101/bus')).toEqual({ kind: 'next', language: 'fr' });
    expect(route('/it/41/map-viewer')).toEqual({ kind: 'next', language: 'it' });
    // The shop's own pages are not city slugs.
    expect(route('/en/baseline')).toEqual({ kind: 'next', language: 'en' });
    expect(route('/es/oops/400')).toEqual({ kind: 'next', language: 'es' });
  });

  it('sends catalogue paths without the city id to the route that finds the city', () => {
    expect(route('/it/parigi')).toEqual({ kind: 'rewrite', language: 'it', pathname: `/it/${RESOLVE_ROUTE}/parigi` });
    expect(route('/fr/paris/4101/bus')).toEqual({ kind: 'rewrite', language: 'fr', pathname: `/fr/${RESOLVE_ROUTE}/paris/4101/bus` });
    expect(route('/en/london/all')).toEqual({ kind: 'rewrite', language: 'en', pathname: `/en/${RESOLVE_ROUTE}/london/all` });
  });
});

describe('odd paths', () => {
  it('drops trailing and doubled slashes with a 308', () => {
    expect(route('/fr/home/')).toEqual(redirect('/fr/home', 308));
    expect(route('/fr//home')).toEqual(redirect('/fr/home', 308));
  });

  it('never redirects to another host', () => {
    for (const path of ['//evil.example', '//evil.example/x', '/\\evil.example', '/%2F%2Fevil.example']) {
      const decision = route(path);
      if (decision.kind === 'redirect') expect(decision.pathname, path).toMatch(/^\/[a-z-]+\//);
      else expect(decision.kind).toBe('rewrite');
    }
  });

  it('answers over-long paths with the 404 page, and sends undecodable ones to it', () => {
    expect(route(`/en/${'a'.repeat(600)}`)).toEqual({ kind: 'rewrite', language: 'en', pathname: '/en/404' });
    // The 404 path itself renders the not-found page, not a city.
    expect(route('/en/404')).toEqual({ kind: 'next', language: 'en' });
    expect(route('/en/%C0%AF')).toEqual(redirect('/en/404', 307));
    expect(route('/en/%00')).toEqual(redirect('/en/404', 307));
  });
});

describe('the shell’s links', () => {
  it('are the localised slugs of the page’s language, as the table has them', () => {
    const fr = shellPaths('fr');
    expect(fr.privacy).toBe(pagePath('fr', 'privacy'));
    expect(fr.memberArea).toBe(pagePath('fr', 'memberArea'));
    expect(fr.home).toBe('/fr/home');
    expect(Object.values(shellPaths('de')).every((path) => path.startsWith('/de/'))).toBe(true);
    // The islands' links (basket, areas, vouchers) come from here too.
    expect(shellPaths('es').manageBooking).toBe(pagePath('es', 'manageBooking'));
    expect(shellPaths('it').passwordReset).toBe(pagePath('it', 'passwordReset'));
  });

  it('of the pages the shell knows are the table’s, in every language, without the table', () => {
    for (const language of Object.keys(LANGUAGES) as Language[]) {
      for (const page of Object.keys(SHELL_KNOWN_PAGES) as ShellKnownPage[]) expect(knownPagePath(language, page)).toBe(pagePath(language, page));
    }
    expect(knownPagePath('en-us', 'payment')).toBe('/en-us/to-payment');
  });
});
