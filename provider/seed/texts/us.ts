import { formatTime } from '../../../lib/format/date';
import { en } from '../data/texts/en';
import type { SeedTexts } from './types';

/**
 * US English: the British texts with American spelling, words and 12-hour times.
 * Names passed in (cities, sights) are left exactly as they are: "Sydney Harbour
 * Bridge" keeps its spelling.
 */
const WORDS: [RegExp, string][] = [
  [/\bcentre\b/g, 'center'],
  [/\bCentre\b/g, 'Center'],
  [/\bmetres\b/g, 'meters'],
  [/\bkilometres\b/g, 'kilometers'],
  [/\borganised\b/g, 'organized'],
  [/\bOrganised\b/g, 'Organized'],
  [/\bcancelled\b/g, 'canceled'],
  [/\bcancelling\b/g, 'canceling'],
  [/\bfavourite\b/g, 'favorite'],
  [/\bharbour\b/g, 'harbor'],
  [/\bHarbour\b/g, 'Harbor'],
  [/\bcolour\b/g, 'color'],
  [/\btheatre\b/g, 'theater'],
  [/\btravellers\b/g, 'travelers'],
  [/\bsanitiser\b/g, 'sanitizer'],
  [/\bPushchairs\b/g, 'Strollers'],
  [/\bqueues\b/g, 'lines'],
  [/\bthe queue\b/g, 'line'],
  [/\bpounds sterling\b/g, 'British pounds'],
];

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** '14:30' → '2:30 PM': the shop's US clock, so the catalogue's texts and the pages' times read alike. */
const usTime = (hhmm: string) => formatTime(hhmm, 'en-US');

function americanise(text: string): string {
  let result = text.replace(/\b([01]\d|2[0-3]):([0-5]\d)\b/g, (hhmm) => usTime(hhmm));
  for (const [pattern, replacement] of WORDS) result = result.replace(pattern, replacement);
  return result;
}

type Restore = (text: string) => string;

/** Replaces the strings of a call's context with tokens, so only the template is rewritten. */
function protect(value: unknown, tokens: string[]): unknown {
  if (typeof value === 'string') {
    tokens.push(HH_MM.test(value) ? usTime(value) : value);
    return `\u0000${tokens.length - 1}\u0000`;
  }
  if (Array.isArray(value)) return value.map((item) => protect(item, tokens));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, protect(item, tokens)]));
  }
  return value;
}

function convert(value: unknown, restore: Restore): unknown {
  if (typeof value === 'string') return restore(americanise(value));
  if (typeof value === 'function') {
    return (...args: unknown[]) => {
      const tokens: string[] = [];
      const protectedArgs = args.map((arg) => protect(arg, tokens));
      const restoreTokens: Restore = (text) => text.replace(/\u0000(\d+)\u0000/g, (_, i: string) => tokens[Number(i)] ?? '');
      return convert((value as (...a: unknown[]) => unknown)(...protectedArgs), restoreTokens);
    };
  }
  if (Array.isArray(value)) return value.map((item) => convert(item, restore));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convert(item, restore)]));
  }
  return value;
}

export const us = convert(en, (text) => text) as SeedTexts;
