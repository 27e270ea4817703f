import type { Language } from './languages';

/** Spec §3: a top location's URL is /{lang lower-case, US becomes en-us}/{id}/{url}. */
export function locationPath(language: Language, id: number, slug: string): string {
  return `/${language}/${id}/${encodeURIComponent(slug)}`;
}

export function homePath(language: Language): string {
  return `/${language}/home`;
}

/** Where a failed data load sends the visitor (spec §2: /oops/400). */
export function oopsPath(language: Language, status: number): string {
  return `/${language}/oops/${status}`;
}

/** Spec §3: a product's URL is /{lang}/{locationId}/{locationName}/{id}/{urlName}. */
export function productPath(language: Language, locationId: number, locationSlug: string, productId: number, productSlug: string): string {
  return `/${language}/${locationId}/${encodeURIComponent(locationSlug)}/${productId}/${encodeURIComponent(productSlug)}`;
}
