import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { ProductView, type ProductViewData } from '@/components/product/product-view';
import type { ProductFeatures } from '@/lib/site/features';
import type { Product, ProductMap } from '@/provider/api/contract/products';
import { loadShopTracking } from '@/lib/tracking/load-tracking';

// The page's tracker loads the tracking code after it renders: the file ends once that is in, not while it loads.
afterAll(() => loadShopTracking());

/** The product flags (pages.product map box and redirect to map) and the maps service (flags.mapsService). */

// The Google layer is a client island (hydrated when the page idles): here it only has to show whether the page asked for it.
vi.mock('@/components/map/google-map-upgrade', () => ({
  GoogleMapUpgrade: () => <div data-testid="google-map" />,
}));

afterEach(() => {
  vi.unstubAllEnvs();
});

const coordinates = { latitude: 48.86, longitude: 2.34 };

const product: Product = {
  id: 4103,
  name: 'Paris Walking Tour',
  url: 'paris-walking-tour',
  lang: 'EN',
  type: 'city_tour',
  // Not on sale: the page without its booking panel, which reads live availability.
  status: 'temporarily_unavailable',
  locationId: 41,
  locationName: 'Paris',
  locationUrl: 'paris',
  image: { url: '/images/products/4103.jpg', alt: 'Paris Walking Tour', width: 1200, height: 800 },
  duration: { value: 2, unit: 'hour' },
  vehicle: null,
  rating: 0,
  reviewCount: 0,
  priceFrom: null,
  retailFrom: null,
  memberPriceFrom: null,
  memberDiscountPercent: null,
  savingsPercent: null,
  isNew: false,
  hreflangs: [],
  overview: 'A walk through Paris.',
  highlights: ['The Louvre'],
  included: ['A guide'],
  knowBeforeYouGo: ['Wear comfortable shoes'],
  route: { description: 'From the Louvre.', loops: 1, frequencyMinutes: null, firstDeparture: '10:00', lastDeparture: '15:00', stops: [] },
  schedule: 'Daily.',
  cancellationPolicy: 'Free cancellation.',
  meetingPoint: { name: 'Louvre', text: 'Meet at the Louvre.', coordinates },
  cruisePassengerInfo: null,
  importantAnnouncements: [],
  guides: { live: [], audio: [] },
  pointsOfInterest: [],
  monuments: [],
  voucher: { validityMonths: 12, type: 'mobile' },
  studentCardRequired: false,
  nearbyOnly: null,
  timeZone: 'Europe/Paris',
  country: { id: 250, isoCode: 'FR', name: 'France' },
  images: [],
  options: [],
};

const map: ProductMap = {
  productId: 4103,
  center: coordinates,
  zoom: 13,
  color: '#c8102e',
  meetingPoint: { name: 'Louvre', coordinates },
  stops: [
    { position: 1, name: 'Louvre', coordinates, main: true, arrivalMinutes: 0 },
    { position: 2, name: 'Opéra', coordinates: { latitude: 48.872, longitude: 2.3316 }, main: true, arrivalMinutes: 20 },
  ],
  pointsOfInterest: [],
};

const ALL_ON: ProductFeatures = { calendarPromotion: true, redirectToMap: false, mapBox: true, mapsService: true };

function page(features: Partial<ProductFeatures>) {
  const none = { from: null, retail: null, savingsPercent: null };
  const data: ProductViewData = { product, prices: { 1: none, 2: none, 3: none }, unitPrices: new Map(), map, faqs: [], reviews: null, reviewsPageSize: 10 };
  return renderShop(<ProductView data={data} locale="en-GB" crumbs={[]} url="https://shop.example/en/41/paris/4103/paris-walking-tour" features={{ ...ALL_ON, ...features }} />);
}

const route = () => within(screen.getByRole('region', { name: 'Route and stops' }));
const routeMap = () => route().queryByRole('img', { name: 'Map of the route of Paris Walking Tour' });
const mapViewerLink = () => route().queryByRole('link', { name: 'Open the full-screen map of Paris' });

describe('the product page’s map', () => {
  it('is drawn in the page with mapBox on, and left out with it off', () => {
    const { unmount } = page({ mapBox: true });
    expect(routeMap()).toBeInTheDocument();
    unmount();

    page({ mapBox: false });
    expect(routeMap()).toBeNull();
    expect(mapViewerLink()).toBeNull();
  });

  it('links to the city’s full-screen map with redirectToMap on, from the map or in its place', () => {
    const { unmount } = page({ redirectToMap: true, mapBox: true });
    expect(mapViewerLink()).toHaveAttribute('href', '/en/41/map-viewer');
    unmount();

    page({ redirectToMap: true, mapBox: false });
    expect(routeMap()).toBeNull();
    expect(mapViewerLink()).toHaveAttribute('href', '/en/41/map-viewer');
  });

  it('offers no full-screen map with redirectToMap off', () => {
    page({ redirectToMap: false });
    expect(mapViewerLink()).toBeNull();
  });

  it('upgrades to the maps service only with mapsService on', async () => {
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY', 'test-key');
    const { unmount } = page({ mapsService: true });
    // The island comes when the page idles; once it has, it would be drawn at once below.
    expect(await screen.findByTestId('google-map')).toBeInTheDocument();
    unmount();

    page({ mapsService: false });
    expect(screen.queryByTestId('google-map')).toBeNull();
    expect(routeMap()).toBeInTheDocument();
  });
});
