/*
 * The tracking code loads after the page, not with it (issue 18): consent mode and the page view
 * for every page, the shop's ecommerce events after them. One chain, so what is asked lands in the
 * data layer in order: a consent update before the page view it concerns, the page view before
 * the lists and products the page shows.
 */

let page: Promise<[typeof import('./consent-mode'), typeof import('./page-view')]> | undefined;
let shop: Promise<typeof import('./track')> | undefined;

/** Consent mode and the page view. */
export const loadPageTracking = () => (page ??= Promise.all([import('./consent-mode'), import('./page-view')]));

/** The ecommerce events (track.ts), once the page's own tracking is there. */
export const loadShopTracking = () => (shop ??= loadPageTracking().then(() => import('./track')));
