import type { Messages } from './messages';

/**
 * The catalogue namespaces client islands read on any page: only these travel to every browser.
 * A page's own (booking, basket, payment, …) come with that page (components/providers/extra-messages.tsx).
 */
export const CLIENT_NAMESPACES = ['header', 'search', 'footer', 'common', 'consent', 'chat', 'basketRecovery', 'errorPage', 'contact', 'catalogue', 'reviews', 'productShare', 'promotions', 'session', 'ticketFacts', 'dates', 'cancellationPolicy', 'wishlist', 'memberPrice', 'siteFlags', 'gallery'] as const;

export function pickMessages<K extends keyof Messages>(messages: Record<string, unknown>, namespaces: readonly K[]): Pick<Messages, K> {
  return Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]])) as Pick<Messages, K>;
}
