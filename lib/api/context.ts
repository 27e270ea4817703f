import { API_HEADERS } from '@/provider/api/contract/headers';
import type { CurrencyId } from '@/provider/api/contract/languages';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';

/** What every provider call carries: the page's language and the visitor's currency. */
export interface ApiContext {
  language: Language;
  currency?: CurrencyId;
}

export function contextHeaders({ language, currency }: ApiContext): Record<string, string> {
  const headers: Record<string, string> = { [API_HEADERS.language]: LANGUAGES[language].apiLanguage };
  if (currency !== undefined) headers[API_HEADERS.currency] = String(currency);
  return headers;
}
