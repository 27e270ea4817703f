import { StoredLanguageNotFound, type NotFoundMessages } from '@/components/errors/stored-language-not-found';
import { pickMessages } from '@/lib/i18n/client-messages';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/messages';

/** What the page shows in every language: its texts and the search's. */
export async function notFoundMessages(): Promise<NotFoundMessages> {
  const entries = await Promise.all(
    LANGUAGE_CODES.map(async (language) => [language, pickMessages(await loadMessages(language), ['notFound', 'search'])] as const),
  );
  return Object.fromEntries(entries) as NotFoundMessages;
}

/**
 * The 404 document for a path outside every language (`/wp-login.php`, a short link that does not
 * exist): the same for everyone, shown in the visitor's stored language by the browser.
 */
export async function StoredLanguageNotFoundPage() {
  return (
    <html lang={LANGUAGES[DEFAULT_LANGUAGE].htmlLang}>
      <body>
        <StoredLanguageNotFound messages={await notFoundMessages()} />
      </body>
    </html>
  );
}
