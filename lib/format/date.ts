/**
 * Dates and times as every page, the PDF and the email write them, one format per language.
 * Spec §9: day/month/year and hours:minutes. American English is the exception, since
 * "06/01/2027" reads as June 1 there: the month by name ("Jun 1, 2027") and a 12-hour clock
 * ("9:30 AM"). Written out by hand, not with Intl, so the server, every browser and the
 * provider's seed print the same characters (ICU versions differ in spaces and abbreviations).
 */

/** The one locale of the shop's (lib/i18n/languages.ts) and the provider's tables that writes US dates and times. */
const US_LOCALE = 'en-US';

const US_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date ('2027-06-01', or an ISO timestamp whose date part is meant) in `intlLocale`:
 * '01/06/2027', in en-US 'Jun 1, 2027'. Shown as it is, with no time zone shift.
 */
export function formatDate(isoDate: string, intlLocale: string): string {
  const [year = '', month = '', day = ''] = isoDate.slice(0, 10).split('-');
  const monthName = US_MONTHS[Number(month) - 1];
  if (intlLocale === US_LOCALE && monthName) return `${monthName} ${Number(day)}, ${year}`;
  return `${day}/${month}/${year}`;
}

/** '9:05', '09:05' or '09:05:00' in `intlLocale`: '09:05', in en-US '9:05 AM'. */
export function formatTime(time: string, intlLocale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const mm = String(minutes).padStart(2, '0');
  if (intlLocale === US_LOCALE) return `${hours % 12 || 12}:${mm} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${String(hours).padStart(2, '0')}:${mm}`;
}

/** Minutes as the largest whole units (spec §9 "durations convert minutes to hours or days"). */
export function splitDuration(minutes: number): { days: number; hours: number; minutes: number } {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return { days, hours, minutes: minutes % 60 };
}
