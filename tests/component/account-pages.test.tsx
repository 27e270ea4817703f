import { render, screen } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import LoginPage, { generateMetadata as loginMetadata } from '@/app/[site]/[lang]/(main)/login/page';
import PasswordResetPage, { generateMetadata as resetMetadata } from '@/app/[site]/[lang]/(main)/password-reset/page';
import RegisterPage, { generateMetadata as registerMetadata } from '@/app/[site]/[lang]/(main)/register/page';
import { ShopProviders } from '@/components/providers/shop-providers';
import { clientMessages } from '@/lib/i18n/client-messages';
import type { Language } from '@/lib/i18n/languages';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { shellPaths } from '@/lib/i18n/pages';

/** The account pages as the server sends them: private metadata, not found off the worldwide site, islands that work with the messages the browser gets. */

const CATALOGUES = { en, es } as Record<Language, typeof en>;

vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/en/login',
  useSearchParams: () => new URLSearchParams(),
}));

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

const params = (site: string, lang: Language) => ({ params: Promise.resolve({ site, lang }) });

beforeEach(() => {
  fakeProvider.handler = () => Response.json({ providers: [] });
  window.history.replaceState(null, '', '/en/login');
});

describe('the account pages', () => {
  it('are never indexed and pass no referrer (their address may carry an email link’s token)', async () => {
    const metadata = await loginMetadata(params('worldwide', 'en'));
    expect(metadata.title).toBe('Log in');
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.referrer).toBe('no-referrer');
    expect(metadata.alternates?.canonical).toBe('/en/login');
    expect((await resetMetadata(params('worldwide', 'en'))).referrer).toBe('no-referrer');
  });

  it('register at /es/registro in Spanish', async () => {
    const metadata = await registerMetadata(params('worldwide', 'es'));
    expect(metadata.title).toBe('Crear una cuenta');
    expect(metadata.alternates?.canonical).toBe('/es/registro');
    expect(metadata.alternates?.languages).toMatchObject({ en: '/en/register' });
  });

  it.each([
    ['login', LoginPage, loginMetadata],
    ['register', RegisterPage, registerMetadata],
    ['password-reset', PasswordResetPage, resetMetadata],
  ] as const)('%s is not found on a site without the member area', async (_name, Page, metadata) => {
    await expect(Page(params('paris', 'en'))).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(metadata(params('london', 'en'))).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it.each([
    ['Log in', LoginPage, 'Log in'],
    ['Create an account', RegisterPage, 'Create my account'],
    ['Reset your password', PasswordResetPage, 'Send me the link'],
  ] as const)('"%s" works with only the layout’s messages plus its own', async (title, Page, button) => {
    const page = await Page(params('worldwide', 'en'));
    render(
      <NextIntlClientProvider locale="en" messages={clientMessages(en)}>
        <ShopProviders currencies={[1, 2, 3]} paths={shellPaths('en')}>{page}</ShopProviders>
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await screen.findByRole('button', { name: button })).toBeVisible();
  });
});
