import 'server-only';
import { getLocation } from '@/lib/api/catalogue';
import type { ApiContext } from '@/lib/api/context';
import { http } from '@/lib/api/http';
import { getDestinations } from '@/lib/api/locations';
import { inEveryCurrency } from '@/lib/api/prices';
import { CURRENCY_IDS_IN_ORDER } from '@/lib/format/currencies';
import { formatDate } from '@/lib/format/date';
import { LANGUAGES } from '@/lib/i18n/languages';
import { locationPath } from '@/lib/i18n/paths';
import type { SiteConfig } from '@/sites';
import type { DestinationCard } from '@/components/home/destination-cards';
import type { TextImagePromotion } from '@/components/home/text-image-promotions';
import { dataOrNothing, dataOrOops } from './load';

/** How many destinations the home page shows. */
export const HOME_DESTINATIONS = 12;

/** What the home page of a multi-city site shows, read from the provider and the site's configuration. */
export async function loadHome(site: SiteConfig, api: ApiContext, now: Date) {
  const [lists, promotions] = await Promise.all([
    inEveryCurrency((context) => getDestinations(http, { limit: HOME_DESTINATIONS, scope: site.scopeId }, context), api),
    Promise.all(promotionsShown(site).map(async (promotion) => ({ promotion, location: await getLocation(http, promotion.locationId, api) }))),
  ]);
  const byCurrency = dataOrOops(lists, 'Top locations');
  const destinations: DestinationCard[] = byCurrency[1].map((d) => ({
    id: d.id,
    name: d.name,
    country: d.country.name,
    href: d.href,
    image: d.image,
    productCount: d.productCount,
    prices: Object.fromEntries(
      CURRENCY_IDS_IN_ORDER.map((c) => [c, { from: byCurrency[c].find((x) => x.id === d.id)?.priceFrom ?? null, retail: null, savingsPercent: null }]),
    ) as DestinationCard['prices'],
  }));
  // A promotion whose city cannot be read is left out rather than failing the page.
  const textImage: TextImagePromotion[] = promotions.flatMap(({ promotion, location }) => {
    const city = dataOrNothing(location, `Promoted location ${promotion.locationId}`);
    return city ? [{ template: promotion.template, city: city.name, href: locationPath(api.language, city.id, city.url), image: city.image }] : [];
  });
  const countdown = site.pages.home.countdownPromotion && site.home.countdown && Date.parse(site.home.countdown.endsAt) > now.getTime() ? site.home.countdown : null;
  return {
    destinations,
    promotions: textImage,
    countdown: countdown ? { ...countdown, endsOn: formatDate(countdown.endsAt, LANGUAGES[api.language].intlLocale) } : null,
  };
}

/** The text-image promotions the site shows: none while `pages.home.textImagePromotions` is off. */
function promotionsShown(site: SiteConfig) {
  return site.pages.home.textImagePromotions ? site.home.promotions : [];
}
