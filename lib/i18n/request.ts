import { getRequestConfig } from 'next-intl/server';
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
    onError: (error) => console.warn(`[i18n ${LANGUAGES[locale].htmlLang}] ${error.message}`),
  };
});
