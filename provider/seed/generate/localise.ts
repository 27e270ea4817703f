import { CONTENT_LANGUAGES, type LocalisedText } from '../../api/contract/languages';
import type { Names } from '../data/places';

/** A place name in every content language: US English uses the English name. */
export function localiseNames(names: Names): LocalisedText {
  return { ...names, us: names.en };
}

/** Builds one value per content language. */
export function perLanguage<T>(build: (language: (typeof CONTENT_LANGUAGES)[number]) => T): Record<(typeof CONTENT_LANGUAGES)[number], T> {
  return Object.fromEntries(CONTENT_LANGUAGES.map((language) => [language, build(language)])) as Record<
    (typeof CONTENT_LANGUAGES)[number],
    T
  >;
}
