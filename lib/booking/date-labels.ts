/*
 * Calendar dates in words, in the page's language. Dates of travel are the city's
 * calendar dates: they are formatted as UTC midnights so no zone moves them a day.
 */

const at = (date: string) => new Date(`${date}T00:00:00Z`);

// A month grid formats some 40 dates per render: one formatter per locale and style, made once.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(intlLocale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${intlLocale}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = new Intl.DateTimeFormat(intlLocale, { ...options, timeZone: 'UTC' })));
  return found;
}

/** 'Tuesday 24 November 2026', 'mardi 24 novembre 2026'… */
export const fullDate = (date: string, intlLocale: string) => formatter(intlLocale, { dateStyle: 'full' }).format(at(date));

/** 'November 2026' from '2026-11'. */
export const monthTitle = (month: string, intlLocale: string) => formatter(intlLocale, { month: 'long', year: 'numeric' }).format(at(`${month}-01`));

/** A weekday's name, short ('Tue') for the column head, long ('Tuesday') for its abbreviation. */
export const weekdayName = (date: string, intlLocale: string, width: 'short' | 'long') => formatter(intlLocale, { weekday: width }).format(at(date));
