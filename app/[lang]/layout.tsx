import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteFooter } from '@/components/footer/site-footer';
import { BackToTop } from '@/components/global/back-to-top';
import { BasketRecoveryBanner } from '@/components/global/basket-recovery-banner';
import { ChatBubble } from '@/components/global/chat-bubble';
import { CookieNotice } from '@/components/global/cookie-notice';
import { GenericModal } from '@/components/global/generic-modal';
import { HealthNotice } from '@/components/global/health-notice';
import { LanguageOverlay } from '@/components/global/language-overlay';
import { LoadingBar } from '@/components/global/loading-bar';
import { OutdatedBrowser } from '@/components/global/outdated-browser';
import { SiteHeader } from '@/components/header/site-header';
import { ChromeGate } from '@/components/layout/chrome-gate';
import { ShopProviders } from '@/components/providers/shop-providers';
import { LANGUAGE_CODES, LANGUAGES } from '@/lib/i18n/languages';
import { CLIENT_NAMESPACES, pickMessages } from '@/lib/i18n/client-messages';
import { requireLanguage } from '@/lib/i18n/require-language';
import { getSite, getVisitor } from '@/lib/site/server';
import '../globals.css';

interface Props {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

export function generateStaticParams() {
  return LANGUAGE_CODES.map((lang) => ({ lang }));
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#c8102e' };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const language = requireLanguage((await params).lang);
  const site = await getSite();
  const t = await getTranslations({ locale: language, namespace: 'sites' });
  const brand = t(`${site.id}.name`);
  return {
    title: { default: brand, template: `%s | ${brand}` },
    description: t(`${site.id}.description`),
    icons: { icon: { url: site.logo, type: 'image/svg+xml' } },
  };
}

export default async function LanguageLayout({ children, params }: Props) {
  const language = requireLanguage((await params).lang);
  // Before any translation is read: next-intl takes the request's locale from here.
  setRequestLocale(language);
  const [site, visitor, messages, t] = await Promise.all([getSite(), getVisitor(), getMessages(), getTranslations('header')]);
  // The proxy redirects languages a site does not offer; a direct hit is simply not found.
  if (!site.languages.includes(language)) notFound();
  return (
    <html lang={LANGUAGES[language].htmlLang}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {/* Client islands get only the catalogue namespaces they use. */}
        <NextIntlClientProvider messages={pickMessages(messages, CLIENT_NAMESPACES)}>
          <ShopProviders visitor={visitor}>
            <Suspense fallback={null}>
              <LoadingBar />
            </Suspense>
            <HealthNotice language={language} />
            {site.flags.recoveryCart ? <BasketRecoveryBanner language={language} /> : null}
            <ChromeGate header={<SiteHeader language={language} />} footer={<SiteFooter language={language} />}>
              {children}
            </ChromeGate>
            <BackToTop />
            <ChatBubble language={language} />
            <CookieNotice language={language} />
            <GenericModal />
            <LanguageOverlay />
          </ShopProviders>
        </NextIntlClientProvider>
        <OutdatedBrowser />
      </body>
    </html>
  );
}
