import type { Money } from '@/provider/api/contract/common';
import type { FromPrice, InEveryCurrency } from '@/lib/api/prices';
import { CURRENCY_IDS_IN_ORDER } from '@/lib/format/currencies';

/** schema.org data for search engines (spec: Product with Offer and AggregateRating, BreadcrumbList, TouristTrip). */

const amount = (money: Money) => (money.amount / 100).toFixed(2);

export function breadcrumbList(crumbs: { name: string; href: string }[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: `${origin}${crumb.href}` })),
  };
}

/** One offer per currency the page shows. */
function offers(prices: InEveryCurrency<FromPrice>, url: string, available: boolean) {
  return CURRENCY_IDS_IN_ORDER.flatMap((currency) => {
    const from = prices[currency].from;
    return from
      ? [
          {
            '@type': 'Offer',
            price: amount(from),
            priceCurrency: from.currency,
            availability: available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            url,
          },
        ]
      : [];
  });
}

interface ProductFacts {
  name: string;
  description: string;
  image: string;
  url: string;
  sku: string;
  brand: string;
  prices: InEveryCurrency<FromPrice>;
  available: boolean;
  rating: number;
  reviewCount: number;
}

export function productData(p: ProductFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    image: p.image,
    url: p.url,
    sku: p.sku,
    brand: { '@type': 'Brand', name: p.brand },
    offers: offers(p.prices, p.url, p.available),
    ...(p.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.rating.toFixed(1), reviewCount: p.reviewCount, bestRating: '5', worstRating: '1' } }
      : {}),
  };
}

interface TripFacts {
  name: string;
  description: string;
  url: string;
  image: string;
  provider: string;
  prices: InEveryCurrency<FromPrice>;
  available: boolean;
  stops: { position: number; name: string; coordinates: { latitude: number; longitude: number } }[];
}

/** The tour as a trip: its stops, in order, as the itinerary. */
export function touristTripData(trip: TripFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: trip.name,
    description: trip.description,
    url: trip.url,
    image: trip.image,
    provider: { '@type': 'Organization', name: trip.provider },
    offers: offers(trip.prices, trip.url, trip.available),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: trip.stops.length,
      itemListElement: [...trip.stops]
        .sort((a, b) => a.position - b.position)
        .map((stop) => ({
          '@type': 'ListItem',
          position: stop.position,
          item: {
            '@type': 'TouristAttraction',
            name: stop.name,
            geo: { '@type': 'GeoCoordinates', latitude: stop.coordinates.latitude, longitude: stop.coordinates.longitude },
          },
        })),
    },
  };
}

interface DestinationFacts {
  name: string;
  description: string;
  url: string;
  image: string;
  coordinates: { latitude: number; longitude: number };
  country: string;
  sights: string[];
}

/** A city page: the destination and what to see there. */
export function touristDestinationData(d: DestinationFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristDestination',
    name: d.name,
    description: d.description,
    url: d.url,
    image: d.image,
    geo: { '@type': 'GeoCoordinates', latitude: d.coordinates.latitude, longitude: d.coordinates.longitude },
    containedInPlace: { '@type': 'Country', name: d.country },
    includesAttraction: d.sights.map((name) => ({ '@type': 'TouristAttraction', name })),
  };
}
