import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { formatCityTime } from '@/lib/format/city-time';
import { formatDate, formatTime } from '@/lib/format/date';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { LOCALES } from '@/provider/services/voucher/texts';
import { TEXTS } from '@/provider/seed/texts';
import de from '@/messages/de.json';
import enUs from '@/messages/en-us.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import it_ from '@/messages/it.json';

const CATALOGUES = { de, en, 'en-us': enUs, es, fr, it: it_ } as const;

/** Each language's formats, as a reader of it expects them (spec §9; US English: month by name, 12-hour clock). */
const EXPECTED: Record<Language, { date: string; morning: string; evening: string; cityTime: string }> = {
  de: { date: '01/06/2027', morning: '09:05', evening: '17:30', cityTime: '14:00 Uhr Ortszeit Berlin' },
  en: { date: '01/06/2027', morning: '09:05', evening: '17:30', cityTime: '14:00 Berlin time' },
  'en-us': { date: 'Jun 1, 2027', morning: '9:05 AM', evening: '5:30 PM', cityTime: '2:00 PM Berlin time' },
  es: { date: '01/06/2027', morning: '09:05', evening: '17:30', cityTime: '14:00, hora de Berlín' },
  fr: { date: '01/06/2027', morning: '09:05', evening: '17:30', cityTime: '14:00 (heure locale, Berlin)' },
  it: { date: '01/06/2027', morning: '09:05', evening: '17:30', cityTime: '14:00 (ora locale, Berlino)' },
};
const CITY: Record<Language, string> = { de: 'Berlin', en: 'Berlin', 'en-us': 'Berlin', es: 'Berlín', fr: 'Berlin', it: 'Berlino' };

describe.each(Object.keys(EXPECTED) as Language[])('dates and times in %s', (language) => {
  const locale = LANGUAGES[language].intlLocale;
  const expected = EXPECTED[language];

  it('writes a date one way, never shifted by a time zone', () => {
    expect(formatDate('2027-06-01', locale)).toBe(expected.date);
    expect(formatDate('2027-06-01T23:30:00-05:00', locale)).toBe(expected.date);
  });

  it('writes a time one way, whatever the provider sent', () => {
    expect(formatTime('09:05', locale)).toBe(expected.morning);
    expect(formatTime('9:05', locale)).toBe(expected.morning);
    expect(formatTime('17:30:00', locale)).toBe(expected.evening);
  });

  it("names the time zone by the city, in the page's language", () => {
    const t = createTranslator({ locale: language, messages: CATALOGUES[language], namespace: 'dates' });
    expect(formatCityTime('14:00', CITY[language], locale, t)).toBe(expected.cityTime);
  });
});

describe('the 12-hour clock', () => {
  it('has noon and midnight where Americans read them', () => {
    expect(formatTime('00:00', 'en-US')).toBe('12:00 AM');
    expect(formatTime('12:00', 'en-US')).toBe('12:00 PM');
    expect(formatTime('23:59', 'en-US')).toBe('11:59 PM');
  });

  it('is the one US clock of the pages, the vouchers and the catalogue texts', () => {
    expect(LOCALES.us).toBe(LANGUAGES['en-us'].intlLocale);
    const schedule = TEXTS.us.product.hop_on_hop_off.schedule({
      city: 'Paris', country: 'France', stops: ['Louvre'], highlights: [], meetingPoint: 'Louvre', durationMinutes: 90, loopMinutes: 120, frequencyMinutes: 20,
      firstDeparture: '09:30', lastDeparture: '17:00', validityHours: 24, voucherMonths: 12, liveGuides: [], audioGuideCount: 0, studentCardRequired: false, minPassengers: 1,
    });
    expect(schedule).toContain(formatTime('09:30', LOCALES.us));
    expect(schedule).toContain(formatTime('17:00', LOCALES.us));
  });
});

describe('American dates', () => {
  it('name every month', () => {
    const months = Array.from({ length: 12 }, (_, i) => formatDate(`2027-${String(i + 1).padStart(2, '0')}-09`, 'en-US'));
    expect(months).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((month) => `${month} 9, 2027`));
  });
});
