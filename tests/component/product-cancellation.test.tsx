import { screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { ProductView, type ProductViewData } from '@/components/product/product-view';
import type { OptionCancellation, Product } from '@/provider/api/contract/products';
import { loadShopTracking } from '@/lib/tracking/load-tracking';

// The page's tracker loads the tracking code after it renders: the file ends once that is in, not while it loads.
afterAll(() => loadShopTracking());

/** The product page's cancellation terms: each option's, in the words the panel and the voucher use. */

const FREE_24H: OptionCancellation = { refundType: 'full', refundPercent: 100, cutoffMinutes: 1440, refundable: true, cancellationCutoff: '1 day', cancellationCutoffAmount: 1, cancellationCutoffUnit: 'day' };
const FREE_2H: OptionCancellation = { refundType: 'full', refundPercent: 100, cutoffMinutes: 120, refundable: true, cancellationCutoff: '2 hours', cancellationCutoffAmount: 2, cancellationCutoffUnit: 'hour' };
const HALF_48H: OptionCancellation = { refundType: 'partial', refundPercent: 50, cutoffMinutes: 2880, refundable: true, cancellationCutoff: '2 days', cancellationCutoffAmount: 2, cancellationCutoffUnit: 'day' };
const NONE: OptionCancellation = { refundType: 'none', refundPercent: 0, cutoffMinutes: 0, refundable: false, cancellationCutoff: '0 hours', cancellationCutoffAmount: 0, cancellationCutoffUnit: 'hour' };

function option(id: number, name: string, kind: 'timed' | 'open', cancellation: OptionCancellation): Product['options'][number] {
  return {
    id,
    name,
    description: `${name}, as sold`,
    kind,
    duration: { value: 2, unit: 'hour' },
    vehicle: null,
    minPassengers: 1,
    capacity: kind === 'timed' ? 20 : null,
    startTimes: kind === 'timed' ? ['10:00'] : [],
    units: [{ type: 'adult', name: 'Adult', ageFrom: 18, ageTo: null, price: { amount: 2000, currency: 'EUR' }, retail: null }],
    packageGroups: [],
    identityDocumentRequired: false,
    cancellation,
  };
}

function product(options: Product['options']): Product {
  return {
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
    cancellationPolicy: 'Each ticket states its own cancellation terms.',
    meetingPoint: { name: 'Louvre', text: 'Meet at the Louvre.', coordinates: { latitude: 48.86, longitude: 2.34 } },
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
    options,
  };
}

function page(options: Product['options']) {
  const none = { from: null, retail: null, savingsPercent: null };
  const data: ProductViewData = { product: product(options), prices: { 1: none, 2: none, 3: none }, unitPrices: new Map(), map: null, faqs: [], reviews: null, reviewsPageSize: 10 };
  return renderShop(<ProductView data={data} locale="en-GB" crumbs={[]} url="https://shop.example/en/41/paris/4103/paris-walking-tour" features={{ calendarPromotion: false, redirectToMap: false, mapBox: true, mapsService: true }} />);
}

const goodToKnow = () => within(screen.getByRole('region', { name: 'Know before you go' }));
const assurances = () => within(screen.getByRole('complementary', { name: 'Book' }));

describe('the product page’s cancellation terms', () => {
  it('lists each option’s terms by name when they differ, and promises nothing beside the price', () => {
    page([option(41031, 'Morning tour', 'timed', FREE_24H), option(41032, 'Private tour', 'timed', HALF_48H), option(41033, 'Day pass', 'open', NONE)]);
    expect(goodToKnow().getByText('Morning tour: Free cancellation up to 24 hours before the departure')).toBeVisible();
    expect(goodToKnow().getByText('Private tour: Cancel up to 48 hours before the departure for a 50% refund')).toBeVisible();
    expect(goodToKnow().getByText('Day pass: Non-refundable: this ticket cannot be cancelled')).toBeVisible();
    // The general paragraph stays, after the terms.
    expect(goodToKnow().getByText('Each ticket states its own cancellation terms.')).toBeVisible();
    // Each ticket's card says it too.
    const tickets = within(screen.getByRole('region', { name: 'Tickets and prices' }));
    expect(tickets.getByText('Non-refundable: this ticket cannot be cancelled')).toBeVisible();
    expect(tickets.getByText('Cancel up to 48 hours before the departure for a 50% refund')).toBeVisible();
    expect(assurances().queryByText(/cancellation/i)).toBeNull();
  });

  it('states shared terms once, and promises them beside the price when every ticket is free to cancel', () => {
    page([option(41031, 'Morning tour', 'timed', FREE_24H), option(41032, 'Afternoon tour', 'timed', FREE_24H)]);
    expect(goodToKnow().getByText('Free cancellation up to 24 hours before the departure')).toBeVisible();
    expect(goodToKnow().queryByText(/^Morning tour:/)).toBeNull();
    expect(assurances().getByText('Free cancellation up to 24 hours before the departure')).toBeVisible();
  });

  it('promises free cancellation on every ticket when each is free in its own way', () => {
    page([option(41031, 'Walking tour', 'timed', FREE_2H), option(41033, 'Museum entry', 'open', FREE_24H)]);
    expect(goodToKnow().getByText('Walking tour: Free cancellation up to 2 hours before the departure')).toBeVisible();
    expect(goodToKnow().getByText('Museum entry: Free cancellation any time before first use, within its validity')).toBeVisible();
    expect(assurances().getByText('Free cancellation on every ticket')).toBeVisible();
  });
});
