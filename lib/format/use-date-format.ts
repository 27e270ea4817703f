import { useLocale, useTranslations } from 'next-intl';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@/lib/i18n/languages';
import { formatCityTime } from './city-time';
import { formatDate, formatTime } from './date';

/** The date and time formats of the language a component renders in (its next-intl locale), server or client. */
export function useDateFormat() {
  const locale = useLocale();
  const t = useTranslations('dates');
  const intlLocale = LANGUAGES[isLanguage(locale) ? locale : DEFAULT_LANGUAGE].intlLocale;
  return {
    intlLocale,
    date: (isoDate: string) => formatDate(isoDate, intlLocale),
    time: (time: string) => formatTime(time, intlLocale),
    cityTime: (time: string, city: string) => formatCityTime(time, city, intlLocale, t),
  };
}
