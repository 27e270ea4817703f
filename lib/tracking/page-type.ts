import { SHELL_KNOWN_PAGES, type ShellKnownPage } from '@/lib/i18n/shell-known-pages';

/** Spec §4 tracking page types. */
export type PageType = 'home' | 'category' | 'product' | 'cart' | 'checkout' | 'purchase' | 'other';

const slugsOf = (page: ShellKnownPage) => new Set<string>(Object.values(SHELL_KNOWN_PAGES[page].slugs));
const BY_SLUG: [Set<string>, PageType][] = [
  [slugsOf('home'), 'home'],
  [slugsOf('basket'), 'cart'],
  [slugsOf('payment'), 'checkout'],
  [slugsOf('paymentConfirmed'), 'purchase'],
];

/**
 * The type of a path as the browser shows it (`/fr/panier-achats`, `/en/41/paris/4101/bus-tour`):
 * a fifth segment is a product, a numeric second segment a city (category), a bare language the home.
 */
export function pageTypeOf(pathname: string): PageType {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length <= 1) return 'home';
  if (segments.length >= 5) return 'product';
  if (/^\d+$/.test(segments[1]!)) return 'category';
  if (segments.length > 2) return 'other';
  return BY_SLUG.find(([slugs]) => slugs.has(segments[1]!))?.[1] ?? 'other';
}
