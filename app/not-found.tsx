import { LazyStoredLanguageNotFound } from '@/components/errors/lazy-stored-language-not-found';
import type { NotFoundMessages } from '@/components/errors/stored-language-not-found';
import { pickMessages } from '@/lib/i18n/client-messages';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/messages';
import './globals.css';

/** 404 for a path outside every language (e.g. `/wp-login.php`): in the visitor's stored language. */
export default async function GlobalNotFound() {
  const entries = await Promise.all(
    LANGUAGE_CODES.map(async (language) => [language, pickMessages(await loadMessages(language), ['notFound', 'search'])] as const),
  );
  return (
    <html lang={LANGUAGES[DEFAULT_LANGUAGE].htmlLang}>
      <body>
        <LazyStoredLanguageNotFound messages={Object.fromEntries(entries) as NotFoundMessages} />
      </body>
    </html>
  );
}
