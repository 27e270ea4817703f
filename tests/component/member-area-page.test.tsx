import { render, screen } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import DeletePersonalDataPage from '@/app/[site]/[lang]/(main)/delete-personal-data/page';
import MemberAreaPage, { generateMetadata } from '@/app/[site]/[lang]/(member)/member-area/page';
import { MemberSiteProvider } from '@/components/member/member-site';
import { ShopProviders } from '@/components/providers/shop-providers';
import { fromPriceOf } from '@/lib/api/prices';
import { clientMessages } from '@/lib/i18n/client-messages';
import en from '@/messages/en.json';
import { shellPaths } from '@/lib/i18n/pages';

/** The pages' frames: the member area only where the site has members, never indexed (its footer: e2e/member-account.spec.ts). */

vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/en/member-area',
  useSearchParams: () => new URLSearchParams(),
}));

vi.mock('next-intl/server', () => ({
  setRequestLocale: () => undefined,
  getMessages: () => Promise.resolve(en),
  getTranslations: (options: string | { namespace: string }) =>
    Promise.resolve(createTranslator({ locale: 'en', messages: en, namespace: (typeof options === 'string' ? options : options.namespace) as 'pages' })),
}));

const params = (site: string) => ({ params: Promise.resolve({ site, lang: 'en' }) });

/** A page's server output with what the layout gives every page: the client namespaces, the stores, the site's member flag. */
const renderPage = (page: React.ReactNode, members = true) =>
  render(
    <NextIntlClientProvider locale="en" messages={clientMessages(en)}>
      <ShopProviders currencies={[1, 2, 3]} paths={shellPaths('en')}>
        <MemberSiteProvider enabled={members}>{page}</MemberSiteProvider>
      </ShopProviders>
    </NextIntlClientProvider>,
  );

describe('the member area page', () => {
  it.each(['paris', 'spain', 'london', 'portugal'])('is not found on the %s site', async (site) => {
    await expect(MemberAreaPage(params(site))).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(generateMetadata(params(site))).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('is never indexed', async () => {
    const metadata = await generateMetadata(params('worldwide'));
    expect(metadata.title).toBe("Members' area");
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });

  it('brings the messages its island needs', async () => {
    renderPage(await MemberAreaPage(params('worldwide')));
    expect(screen.getByRole('heading', { level: 1, name: "Members' area" })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'An exclusive area for our members' })).toBeVisible();
  });
});

describe('the delete-personal-data page', () => {
  it('says what goes and what the law keeps, with the request form', async () => {
    renderPage(await DeletePersonalDataPage(params('paris')), false);
    expect(screen.getByRole('heading', { level: 1, name: 'Delete my personal data' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What we delete' })).toBeVisible();
    expect(screen.getByText(/Your orders and invoices .* without your name or contact details/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send my request' })).toBeVisible();
  });
});

describe('member prices in lists', () => {
  it('travel with each currency’s from-price, and only where a product has one', () => {
    const card = (id: number, amount: number | null, currency: 'EUR' | 'GBP' | 'USD') => ({
      id,
      priceFrom: { amount: 3000, currency },
      retailFrom: null,
      savingsPercent: null,
      memberPriceFrom: amount === null ? null : { amount, currency },
    });
    const lists = { 1: [card(1, 2400, 'EUR'), card(2, null, 'EUR')], 2: [card(1, 2100, 'GBP'), card(2, null, 'GBP')], 3: [card(1, 2640, 'USD'), card(2, null, 'USD')] };
    expect(fromPriceOf(lists, 1)[2]).toEqual({ from: { amount: 3000, currency: 'GBP' }, retail: null, savingsPercent: null, member: { amount: 2100, currency: 'GBP' } });
    expect(fromPriceOf(lists, 2)[1]).toEqual({ from: { amount: 3000, currency: 'EUR' }, retail: null, savingsPercent: null });
  });
});
