import type { Language } from './languages';

/**
 * The few pages the browser's code tells apart — the tracking's page type, where payment and
 * account steps lead — with their slugs. lib/i18n/pages.ts holds them with every other page; the
 * browser loads only this part (issue 18).
 */
export type Slugs = Record<Language, string>;

/** One slug in every language. */
export const same = (slug: string): Slugs => ({ de: slug, en: slug, 'en-us': slug, es: slug, fr: slug, it: slug });

/** en-us uses the English slugs unless it has its own. */
export const localised = (slugs: Omit<Slugs, 'en-us'> & { 'en-us'?: string }): Slugs => ({ ...slugs, 'en-us': slugs['en-us'] ?? slugs.en });

export const SHELL_KNOWN_PAGES = {
  home: { route: 'home', slugs: same('home') },
  basket: { route: 'basket', slugs: localised({ de: 'warenkorb', es: 'carrito', en: 'shopping-cart', fr: 'panier-achats', it: 'carrello' }) },
  payment: { route: 'payment', slugs: localised({ de: 'zahlung', es: 'pago', en: 'payment', fr: 'paiement', it: 'pagamento', 'en-us': 'to-payment' }) },
  paymentConfirmed: {
    route: 'payment-confirmed',
    slugs: localised({
      de: 'bezahlung-bestatigt',
      es: 'pago-confirmado',
      en: 'payment-confirmed',
      fr: 'paiement-accepte',
      it: 'pagamento-confermato',
      'en-us': 'to-payment-confirmed',
    }),
  },
  memberArea: { route: 'member-area', slugs: same('member-area') },
} as const satisfies Record<string, { route: string; slugs: Slugs }>;

export type ShellKnownPage = keyof typeof SHELL_KNOWN_PAGES;

/** The path of one of these pages in a language, without the table of every page: `knownPagePath('fr', 'basket')` → '/fr/panier-achats'. */
export function knownPagePath(language: Language, page: ShellKnownPage): string {
  return `/${language}/${SHELL_KNOWN_PAGES[page].slugs[language]}`;
}

/** Which of these pages a path segment is a slug or the route name of, if any. */
export function shellPageOfSegment(segment: string): ShellKnownPage | undefined {
  for (const [page, { route, slugs }] of Object.entries(SHELL_KNOWN_PAGES) as [ShellKnownPage, { route: string; slugs: Slugs }][]) {
    if (route === segment || Object.values(slugs).includes(segment)) return page;
  }
  return undefined;
}
