import { languageFromPath } from '@/lib/i18n/negotiate';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { pagePath } from '@/lib/i18n/pages';

/** The basket's reads whose server failure spec §8 answers with the basket page. */
const BASKET_READS = /^\/?transaction\/(?:sale|crossSellingProducts)(?:\?|$)/;

/**
 * Spec §8: a 500 from the basket's sales or cross-selling call sends the visitor to the
 * basket page, in the page's language; on the basket page itself its own message explains.
 * Returns where to go, or null when the failure is for the caller to show.
 */
export function basketPageAfterFailure(status: number | undefined, url: string | undefined, pathname: string): string | null {
  if (status !== 500 || !url || !BASKET_READS.test(url)) return null;
  const basket = pagePath(languageFromPath(pathname) ?? DEFAULT_LANGUAGE, 'basket');
  return pathname === basket ? null : basket;
}
