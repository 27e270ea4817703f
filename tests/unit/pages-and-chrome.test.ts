import { describe, expect, it } from 'vitest';
import { splitDuration } from '@/lib/format/date';
import { LANGUAGE_CODES } from '@/lib/i18n/languages';
import { PAGES, pageOfSegment } from '@/lib/i18n/pages';
import { existsSync } from 'node:fs';

describe('the page table', () => {
  it('never gives one slug to two pages', () => {
    for (const [key, page] of Object.entries(PAGES)) {
      for (const language of LANGUAGE_CODES) {
        expect(pageOfSegment(page.slugs[language])?.page, `${key} ${language}`).toBe(key);
      }
      expect(pageOfSegment(page.route)?.page).toBe(key);
    }
  });

  it('knows every same-slug page of the spec', () => {
    const same = ['agent-area', 'careers', 'covid19-news', 'delete-personal-data', 'eventspromos', 'hard-rock-cafe', 'health-check', 'home', 'imagine-yourself', 'login', 'london', 'paris', 'member-area', 'newsletter', 'password-reset', 'support-chat', 'travelers', 'terms-and-conditions-eventspromos'];
    for (const slug of same) {
      const match = pageOfSegment(slug);
      expect(match, slug).toBeDefined();
      expect(new Set(LANGUAGE_CODES.map((l) => PAGES[match!.page].slugs[l]))).toEqual(new Set([slug]));
    }
  });
});

describe('header and footer visibility (spec §2)', () => {
  // Each route group's layout draws its chrome: (main) both, (home) both, (support) the footer, (bare) neither.
  it.each([
    ['(home)', 'home'],
    ['(bare)', 'newsletter'],
    ['(support)', 'support-chat'],
    ['(main)', 'about'],
  ])('%s holds %s', (group, route) => {
    expect(existsSync(`app/[site]/[lang]/${group}/${route}/page.tsx`)).toBe(true);
  });
});

describe('display formats (spec §9; dates and times: date-format.test.ts)', () => {
  it('converts minutes to days, hours and minutes', () => {
    expect(splitDuration(90)).toEqual({ days: 0, hours: 1, minutes: 30 });
    expect(splitDuration(2880)).toEqual({ days: 2, hours: 0, minutes: 0 });
    expect(splitDuration(1530)).toEqual({ days: 1, hours: 1, minutes: 30 });
  });
});

describe('durations in words', () => {
  it('uses the largest units, in each language', async () => {
    const { createTranslator } = await import('next-intl');
    const { formatDuration } = await import('@/lib/format/duration');
    const de = (await import('@/messages/de.json')).default;
    const en = (await import('@/messages/en.json')).default;
    const inEnglish = createTranslator({ locale: 'en', messages: en, namespace: 'common' });
    const inGerman = createTranslator({ locale: 'de', messages: de, namespace: 'common' });
    expect(formatDuration(90, inEnglish)).toBe('1 hour 30 minutes');
    expect(formatDuration(1440, inEnglish)).toBe('1 day');
    expect(formatDuration(45, inEnglish)).toBe('45 minutes');
    expect(formatDuration(3000, inGerman)).toBe('2 Tage 2 Stunden');
  });
});
