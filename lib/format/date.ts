/** Spec §9 display formats: dates day/month/year, times hours:minutes, in every language. */

/** '2027-03-04' → '04/03/2027'. Calendar dates are shown as they are, with no time zone shift. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** '9:05' or '09:05:00' → '09:05'. */
export function formatTime(time: string): string {
  const [hours = '0', minutes = '0'] = time.split(':');
  return `${hours.padStart(2, '0')}:${minutes.padStart(2, '0')}`;
}

/** Minutes as the largest whole units (spec §9 "durations convert minutes to hours or days"). */
export function splitDuration(minutes: number): { days: number; hours: number; minutes: number } {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return { days, hours, minutes: minutes % 60 };
}
