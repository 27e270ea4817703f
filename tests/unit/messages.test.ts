import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/lib/i18n/languages';

type Catalogue = { [key: string]: string | Catalogue };

const dir = join(process.cwd(), 'messages');
const load = (language: string) => JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8')) as Catalogue;

function flatten(catalogue: Catalogue, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

/** The arguments a message takes, with their kind: `count:plural`, `brand:argument`… */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if ('value' in element && typeof element.value === 'string') found.add(`${element.value}:${TYPE[element.type]}`);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    if ('children' in element) argumentsOf(element.children, found);
  }
  return found;
}

const placeholders = (text: string) => [...argumentsOf(parse(text))].sort();

describe('message catalogues', () => {
  const reference = flatten(load('en'));

  it('exist for exactly the six languages', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace('.json', ''));
    expect(files.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES)('%s has every key of en, no more, none empty, the same placeholders', (language) => {
    const messages = flatten(load(language));
    expect(Object.keys(messages).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim(), `${language}: ${key}`).not.toBe('');
      expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(reference[key] ?? ''));
    }
  });
});
