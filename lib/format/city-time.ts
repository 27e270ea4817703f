import { formatTime } from './date';

type Translate = (key: 'timeInCity', values: { time: string; city: string }) => string;

/**
 * A departure time on the city's clock, the zone named by the city in the page's language
 * ("14:00 Berlin time", "2:00 PM Berlin time", "14:00 Uhr Ortszeit Berlin"): visitors know
 * cities, not IANA zone ids. `t` reads the `dates` messages of the page (or the voucher's) language.
 */
export function formatCityTime(time: string, city: string, intlLocale: string, t: Translate): string {
  return t('timeInCity', { time: formatTime(time, intlLocale), city });
}
