import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** Language aliases a visitor or an old link may use; `us` is the provider's name for US English. */
const ALIASES = new Map<string, Language>([['us', 'en-us']]);

/** Reads a stored language value (cookie) leniently: case-insensitive, with aliases. */
export function parseLanguage(value: string | undefined | null): Language | undefined {
  if (!value) return undefined;
  const normalised = value.trim().toLowerCase();
  if (isLanguage(normalised)) return normalised;
  return ALIASES.get(normalised);
}

/** The language of a path's first segment, if it is one of the shop's prefixes. */
export function languageFromPath(pathname: string): Language | undefined {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : undefined;
}

/** Spec §2: the first path segment, else the stored language cookie, else `en`. */
export function negotiateLanguage(pathname: string, storedLanguage: string | undefined): Language {
  return languageFromPath(pathname) ?? parseLanguage(storedLanguage) ?? DEFAULT_LANGUAGE;
}
