import { screen, within } from '@testing-library/react';
import axios from 'axios';
import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import { renderShop } from '../support/render-shop';
import { SiteFooter } from '@/components/footer/site-footer';
import { ConfirmedIsland } from '@/components/payment/confirmed-island';
import { LANGUAGE_CODES, type Language } from '@/lib/i18n/languages';
import { pagePath } from '@/lib/i18n/pages';
import { SITES } from '@/sites';
import de from '@/messages/de.json';
import enUs from '@/messages/en-us.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import it_ from '@/messages/it.json';

/** Where "manage my booking" is reached from: the footer of every page, in every language, and the payment-confirmed page. */

const CATALOGUES = { de, en, 'en-us': enUs, es, fr, it: it_ } as const;

vi.mock('next-intl/server', () => ({
  getTranslations: ({ locale, namespace }: { locale: Language; namespace: string }) => Promise.resolve(createTranslator({ locale, messages: CATALOGUES[locale], namespace: namespace as 'footer' })),
}));
// The footer's popular lists need the provider; without it they are simply left out.
vi.mock('@/lib/api/http', () => ({ http: axios.create({ adapter: () => Promise.reject(new Error('offline')) }) }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

beforeEach(() => {
  fakeProvider.requests = [];
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))));
});

describe('the way to "manage my booking"', () => {
  it.each(LANGUAGE_CODES)('is a footer link in %s, with the page’s slug in that language', async (language) => {
    const footer = await SiteFooter({ context: { site: SITES.worldwide, language, api: { language } } });
    renderShop(footer, {}, language);
    const links = screen.getByRole('navigation', { name: CATALOGUES[language].footer.linksTitle });
    const link = within(links).getByRole('link', { name: CATALOGUES[language].footer.links.manageBooking });
    expect(link).toHaveAttribute('href', pagePath(language, 'manageBooking'));
  });

  it('has localised slugs of its own', () => {
    expect(LANGUAGE_CODES.map((language) => pagePath(language, 'manageBooking'))).toEqual([
      '/de/buchung-verwalten',
      '/en/manage-booking',
      '/en-us/manage-booking',
      '/es/gestionar-reserva',
      '/fr/gerer-ma-reservation',
      '/it/gestisci-prenotazione',
    ]);
  });

  it('is offered on the payment-confirmed page, with the reference filled in', async () => {
    fakeProvider.handler = (request) =>
      new URL(request.url).pathname === '/api/v2/transaction/payment/resume'
        ? Response.json({
            orderId: '4f1c2a9e-7b3d-4c5e-9a1b-2c3d4e5f6a7b',
            reference: 'SS7K2QH9AB',
            status: 'paid',
            result: 'paid',
            action: null,
            refusal: null,
            amount: { amount: 6800, currency: 'EUR' },
            voucherToken: null,
          })
        : Response.json({ error: 'NOT_FOUND', message: 'unknown' }, { status: 404 });
    window.history.replaceState(null, '', '/en/payment-confirmed?order=4f1c2a9e-7b3d-4c5e-9a1b-2c3d4e5f6a7b');
    renderShop(<ConfirmedIsland language="en" />, { currency: 1 });

    const link = await screen.findByRole('link', { name: 'Manage your booking' });
    expect(link).toHaveAttribute('href', '/en/manage-booking?reference=SS7K2QH9AB');
    expect(link.closest('p')).toHaveTextContent('Need to change or cancel? Manage your booking');
  });
});
