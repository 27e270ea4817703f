import type { Messages } from './messages';

/** The catalogue namespaces client islands read: only these travel to the browser. */
export const CLIENT_NAMESPACES = ['header', 'search', 'footer', 'common', 'consent', 'chat', 'basketRecovery', 'errorPage', 'contact', 'newsletterPage', 'catalogue', 'reviews', 'productShare', 'promotions', 'booking', 'basket', 'session', 'payment', 'paymentConfirmed', 'ticketFacts', 'dates', 'cancellationPolicy', 'wishlist', 'memberPrice', 'siteFlags', 'gallery'] as const;

export function pickMessages<K extends keyof Messages>(messages: Record<string, unknown>, namespaces: readonly K[]): Pick<Messages, K> {
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]])) as Pick<Messages, K>;
}
