/**
 * The page's `window.dataLayer`, the one queue Google Tag Manager reads (and what the shop's
 * tests read when no container is configured). Nothing here loads any script.
 */
type TrackedWindow = Window & { dataLayer?: unknown[] };

/** Google consent mode v2's four signals (spec §4 cookie consent). */
export const CONSENT_SIGNALS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;
export type ConsentState = 'granted' | 'denied';

export const consentSignals = (state: ConsentState): Record<(typeof CONSENT_SIGNALS)[number], ConsentState> => ({
  ad_storage: state,
  ad_user_data: state,
  ad_personalization: state,
  analytics_storage: state,
});

/** gtag() commands reach Tag Manager only as an `arguments` object, never as a plain array. */
function commandOf(..._args: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the arguments object is the gtag wire format
  return arguments;
}

/**
 * The queue, created on first use with the consent default as its very first entry: whatever
 * is pushed later, and a container loaded later, sees every signal denied until the visitor accepts.
 */
export function dataLayer(): unknown[] {
  const page = window as TrackedWindow;
  if (!page.dataLayer) {
    page.dataLayer = [];
    page.dataLayer.push(commandOf('consent', 'default', consentSignals('denied')));
  }
  return page.dataLayer;
}

/** `gtag(...)` of Google's snippet, without loading gtag.js. */
export function gtag(...args: unknown[]) {
  dataLayer().push(commandOf(...args));
}

export function pushToDataLayer(entry: Record<string, unknown>) {
  dataLayer().push(entry);
}

/** GA4 ecommerce events: the previous ecommerce object is cleared first, or its fields would leak into this one. */
export function pushEcommerce(entry: { event: string; ecommerce: Record<string, unknown> }) {
  const layer = dataLayer();
  layer.push({ ecommerce: null });
  layer.push(entry);
}
