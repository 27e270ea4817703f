import 'server-only';
import { getLocation } from '@/lib/api/catalogue';
import type { ApiContext } from '@/lib/api/context';
import { http } from '@/lib/api/http';
import { formatDate } from '@/lib/format/date';
import { LANGUAGES } from '@/lib/i18n/languages';
import { locationPath } from '@/lib/i18n/paths';
import type { SiteConfig } from '@/sites';
import { dataOrNothing } from './load';

export interface CityPromotion {
  template: string;
  city: string;
  href: string;
}

/**
 * The site's promotions running now (its file's `home.countdown` and `home.promotions`), with the
 * cities' names and pages in the page's language. A countdown that has ended is gone; a promotion
 * whose city cannot be read is left out rather than failing the page.
 */
export async function loadCurrentPromotions(site: SiteConfig, api: ApiContext, now: Date) {
  const cities = await Promise.all(site.home.promotions.map(async (promotion) => ({ promotion, location: await getLocation(http, promotion.locationId, api) })));
  const promotions: CityPromotion[] = cities.flatMap(({ promotion, location }) => {
    const city = dataOrNothing(location, `Promoted location ${promotion.locationId}`);
    return city ? [{ template: promotion.template, city: city.name, href: locationPath(api.language, city.id, city.url) }] : [];
  });
  const countdown = site.home.countdown && Date.parse(site.home.countdown.endsAt) > now.getTime() ? site.home.countdown : null;
  return {
    promotions,
    countdown: countdown ? { ...countdown, endsOn: formatDate(countdown.endsAt, LANGUAGES[api.language].intlLocale) } : null,
  };
}
