import { API_LANGUAGES, type ApiLanguage } from '../api/contract/languages';

/** Upper-case language as responses carry it (spec §3 top location `lang`). */
export const responseLang = (language: ApiLanguage) => language.toUpperCase() as Uppercase<ApiLanguage>;

/** The shop's path prefix of an API language (spec §3: lower-case, US becomes en-us). */
export const pathPrefix = (language: ApiLanguage) => (language === 'us' ? 'en-us' : language);

/** The reverse: a shop path prefix to the API language, if it is one. */
export function languageOfPrefix(prefix: string): ApiLanguage | undefined {
  const language = prefix === 'en-us' ? 'us' : prefix;
  return API_LANGUAGES.find((code) => code === language);
}
