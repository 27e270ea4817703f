import { getTranslations } from 'next-intl/server';
import { StoredLanguageNotFound, type NotFoundTexts } from '@/components/errors/stored-language-not-found';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES } from '@/lib/i18n/languages';
import './globals.css';

/** 404 for a path outside every language (e.g. `/wp-login.php`): in the visitor's stored language. */
export default async function GlobalNotFound() {
  const entries = await Promise.all(
    LANGUAGE_CODES.map(async (language) => {
      const t = await getTranslations({ locale: language, namespace: 'notFound' });
      return [language, { title: t('title'), lost: t('lost'), home: t('home') }] as const;
    }),
  );
  return (
    <html lang={LANGUAGES[DEFAULT_LANGUAGE].htmlLang}>
      <body>
        <StoredLanguageNotFound texts={Object.fromEntries(entries) as NotFoundTexts} />
      </body>
    </html>
  );
}
