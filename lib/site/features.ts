import type { SiteConfig } from '@/sites';

/** What the product cards of a city's lists mark (spec §2 city flags). */
export interface CityCardFlags {
  /** A "Best seller" tag on the city's most reviewed product. */
  tagPromotion: boolean;
  /** The "New" badge on products the catalogue marks as new. */
  newProducts: boolean;
}

/** What a city page shows, from its site's configuration. */
export interface CityFeatures {
  cards: CityCardFlags;
  /** Maps drawn with the maps service (Google Maps, when keyed) over the drawing, or the drawing alone. */
  mapsService: boolean;
}

/** What a product page shows, from its site's configuration. */
export interface ProductFeatures {
  /** Calendar days sold below the month's usual price carry a mark. */
  calendarPromotion: boolean;
  /** The page links to the city's full-screen map viewer. */
  redirectToMap: boolean;
  /** The route's map is drawn on the page. */
  mapBox: boolean;
  mapsService: boolean;
}

export function cityFeatures(site: SiteConfig): CityFeatures {
  return { cards: { ...site.pages.city }, mapsService: site.flags.mapsService };
}

export function productFeatures(site: SiteConfig): ProductFeatures {
  const { calendarPromotion, redirectToMap, mapBox } = site.pages.product;
  return { calendarPromotion, redirectToMap, mapBox, mapsService: site.flags.mapsService };
}

/** The city whose page is the site's home page (flags.singleLocationHome), or null for the multi-city home. */
export function homeCityId(site: SiteConfig): number | null {
  return site.flags.singleLocationHome && site.city ? site.city.id : null;
}

/** The scope that sells every city (spec §3 "city scope 10"). */
export const WORLDWIDE_SCOPE = 10;

/** Where the destination search looks: the site's own scope on a single site (flags.singleSite), else every city. */
export function searchScope(site: SiteConfig): number {
  return site.flags.singleSite ? site.scopeId : WORLDWIDE_SCOPE;
}
