import { NextResponse, type NextRequest } from 'next/server';
import { COOKIES, type CookieToSet } from '@/lib/cookies/names';
import { countryOfLanguageTag, currencyForBrowserLanguage, firstAcceptedLanguage, parseCurrency } from '@/lib/i18n/currency';
import { routeRequest } from '@/lib/routing/route-request';
import { EXPERIMENTS_HEADER, SITE_HEADER } from '@/lib/routing/request-headers';
import { campaignCookies, readCampaign } from '@/lib/tracking/campaign';
import { assignExperiments } from '@/lib/tracking/experiments';
import { siteForHost } from '@/sites';

/**
 * Next 16's request proxy (formerly middleware.ts): picks the site from the Host,
 * canonicalises the path (spec §2), rewrites localised slugs to their routes, and
 * sets the visitor's currency, campaign and A/B cookies.
 */
export function proxy(request: NextRequest) {
  const site = siteForHost(request.headers.get('host'));
  const cookie = (name: string) => request.cookies.get(name)?.value;
  const decision = routeRequest(request.nextUrl.pathname, site, cookie(COOKIES.language.name));

  if (decision.kind === 'redirect') {
    // A plain URL: NextURL would carry a trailing slash of the request over to the target.
    const target = new URL(`${decision.pathname}${request.nextUrl.search}`, request.url);
    const response = NextResponse.redirect(target, decision.status);
    // The target depends on the site and the language cookie: browsers must ask again.
    response.headers.set('Cache-Control', 'no-cache');
    return response;
  }

  const consent = cookie(COOKIES.consent.name) === 'accepted';
  const experiments = assignExperiments(site.experiments, cookie, consent);
  const headers = new Headers(request.headers);
  headers.set(SITE_HEADER, site.id);
  headers.set(EXPERIMENTS_HEADER, JSON.stringify(experiments.versions));

  const toSet: CookieToSet[] = [...experiments.cookies];
  if (!parseCurrency(cookie(COOKIES.currency.name), site.currencies)) {
    const browser = firstAcceptedLanguage(request.headers.get('accept-language'));
    const currency = parseCurrency(String(currencyForBrowserLanguage(browser)), site.currencies) ?? site.currencies[0];
    toSet.push({ name: COOKIES.currency.name, value: String(currency), maxAge: COOKIES.currency.maxAge });
    const country = countryOfLanguageTag(browser);
    if (country && !cookie(COOKIES.country.name)) toSet.push({ name: COOKIES.country.name, value: country, maxAge: COOKIES.country.maxAge });
  }
  const campaign = readCampaign(request.nextUrl.searchParams);
  if (campaign) toSet.push(...campaignCookies(campaign, cookie(COOKIES.campaignHistory.name), new Date(), consent));
  // Pages rendering this very request read the new values too.
  for (const { name, value } of toSet) request.cookies.set(name, value);
  if (toSet.length > 0) headers.set('cookie', request.cookies.toString());

  const url = request.nextUrl.clone();
  if (decision.kind === 'rewrite') url.pathname = decision.pathname;
  const response =
    decision.kind === 'rewrite' ? NextResponse.rewrite(url, { request: { headers } }) : NextResponse.next({ request: { headers } });
  for (const { name, value, maxAge, httpOnly } of toSet) {
    response.cookies.set({ name, value, maxAge, httpOnly, path: '/', sameSite: 'lax', secure: request.nextUrl.protocol === 'https:' });
  }
  return response;
}

export const config = {
  // Pages only: not the provider API, Next's assets or files with an extension.
  matcher: ['/((?!api/|_next/|.*\\.[^/]+$).*)'],
};
