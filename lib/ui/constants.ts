/** Spec §9 business constants and limits of the interface, defined once. */

/** Breakpoints in px (min-width of each step). */
export const BREAKPOINTS = { xxs: 390, xs: 640, s: 768, m: 1024, l: 1280, xl: 1440, xxl: 1650, xxxl: 1920 } as const;
/** Mobile mode at widths up to 1024 px. */
export const MOBILE_MAX_WIDTH = BREAKPOINTS.m;

export const LANGUAGE_OVERLAY_MS = 2000;
/** On mobile the header hides when scrolling down beyond this. */
export const HEADER_HIDE_SCROLL_PX = 80;
/** On the desktop home page the header search shows after this much scrolling. */
export const HEADER_SEARCH_SCROLL_PX = 235;
export const BACK_TO_TOP_SCROLL_PX = 60;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;

export const HEADER_SEARCH_LIMIT = 5;
export const PRODUCT_SEARCH_LIMIT = 6;
export const ALL_DESTINATIONS_LIMIT = 300;
export const TOP_DESTINATIONS_LIMIT = 5;
export const FOOTER_PRODUCTS_LIMIT = 5;

/** How long typing pauses before the destination search asks the provider. */
export const SEARCH_DEBOUNCE_MS = 250;
/** The customer chat widget is looked for this many times, once a second (spec §7). */
export const CHAT_POLL_ATTEMPTS = 10;
export const CHAT_POLL_INTERVAL_MS = 1000;
