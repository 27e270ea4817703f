import 'server-only';
import type { ApiContext } from '@/lib/api/context';
import { http } from '@/lib/api/http';
import { getDestinations } from '@/lib/api/locations';
import { inEveryCurrency } from '@/lib/api/prices';
import { CURRENCY_IDS_IN_ORDER } from '@/lib/format/currencies';
import { ALL_DESTINATIONS_LIMIT } from '@/lib/ui/constants';
import type { SiteConfig } from '@/sites';
import type { DestinationCard } from '@/components/home/destination-cards';
import { dataOrOops } from './load';

/**
 * Destination cards for chosen cities, in the order given. Read from the site's destinations, so
 * a city the site does not sell (or the catalogue does not have) is simply left out.
 */
export async function loadCityCards(site: SiteConfig, cityIds: readonly number[], api: ApiContext): Promise<DestinationCard[]> {
  const lists = dataOrOops(await inEveryCurrency((context) => getDestinations(http, { limit: ALL_DESTINATIONS_LIMIT, scope: site.scopeId }, context), api), 'Destinations');
  return cityIds.flatMap((id) => {
    const city = lists[1].find((d) => d.id === id);
    if (!city) return [];
    const prices = Object.fromEntries(
      CURRENCY_IDS_IN_ORDER.map((c) => [c, { from: lists[c].find((d) => d.id === id)?.priceFrom ?? null, retail: null, savingsPercent: null }]),
    ) as DestinationCard['prices'];
    return [{ id, name: city.name, country: city.country.name, href: city.href, image: city.image, productCount: city.productCount, prices }];
  });
}
