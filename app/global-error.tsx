'use client';

import { useChunkReload } from '@/components/errors/use-chunk-reload';
import texts from '@/messages/fallback/global-error.json';

/**
 * When even the error page fails (spec §2): a plain document with the message and a
 * way home, in the language of the path, without the shop's layout. Its texts sit in
 * a small catalogue of their own so that every page does not carry all six languages.
 */
export default function GlobalError({ error }: { error: Error }) {
  const reloading = useChunkReload(error);
  const prefix = typeof window === 'undefined' ? 'en' : (window.location.pathname.split('/')[1] ?? 'en');
  const language = (prefix in texts ? prefix : 'en') as keyof typeof texts;
  const t = texts[language];
  return (
    <html lang={language === 'en-us' ? 'en-US' : language}>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        {/* A failed script chunk reloads the page: nothing to read meanwhile. */}
        {reloading ? null : (
          <>
            <h1>{t.title}</h1>
            <p>
              <a href={`/${language}/home`}>{t.home}</a>
            </p>
          </>
        )}
      </body>
    </html>
  );
}
