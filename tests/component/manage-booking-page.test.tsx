import { render, screen, within } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { booking, fakeBookingApi, setUpManagePage, TOKEN, user } from '../support/manage-booking-fakes';
import ManageBookingPage, { generateMetadata } from '@/app/[site]/[lang]/(main)/manage-booking/page';
import { ShopProviders } from '@/components/providers/shop-providers';
import { clientMessages } from '@/lib/i18n/client-messages';
import type { Language } from '@/lib/i18n/languages';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { shellPaths } from '@/lib/i18n/pages';

/** The page as the server sends it: private metadata, its title, and an island that works with only the messages the browser gets. */
setUpManagePage();

const CATALOGUES = { de, en } as Record<Language, typeof en>;

vi.mock('next-intl/server', () => ({
  setRequestLocale: () => undefined,
  getMessages: ({ locale }: { locale: Language }) => Promise.resolve(CATALOGUES[locale]),
  getTranslations: (options: string | { locale: Language; namespace: string }) =>
    Promise.resolve(
      typeof options === 'string'
        ? createTranslator({ locale: 'en', messages: en, namespace: options as 'pages' })
        : createTranslator({ locale: options.locale, messages: CATALOGUES[options.locale], namespace: options.namespace as 'pages' }),
    ),
}));

const params = (lang: Language) => ({ params: Promise.resolve({ site: 'worldwide', lang }) });

describe('the manage-booking page', () => {
  it('is never indexed and passes no referrer (the email link’s token), with its title and alternates', async () => {
    const metadata = await generateMetadata(params('de'));
    expect(metadata.title).toBe('Meine Buchung verwalten');
    expect(metadata.robots).toEqual({ index: false, follow: false });
    expect(metadata.referrer).toBe('no-referrer');
    expect(metadata.alternates?.canonical).toBe('/de/buchung-verwalten');
    expect(metadata.alternates?.languages).toMatchObject({ en: '/en/manage-booking', fr: '/fr/gerer-ma-reservation' });
  });

  it('works with only the messages the layout sends every page plus its own namespace', async () => {
    fakeBookingApi({ booking: booking() });
    sessionStorage.setItem('manageBooking.token', JSON.stringify({ token: TOKEN, expiresAt: null }));
    const page = await ManageBookingPage(params('en'));
    render(
      <NextIntlClientProvider locale="en" messages={clientMessages(en)}>
        <ShopProviders currencies={[1, 2, 3]} paths={shellPaths('en')}>{page}</ShopProviders>
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Manage my booking' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Booking SS7K2QH9AB' })).toBeVisible();

    // The dialogs (loaded when opened) read the same messages.
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Cancel this ticket' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel this ticket?' })).toHaveTextContent('You will get €68.00 back');
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep my booking' }));
    await u.click(screen.getByRole('button', { name: 'Change date' }));
    expect(await screen.findByRole('dialog', { name: 'Change the date' })).toHaveTextContent('Seine Evening Cruise: currently 14/05/2027, 09:30 Paris time.');
  });
});
