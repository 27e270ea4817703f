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

const MINUTES_PER = { minute: 1, hour: 60, day: 1440 } as const;

/** A catalogue duration ({ value: 24, unit: 'hour' }) in words: "1 day", "1 hour 30 minutes". */
export function formatCatalogueDuration(duration: { value: number; unit: keyof typeof MINUTES_PER }, t: Translate): string {
  return formatDuration(duration.value * MINUTES_PER[duration.unit], t);
}
