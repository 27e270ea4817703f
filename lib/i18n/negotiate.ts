import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** Language aliases a visitor or an old link may use; `us` is the provider's name for US English. */
const ALIASES = new Map<string, Language>([['us', 'en-us']]);

/**
 * Reads a language value (cookie, provider field, a path prefix someone typed) leniently:
 * case-insensitive, `_` or `-`, with aliases; a region the shop has no language for reads
 * as its base language (`fr-CA` → fr, `en-GB` → en), one it has stays (`en_US` → en-us).
 */
export function parseLanguage(value: string | undefined | null): Language | undefined {
  if (!value) return undefined;
  const normalised = value.trim().toLowerCase().replace('_', '-');
  if (isLanguage(normalised)) return normalised;
  const alias = ALIASES.get(normalised);
  if (alias) return alias;
  const base = REGION_TAG.exec(normalised)?.[1];
  return isLanguage(base) ? base : undefined;
}

/** A language tag with a region: `fr-fr`, `de-at`. */
const REGION_TAG = /^([a-z]{2})-[a-z]{2}$/;

/** The language of a path's first segment, if it is one of the shop's prefixes. */
export function languageFromPath(pathname: string): Language | undefined {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : undefined;
}

/** Spec §2: the first path segment, else the stored language cookie, else `en`. */
export function negotiateLanguage(pathname: string, storedLanguage: string | undefined): Language {
  return languageFromPath(pathname) ?? parseLanguage(storedLanguage) ?? DEFAULT_LANGUAGE;
}
