import { render, screen } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import AgentAreaPage, { generateMetadata } from '@/app/[site]/[lang]/(main)/agent-area/page';
import { ShopProviders } from '@/components/providers/shop-providers';
import { clientMessages } from '@/lib/i18n/client-messages';
import en from '@/messages/en.json';
import { shellPaths } from '@/lib/i18n/pages';

/** The page's frame: on every site, never indexed, with the messages its island needs. */

vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/en/agent-area',
  useSearchParams: () => new URLSearchParams(),
}));

vi.mock('next-intl/server', () => ({
  setRequestLocale: () => undefined,
  getMessages: () => Promise.resolve(en),
  getTranslations: (options: string | { namespace: string }) =>
    Promise.resolve(createTranslator({ locale: 'en', messages: en, namespace: (typeof options === 'string' ? options : options.namespace) as 'pages' })),
}));

const params = (site: string) => ({ params: Promise.resolve({ site, lang: 'en' }) });

describe('the agent area page', () => {
  it.each(['worldwide', 'paris', 'london'])('is on the %s site, never indexed', async (site) => {
    const metadata = await generateMetadata(params(site));
    expect(metadata.title).toBe('Agent area');
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });

  it('brings the messages its island needs: the login form with only the layout’s messages besides', async () => {
    render(
      <NextIntlClientProvider locale="en" messages={clientMessages(en)}>
        <ShopProviders currencies={[1, 2, 3]} paths={shellPaths('en')}>{await AgentAreaPage(params('paris'))}</ShopProviders>
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Agent area' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Log in as a travel agent' })).toBeVisible();
    expect(screen.getByLabelText('Email address')).toBeVisible();
  });
});
