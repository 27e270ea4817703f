import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteHeader } from '@/components/header/site-header';
import { LANGUAGE_CODES, LANGUAGES } from '@/lib/i18n/languages';
import { requireLanguage } from '@/lib/i18n/require-language';
import '../globals.css';

interface Props {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

export function generateStaticParams() {
  return LANGUAGE_CODES.map((lang) => ({ lang }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const language = requireLanguage((await params).lang);
  const t = await getTranslations({ locale: language, namespace: 'meta' });
  return {
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('homeDescription'),
    icons: { icon: { url: '/logo.svg', type: 'image/svg+xml' } },
  };
}

export default async function LanguageLayout({ children, params }: Props) {
  const language = requireLanguage((await params).lang);
  setRequestLocale(language);
  const t = await getTranslations('header');
  const messages = await getMessages();
  return (
    <html lang={LANGUAGES[language].htmlLang}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <SiteHeader language={language} />
        {/* Client islands get only the catalogue namespaces they use. */}
        <NextIntlClientProvider messages={{ errorPage: messages.errorPage }}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
