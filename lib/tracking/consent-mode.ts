import { consentSignals, dataLayer, gtag, type ConsentState } from './data-layer';

/** What this page's dataLayer was last told, so a re-render does not repeat an update. */
const told = new WeakMap<unknown[], ConsentState>();

/**
 * A consent mode update: "Accept all" grants the four signals, withdrawing denies them again.
 * The default (all denied) is the dataLayer's first entry (data-layer.ts), so "Only necessary"
 * needs no update at all.
 */
export function updateConsentMode(state: ConsentState) {
  const layer = dataLayer();
  if ((told.get(layer) ?? 'denied') === state) return;
  told.set(layer, state);
  gtag('consent', 'update', consentSignals(state));
}
