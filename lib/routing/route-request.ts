import type { SiteConfig } from '@/sites';
import { isLanguage, type Language } from '@/lib/i18n/languages';
import { parseLanguage } from '@/lib/i18n/negotiate';
import { PAGES, pageOfSegment, SERVICE_UPDATE } from '@/lib/i18n/pages';

/** What the proxy does with a page request (spec §2 routing). */
export type RoutingDecision =
  | { kind: 'next'; language: Language }
  | { kind: 'rewrite'; language: Language; pathname: string }
  | { kind: 'redirect'; pathname: string; status: 301 | 307 | 308 };

/** Longest path the shop answers; anything longer is a 404 without further work. */
export const MAX_PATH_LENGTH = 512;

/** Bare prefixes of spec §2 and the language each leads to; `us` has no trailing-slash form. */
const BARE_PREFIXES = /^\/(?:(de|en|es|fr|it|en-us)\/?|(us))$/;

/** Something that looks like a language tag: an unknown one falls back to the site's default. */
const LANGUAGE_LIKE = /^[a-z]{2}(?:[-_][a-z]{2})?$/i;

/** The path a 404 renders at: the catch-all route of the language. */
export const notFoundPath = (language: Language) => `/${language}/404`;

/** The language a visitor lands in without one in the path: the stored one if the site has it, else the site's default. */
export function landingLanguage(site: SiteConfig, stored: string | undefined): Language {
  const language = parseLanguage(stored);
  return language && site.languages.includes(language) ? language : site.defaultLanguage;
}

/**
 * Decides a page request: redirects to the canonical path (root, bare prefixes,
 * trailing slashes, slugs of another language, languages the site does not offer),
 * rewrites localised slugs to the route that renders them, or lets it through.
 * Pure: the proxy applies the decision.
 */
export function routeRequest(pathname: string, site: SiteConfig, storedLanguage: string | undefined): RoutingDecision {
  const landing = landingLanguage(site, storedLanguage);
  if (pathname.length > MAX_PATH_LENGTH) return { kind: 'rewrite', language: landing, pathname: notFoundPath(landing) };
  // Next cannot even route a path that does not decode: send it to the 404 page by its own URL.
  if (!isDecodable(pathname)) return { kind: 'redirect', pathname: notFoundPath(landing), status: 307 };
  if (pathname === '/') return { kind: 'redirect', pathname: `/${landing}/home`, status: 301 };

  const bare = BARE_PREFIXES.exec(pathname);
  if (bare) {
    const requested = parseLanguage(bare[1] ?? bare[2]);
    const language = requested && site.languages.includes(requested) ? requested : site.defaultLanguage;
    return { kind: 'redirect', pathname: `/${language}/home`, status: 301 };
  }

  const segments = pathname.split('/').filter(Boolean);
  const canonical = `/${segments.join('/')}`;
  const [first = '', ...rest] = segments;

  if (!isLanguage(first)) {
    // Another spelling of a language (`EN`, `us`, `fr-FR`, `en_US`): the same path under its prefix, for good.
    const spelled = parseLanguage(first);
    if (spelled && site.languages.includes(spelled)) return { kind: 'redirect', pathname: localise(spelled, rest), status: 301 };
    // An unknown language falls back to the site's default; a path without one gets the landing language.
    return LANGUAGE_LIKE.test(first)
      ? { kind: 'redirect', pathname: localise(site.defaultLanguage, rest), status: 307 }
      : { kind: 'redirect', pathname: localise(landing, segments), status: 307 };
  }
  if (!site.languages.includes(first)) {
    return { kind: 'redirect', pathname: localise(site.defaultLanguage, rest), status: 307 };
  }
  if (canonical !== pathname) return { kind: 'redirect', pathname: canonical, status: 308 };

  const localised = localise(first, rest);
  if (localised !== pathname) return { kind: 'redirect', pathname: localised, status: 301 };

  const route = internalRoute(first, rest);
  return route === pathname ? { kind: 'next', language: first } : { kind: 'rewrite', language: first, pathname: route };
}

/** A path in a language, with static page slugs and the service-update slug in that language. */
export function localise(language: Language, rest: string[]): string {
  if (rest.length === 0) return `/${language}/home`;
  const [page, ...tail] = rest;
  const match = page === undefined ? undefined : pageOfSegment(page);
  if (match) return `/${[language, PAGES[match.page].slugs[language], ...tail].join('/')}`;
  if (rest.length === 3 && isServiceUpdateSlug(rest[2] ?? '')) {
    return `/${[language, rest[0], rest[1], SERVICE_UPDATE.slugs[language]].join('/')}`;
  }
  return `/${[language, ...rest].join('/')}`;
}

/**
 * The app route that renders a canonical localised path. City and product pages start
 * with the city's id (`/{lang}/{id}/{location}/…`); a path that starts with a slug instead
 * (spec §2: the id is optional) goes to the route that finds the city and redirects.
 */
function internalRoute(language: Language, rest: string[]): string {
  const [page, ...tail] = rest;
  const match = page === undefined ? undefined : pageOfSegment(page);
  if (match) return `/${[language, PAGES[match.page].route, ...tail].join('/')}`;
  if (!/^\d+$/.test(page ?? '')) return `/${[language, RESOLVE_ROUTE, ...rest].join('/')}`;
  if (rest.length === 3 && isServiceUpdateSlug(rest[2] ?? '')) {
    return `/${[language, rest[0], rest[1], SERVICE_UPDATE.route].join('/')}`;
  }
  return `/${[language, ...rest].join('/')}`;
}

/** The route folder of paths without a city id. */
export const RESOLVE_ROUTE = 'resolve';

const SERVICE_UPDATE_SLUGS = new Set<string>([...Object.values(SERVICE_UPDATE.slugs), SERVICE_UPDATE.route]);
const isServiceUpdateSlug = (segment: string) => SERVICE_UPDATE_SLUGS.has(segment);

/** Percent-encoding that does not decode (e.g. `%C0%AF`) or decodes to control characters is refused. */
function isDecodable(pathname: string): boolean {
  try {
    return !/[\u0000-\u001f\u007f\\]/.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}
