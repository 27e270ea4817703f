import type { MiddlewareHandler } from 'hono';
import { SITES, type SiteConfig } from '@/sites';
import { API_HEADERS, BOOKING_HEADERS } from './contract/headers';

/**
 * Cross-origin calls to the API (ADR 0020): the shop's own sites may call it from a browser with
 * their cookies; any other origin gets no CORS header, so the browser keeps the answer from it.
 * Nothing is refused here: calls without an Origin (Adyen's notifications, a scanner, a server)
 * and same-origin calls are answered as before.
 */

/** Host names only the visitor's own machine answers: never a shop's site in production. */
const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/;

/** What the shop's browser calls send (lib/api/): the contract's headers, JSON bodies, idempotency keys, booking tokens, a bearer token. */
const ALLOWED_HEADERS = [
  'content-type',
  'authorization',
  'idempotency-key',
  API_HEADERS.language,
  API_HEADERS.currency,
  API_HEADERS.utmTerm,
  API_HEADERS.utmSource,
  BOOKING_HEADERS.token,
].join(', ');
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/** Read by the browser's requests (lib/api/request.ts) when a limit answers 429. */
const EXPOSED_HEADERS = 'retry-after';
/** Two hours, the most Chromium keeps a preflight's answer. */
const PREFLIGHT_MAX_AGE = '7200';

/** The shop's origins: each site's public address, https on each of its public hosts, and SHOP_URL. */
export function shopOrigins(sites: readonly Pick<SiteConfig, 'origin' | 'hosts'>[], shopUrl?: string): Set<string> {
  const origins = sites.flatMap((site) => [site.origin, ...site.hosts.filter((host) => !LOCAL_HOST.test(host)).map((host) => `https://${host}`)]);
  const shop = shopUrl?.trim();
  if (shop && URL.canParse(shop)) origins.push(new URL(shop).origin);
  return new Set(origins);
}

/** A well-formed origin on the developer's machine (`http://paris.localhost:3000`), any port. */
function isLocalOrigin(origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return url.origin === origin && LOCAL_HOST.test(url.hostname);
}

/**
 * Whether an Origin is one of the shop's. Local origins count under `next dev` only: in
 * production a page on the visitor's own machine (any local server) is not the shop.
 */
export function shopOriginCheck(env: Record<string, string | undefined> = process.env, sites: readonly Pick<SiteConfig, 'origin' | 'hosts'>[] = Object.values(SITES)) {
  const known = shopOrigins(sites, env.SHOP_URL);
  const development = env.NODE_ENV === 'development';
  return (origin: string) => known.has(origin) || (development && isLocalOrigin(origin));
}

const credentials = (origin: string) => ({ 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' });

/** CORS for the shop's sites: preflights answered 204, answers readable by them with credentials. */
export function corsForShopSites(isShopOrigin: (origin: string) => boolean = shopOriginCheck()): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const shopOrigin = origin !== undefined && isShopOrigin(origin) ? origin : null;
    if (shopOrigin && c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.body(null, 204, {
        ...credentials(shopOrigin),
        'access-control-allow-methods': ALLOWED_METHODS,
        'access-control-allow-headers': ALLOWED_HEADERS,
        'access-control-max-age': PREFLIGHT_MAX_AGE,
        vary: 'Origin',
      });
    }
    await next();
    // The answer depends on the Origin: a shared cache must keep those apart.
    c.header('vary', 'Origin', { append: true });
    if (!shopOrigin) return;
    for (const [name, value] of Object.entries(credentials(shopOrigin))) c.header(name, value);
    c.header('access-control-expose-headers', EXPOSED_HEADERS);
  };
}
