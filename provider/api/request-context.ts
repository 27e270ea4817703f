import { API_HEADERS } from './contract/headers';
import { API_LANGUAGES, DEFAULT_API_LANGUAGE, DEFAULT_CURRENCY_ID, type ApiLanguage, type CurrencyId } from './contract/languages';
import type { RequestHeaders } from './contract/request-headers';

export interface RequestContext {
  /** The language responses are written in; also the language catalogue texts are read in. */
  language: ApiLanguage;
  currency: CurrencyId;
}

/** Turns validated headers into the request's language and currency, with the contract's fallbacks. */
export function requestContext(headers: RequestHeaders): RequestContext {
  const requested = headers[API_HEADERS.language]?.trim().toLowerCase();
  const language = API_LANGUAGES.find((code) => code === requested) ?? DEFAULT_API_LANGUAGE;
  const currencyHeader = headers[API_HEADERS.currency];
  const currency = currencyHeader ? (Number(currencyHeader) as CurrencyId) : DEFAULT_CURRENCY_ID;
  return { language, currency };
}
