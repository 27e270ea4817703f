import Cookies from 'js-cookie';
import { COOKIES } from '@/lib/cookies/names';
import type { CurrencyId } from '@/provider/api/contract/languages';
import { pushToDataLayer } from './data-layer';
import { writeMarketingRecord, type CurrencyCode } from './marketing-record';
import { pageTypeOf } from './page-type';

/**
 * What every page reports (the tag manager's page view), apart from the shop's other events
 * (track.ts): every page loads this, and only the pages that sell load those.
 */

export const CURRENCY_CODES: Record<CurrencyId, CurrencyCode> = { 1: 'EUR', 2: 'GBP', 3: 'USD' };

/** The visitor's currency as the page shows it (VisitorScript sets it on <html> before hydration). */
export function pageCurrency(): CurrencyId {
  const id = Number(document.documentElement.dataset.currency);
  return id === 2 || id === 3 ? id : 1;
}

/** Spec §4: on every route change, the page type with the page's language, currency and site. */
export function trackPageView(pathname: string, site: string, language: string) {
  const type = pageTypeOf(pathname);
  const currency = CURRENCY_CODES[pageCurrency()];
  pushToDataLayer({ event: 'page_view', page_type: type, page_path: pathname, language, currency, site });
  writeMarketingRecord('webData', { currency, language, type });
  writeMarketingRecord('userData', {
    is_login: Boolean(Cookies.get(COOKIES.memberHint.name)),
    is_agent: Cookies.get(COOKIES.isAgent.name) === 'true',
    country: Cookies.get(COOKIES.country.name) ?? null,
  });
}
