import Link from 'next/link';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ErrorContent } from '@/components/errors/error-content';
import { COOKIES } from '@/lib/cookies/names';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/lib/i18n/languages';
import { parseLanguage } from '@/lib/i18n/negotiate';
import { homePath } from '@/lib/i18n/paths';
import './globals.css';

/** 404 for a path outside every language: shown in the visitor's stored language. */
export default async function GlobalNotFound() {
  const stored = (await cookies()).get(COOKIES.language.name)?.value;
  const language = parseLanguage(stored) ?? DEFAULT_LANGUAGE;
  const t = await getTranslations({ locale: language, namespace: 'notFound' });
  return (
    <html lang={LANGUAGES[language].htmlLang}>
      <body>
        <ErrorContent title={t('title')} message={t('lost')}>
          <Link href={homePath(language)}>{t('home')}</Link>
        </ErrorContent>
      </body>
    </html>
  );
}
