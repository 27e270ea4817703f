import { NextResponse, type NextRequest } from 'next/server';
import { COOKIES, type CookieToSet } from '@/lib/cookies/names';
import { countryOfLanguageTag, firstAcceptedLanguage, initialCurrency, parseCurrency } from '@/lib/i18n/currency';
import { routeRequest } from '@/lib/routing/route-request';
import { withPageSecurityHeaders } from '@/lib/security/security-headers';
import { campaignCookies, readCampaign } from '@/lib/tracking/campaign';
import { assignExperiments } from '@/lib/tracking/experiments';
import { REQUEST_ID_HEADER, requestIdOf } from '@/lib/log/request-id';
import { claimedClientAddress, countryOfIp } from '@/provider/services/ip-country';
import { siteForHost } from '@/sites';

/**
 * Next 16's request proxy (formerly middleware.ts): picks the site from the Host,
 * canonicalises the path (spec §2), rewrites the page to its route under the site
 * (`/{site}/{lang}/…`, so each site's pages are cached apart), and sets the visitor's
 * currency, campaign and A/B cookies. Pages read no cookie: they are the same for all.
 * Every answer carries the pages' Content-Security-Policy (ADR 0020).
 */
export async function proxy(request: NextRequest) {
  if (request.headers.get(ROUTED_HEADER) === ROUTED_TOKEN) return NextResponse.next();
  return withPageSecurityHeaders(await routePage(request), request.nextUrl.protocol === 'https:');
}

async function routePage(request: NextRequest) {
  const identity = requestIdentity(request);
  const site = siteForHost(request.headers.get('host'));
  // Each site has its own sitemap and robots.txt.
  if (SITE_FILES.has(request.nextUrl.pathname)) {
    const url = request.nextUrl.clone();
    url.pathname = `/${site.id}${request.nextUrl.pathname}`;
    return identity.rewrite(url);
  }
  const cookie = (name: string) => request.cookies.get(name)?.value;
  const decision = routeRequest(request.nextUrl.pathname, site, cookie(COOKIES.language.name));

  if (decision.kind === 'redirect') {
    // A plain URL: NextURL would carry a trailing slash of the request over to the target.
    const target = new URL(`${decision.pathname}${request.nextUrl.search}`, request.url);
    const response = NextResponse.redirect(target, decision.status);
    // The target depends on the site and the language cookie: browsers must ask again.
    response.headers.set('Cache-Control', 'no-cache');
    return identity.answer(response);
  }

  const consent = cookie(COOKIES.consent.name) === 'accepted';
  const experiments = assignExperiments(site.experiments, cookie, consent);
  const toSet: CookieToSet[] = [...experiments.cookies];
  if (!parseCurrency(cookie(COOKIES.currency.name), site.currencies)) {
    const browser = firstAcceptedLanguage(request.headers.get('accept-language'));
    // The country: stored, else the language's region, else the local GeoIP database's answer for the address (ADR 0012).
    const stored = cookie(COOKIES.country.name);
    const address = claimedClientAddress(request.headers.get('x-forwarded-for'));
    const country = stored ?? countryOfLanguageTag(browser) ?? (address ? await countryOfIp(address) : null) ?? undefined;
    const currency = parseCurrency(String(initialCurrency(browser, country)), site.currencies) ?? site.currencies[0];
    toSet.push({ name: COOKIES.currency.name, value: String(currency), maxAge: COOKIES.currency.maxAge });
    if (country && !stored) toSet.push({ name: COOKIES.country.name, value: country, maxAge: COOKIES.country.maxAge });
  }
  const campaign = readCampaign(request.nextUrl.searchParams);
  if (campaign) toSet.push(...campaignCookies(campaign, cookie(COOKIES.campaignHistory.name), new Date(), consent));

  const url = request.nextUrl.clone();
  url.pathname = `/${site.id}${decision.kind === 'rewrite' ? decision.pathname : request.nextUrl.pathname}`;
  const response = identity.rewrite(url);
  for (const { name, value, maxAge, httpOnly } of toSet) {
    response.cookies.set({ name, value, maxAge, httpOnly, path: '/', sameSite: 'lax', secure: request.nextUrl.protocol === 'https:' });
  }
  // A shared cache must not hand this visitor's cookies to the next one (the page itself is still served from Next's cache).
  if (toSet.length > 0) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

const SITE_FILES = new Set(['/sitemap.xml', '/robots.txt']);

/**
 * Next 16.4's standalone server (the Dockerfile's) runs the proxy again on the path it rewrote a
 * page to (vercel/next.js#95528), which would send `/{site}/{lang}/…` through the routing once more
 * and redirect in a loop. The rewrite marks its request with a value drawn when this process
 * started, which no visitor can send, and the second pass lets such a request through.
 */
const ROUTED_HEADER = 'x-shop-routed';
const ROUTED_TOKEN = crypto.randomUUID();

/**
 * The request's id — the balancer's `x-request-id` when sane, else a new one — on the request the
 * page sees and on the answer, so its log lines and error reports can be found (lib/log/).
 */
function requestIdentity(request: NextRequest) {
  const id = requestIdOf(request.headers.get(REQUEST_ID_HEADER));
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, id);
  headers.set(ROUTED_HEADER, ROUTED_TOKEN);
  const answer = (response: NextResponse) => {
    response.headers.set(REQUEST_ID_HEADER, id);
    return response;
  };
  return { answer, rewrite: (url: URL) => answer(NextResponse.rewrite(url, { request: { headers } })) };
}

export const config = {
  // Pages only (not the provider API, Next's assets, short links, share images, route maps, feeds or
  // files at the root), and the site files. A dotted path deeper down (`/en/paris.html`, `/wp-content/x.png`) is a
  // page address that does not exist: routed like any other, it gets the localised 404.
  matcher: ['/((?!api/|_next/|s/|og/|maps/|feeds/|[^/]*\\.[^/]+$).*)', '/sitemap.xml', '/robots.txt'],
};
