import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import compile from 'icu-minify/compile';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator as nextIntlTranslator } from 'use-intl/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@/lib/i18n/browser-intl';
import { LANGUAGE_CODES, LANGUAGES } from '@/lib/i18n/languages';

type Catalogue = { [key: string]: string | Catalogue };

const load = (language: string) => JSON.parse(readFileSync(join(process.cwd(), 'messages', `${language}.json`), 'utf8')) as Catalogue;

/** The catalogue as the build hands it to the browser: every message compiled (next-intl's `precompile`). */
function compiled(catalogue: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => [key, typeof value === 'string' ? (compile(value) as unknown as string) : compiled(value)]),
  );
}

function keys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`)));
}

const DAY = new Date(Date.UTC(2026, 6, 14, 9, 30));

/** Values for every argument of a message, of the kind it asks for; tags wrap their text in an element. */
function valuesFor(elements: MessageFormatElement[], count: number, values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.plural || element.type === TYPE.number) values[element.value] = count;
    else if (element.type === TYPE.date || element.type === TYPE.time) values[element.value] = DAY;
    else if (element.type === TYPE.select) values[element.value] ??= Object.keys(element.options)[0];
    else if (element.type === TYPE.tag) values[element.value] = (chunks: ReactNode) => createElement('b', { 'data-tag': element.value }, chunks);
    else if (element.type === TYPE.argument) values[element.value] ??= `«${element.value}»`;
    if ('options' in element) for (const option of Object.values(element.options)) valuesFor(option.value, count, values);
    if ('children' in element) valuesFor(element.children, count, values);
  }
  return values;
}

const html = (node: unknown) => renderToStaticMarkup(createElement(Fragment, null, node as ReactNode));

afterEach(() => vi.restoreAllMocks());

describe("the browser's translator (lib/i18n/browser-intl.tsx)", () => {
  for (const language of LANGUAGE_CODES) {
    it(`renders every ${language} message as next-intl does, with every kind of argument`, () => {
      const raw = load(language);
      const locale = LANGUAGES[language].intlLocale;
      const ours = createTranslator({ locale: language, messages: compiled(raw), timeZone: 'UTC' });
      const theirs = nextIntlTranslator({ locale: language, messages: raw, timeZone: 'UTC' });
      const all = keys(raw);
      expect(all.length).toBeGreaterThan(500);
      for (const key of all) {
        const message = key.split('.').reduce<unknown>((entry, part) => (entry as Catalogue)[part], raw) as string;
        for (const count of [0, 1, 2, 1234.5]) {
          const values = valuesFor(parse(message), count);
          expect(html(ours.rich(key, values as never)), `${language} ${key} (${locale}, ${count})`).toBe(html(theirs.rich(key as never, values as never)));
        }
        expect(ours.has(key)).toBe(true);
      }
    });
  }

  it('plain text, a namespace, and the rich result of a tag', () => {
    const messages = compiled({ booking: { total: 'Total: {amount}', hint: 'Read <terms>the terms</terms>', places: '{count, plural, one {# place} other {# places}} left' } });
    const t = createTranslator({ locale: 'en', messages, timeZone: 'UTC' }, 'booking');
    expect(t('total', { amount: '€12' })).toBe('Total: €12');
    expect(t('places', { count: 1 })).toBe('1 place left');
    expect(t('places', { count: 3 })).toBe('3 places left');
    expect(html(t.rich('hint', { terms: (chunks: ReactNode) => createElement('a', { href: '/terms' }, chunks) }))).toBe('Read <a href="/terms">the terms</a>');
    // Each use of a tag is an element with a key of its own, the keys next-intl gives (React warns without).
    const twice = compiled({ note: '<b>One</b> and <b>two</b>' });
    const bold = { b: (chunks: ReactNode) => createElement('b', null, chunks) };
    const keysOf = (node: unknown) => (node as { key?: string }[]).flatMap((part) => (typeof part === 'object' ? [part.key] : []));
    const ourKeys = keysOf(createTranslator({ locale: 'en', messages: twice }).rich('note', bold));
    expect(ourKeys).toEqual(['b0', 'b1']);
    expect(ourKeys).toEqual(keysOf(nextIntlTranslator({ locale: 'en', messages: { note: '<b>One</b> and <b>two</b>' } }).rich('note', bold)));
    expect(t.has('total')).toBe(true);
    expect(t.has('missing')).toBe(false);
  });

  it('answers a missing message, a namespace and a rich message asked as text with its key, as next-intl does, and says why in the console', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const raw = { header: { cart: 'Basket', hint: 'Read <b>this</b>' } };
    const ours = createTranslator({ locale: 'en', messages: compiled(raw), timeZone: 'UTC' }, 'header');
    const theirs = nextIntlTranslator({ locale: 'en', messages: raw, namespace: 'header', onError: () => {} });
    const bold = { b: (chunks: ReactNode) => createElement('b', null, chunks) };
    expect(ours('missing')).toBe(theirs('missing' as never));
    expect(ours('missing')).toBe('header.missing');
    expect(ours('hint', bold)).toBe(theirs('hint' as never, bold as never));
    expect(createTranslator({ locale: 'en', messages: compiled(raw) }, 'nowhere')('cart')).toBe('nowhere.cart');
    expect(createTranslator({ locale: 'en', messages: compiled(raw) })('header')).toBe('header');
    expect(errors).toHaveBeenCalledTimes(5);
  });
});

describe("what the shop's modules ask of next-intl's hooks", () => {
  const sources = ['app', 'components', 'lib', 'stores'].flatMap((dir) =>
    readdirSync(join(process.cwd(), dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => readFileSync(join(process.cwd(), dir, file), 'utf8')),
  );

  it("formats with useFormatter only what the browser's runtime formats: numbers", () => {
    const formatting = sources.filter((source) => /import \{[^}]*\buseFormatter\b[^}]*\} from 'next-intl'/.test(source));
    expect(formatting.length).toBeGreaterThan(0);
    const used = new Set(formatting.flatMap((source) => [...source.matchAll(/\bformat\.(\w+)\(/g)].map((match) => match[1])));
    expect([...used]).toEqual(['number']);
  });
});
