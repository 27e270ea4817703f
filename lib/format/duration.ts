import { splitDuration } from './date';

type Translate = (key: 'units.days' | 'units.hours' | 'units.minutes', values: { count: number }) => string;

/** "1 day 2 hours", "90 minutes" → "1 hour 30 minutes": minutes in the largest units (spec §9), in the page's language. */
export function formatDuration(minutes: number, t: Translate): string {
  const { days, hours, minutes: rest } = splitDuration(minutes);
  const parts = [
    days ? t('units.days', { count: days }) : '',
    hours ? t('units.hours', { count: hours }) : '',
    rest || (!days && !hours) ? t('units.minutes', { count: rest }) : '',
  ];
  return parts.filter(Boolean).join(' ');
}
