import { getRequestConfig } from 'next-intl/server';
import { log } from '@/lib/log';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from './languages';
import { loadMessages } from './messages';

/** next-intl's per-request configuration: the locale is the route's `[lang]` segment. */
export default getRequestConfig(async ({ requestLocale, locale: explicit }) => {
  const requested = explicit ?? (await requestLocale);
  const locale = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  return {
    locale,
    messages: await loadMessages(locale),
    // Travel times are shown in each city's own zone; this is only the fallback.
    timeZone: 'UTC',
    onError: (error) => log.warn({ language: LANGUAGES[locale].htmlLang, code: error.code }, `Messages: ${error.message}`),
  };
});
