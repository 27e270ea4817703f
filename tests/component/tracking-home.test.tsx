import { screen } from '@testing-library/react';
import axios from 'axios';
import { createTranslator } from 'next-intl';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { events, layer, resetDataLayer } from '../support/tracking-fakes';
import HomePage from '@/app/[site]/[lang]/(home)/home/page';
import { loadShopTracking } from '@/lib/tracking/load-tracking';
import en from '@/messages/en.json';

/** The home page's top destinations report themselves as the list `home` (view_item_list) and the city followed (select_item). */

vi.mock('next-intl/server', () => ({
  setRequestLocale: () => undefined,
  getTranslations: (namespace?: string) => Promise.resolve(createTranslator({ locale: 'en', messages: en, namespace: namespace as 'home' })),
  getMessages: () => Promise.resolve(en),
}));

// The parts of the page with calls or server components of their own are tested elsewhere.
vi.mock('@/components/home/site-home-claims', () => ({ SiteHomeClaims: () => null }));
vi.mock('@/components/search/destination-search', () => ({ DestinationSearch: () => null }));

/** Each city's "from" price in euros, pounds and dollars (minor units). */
const CITIES = [
  { id: 41, name: 'Paris', url: 'paris', prices: { 1: 1900, 2: 1650, 3: 2100 } },
  { id: 95, name: 'London', url: 'london', prices: { 1: 2500, 2: 2200, 3: 2800 } },
];
const CODES = { 1: 'EUR', 2: 'GBP', 3: 'USD' } as const;

// The page's server-side calls: the top destinations, in the currency each call asks for.
vi.mock('@/lib/api/http', async () => {
  const { createInProcessAdapter } = await import('@/lib/api/in-process-adapter');
  return {
    http: axios.create({
      baseURL: 'http://provider.test/api/v2',
      adapter: createInProcessAdapter(async () => async (request) => {
        const path = new URL(request.url).pathname;
        const currency = Number(request.headers.get('x-currency') ?? 1) as 1 | 2 | 3;
        const city = ({ id, name, url, prices }: (typeof CITIES)[number]) => ({
          id,
          name,
          url,
          lang: 'EN',
          country: { id: 1, name: 'Somewhere', isoCode: 'XX' },
          continent: { id: 3, name: 'Europe', code: 'EU' },
          image: { url: `/api/v2/media/location/${id}.svg`, alt: name, width: 800, height: 600 },
          productCount: 4,
          priceFrom: { amount: prices[currency], currency: CODES[currency] },
          rating: 4.5,
          reviewCount: 10,
        });
        if (path.endsWith('/location/top')) return Response.json(CITIES.map(city));
        // The site's promoted cities (text-image promotions): each as Paris.
        if (/\/location\/\d+$/.test(path)) {
          return Response.json({ ...city(CITIES[0]!), coordinates: { latitude: 48.8, longitude: 2.3 }, timeZone: 'Europe/Paris', mapZoom: 12, topRank: 1, images: [], hreflangs: [] });
        }
        return Response.json({ error: 'NOT_FOUND', message: 'unknown' }, { status: 404 });
      }),
    }),
  };
});

/** The multi-city home as the server renders it: HomePage picks it, an async component React renders only on the server. */
async function multiCityHome() {
  const page = (await HomePage({ params: Promise.resolve({ site: 'worldwide', lang: 'en' }) })) as ReactElement<object, (props: object) => Promise<ReactElement>>;
  return page.type(page.props);
}

beforeEach(() => {
  resetDataLayer();
  document.documentElement.dataset.currency = '2';
});

describe('home page tracking', () => {
  it('pushes view_item_list of the top destinations once, and select_item for the city followed', async () => {
    renderShop(await multiCityHome());
    // The tracking code loads after the page.
    await vi.waitFor(() => expect(events('view_item_list')).toHaveLength(1));
    const [list] = events('view_item_list');
    expect(events('view_item_list')).toEqual([
      {
        event: 'view_item_list',
        ecommerce: {
          item_list_name: 'home',
          currency: 'GBP',
          items: [
            { item_id: 'location-41', item_name: 'Paris', item_category: 'Paris', price: 16.5, quantity: 1, index: 0, item_list_name: 'home' },
            { item_id: 'location-95', item_name: 'London', item_category: 'London', price: 22, quantity: 1, index: 1, item_list_name: 'home' },
          ],
        },
      },
    ]);
    expect(layer()[layer().indexOf(list) - 1]).toEqual({ ecommerce: null });

    // Following a link only: jsdom does not navigate.
    const london = screen.getByRole('link', { name: 'London' });
    london.addEventListener('click', (event) => event.preventDefault());
    london.click();
    await vi.waitFor(() => expect(events('select_item')).toHaveLength(1));
    expect(events('select_item')).toEqual([
      {
        event: 'select_item',
        ecommerce: {
          item_list_name: 'home',
          currency: 'GBP',
          items: [{ item_id: 'location-95', item_name: 'London', item_category: 'London', price: 22, quantity: 1, index: 1, item_list_name: 'home' }],
        },
      },
    ]);
    // The page's other links are no list entry.
    const all = screen.getByRole('link', { name: en.home.allDestinations });
    all.addEventListener('click', (event) => event.preventDefault());
    all.click();
    // Anything the click asked for would be in by now: the tracking code is loaded.
    await loadShopTracking();
    expect(events('select_item')).toHaveLength(1);
    expect(events('view_item_list')).toHaveLength(1);
  });
});
