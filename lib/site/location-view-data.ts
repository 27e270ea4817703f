import 'server-only';
import type { Location } from '@/provider/api/contract/locations';
import {
  getLocationAbout,
  getLocationMap,
  getLocationProducts,
  getLocationReviews,
  getSeatProducts,
  getServiceInformation,
} from '@/lib/api/catalogue';
import type { ApiContext } from '@/lib/api/context';
import { http } from '@/lib/api/http';
import { type FromPrice, type InEveryCurrency, inEveryCurrency } from '@/lib/api/prices';
import { toShopCards, type ShopProductCard } from '@/lib/api/product-cards';
import { CURRENCY_IDS_IN_ORDER } from '@/lib/format/currencies';
import { dataOrNothing, dataOrOops } from './load';

/** How many reviews a page shows before "load more". */
export const REVIEWS_PAGE_SIZE = 5;

/** Everything a city page shows. The products are essential; the rest degrades to nothing when its call fails. */
export async function loadLocationView(location: Location, api: ApiContext) {
  const [about, productLists, seatList, service, map, reviews] = await Promise.all([
    getLocationAbout(http, location.id, api),
    inEveryCurrency((context) => getLocationProducts(http, location.id, context), api),
    getSeatProducts(http, location.id, api),
    getServiceInformation(http, location.id, api),
    getLocationMap(http, location.id, api),
    getLocationReviews(http, location.id, { page: 1, pageSize: REVIEWS_PAGE_SIZE }, api),
  ]);
  const products = toShopCards(dataOrOops(productLists, `Products of location ${location.id}`), api.language);
  return {
    location,
    about: dataOrNothing(about, `About location ${location.id}`),
    products,
    fromPrices: lowestPrices(products),
    hasSeats: (dataOrNothing(seatList, `Seat products of location ${location.id}`) ?? []).length > 0,
    service: dataOrNothing(service, `Service information of location ${location.id}`),
    map: dataOrNothing(map, `Map of location ${location.id}`),
    reviews: dataOrNothing(reviews, `Reviews of location ${location.id}`),
  };
}

export type LocationViewData = Awaited<ReturnType<typeof loadLocationView>>;

/** A city's "from" price in each currency: the lowest of its products on sale. */
export function lowestPrices(products: ShopProductCard[]): InEveryCurrency<FromPrice> {
  const lowest = (currency: 1 | 2 | 3): FromPrice => {
    const onSale = products.filter((p) => p.status === 'active' && p.prices[currency].from);
    const best = onSale.reduce<FromPrice | null>(
      (min, p) => (!min || (p.prices[currency].from?.amount ?? Infinity) < (min.from?.amount ?? Infinity) ? p.prices[currency] : min),
      null,
    );
    return best ?? { from: null, retail: null, savingsPercent: null };
  };
  return Object.fromEntries(CURRENCY_IDS_IN_ORDER.map((c) => [c, lowest(c)])) as InEveryCurrency<FromPrice>;
}
