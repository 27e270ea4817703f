import { CURRENCIES, type CurrencyCode, type CurrencyId } from '@/provider/api/contract/languages';

/**
 * The agency's available credit as the `agent_credit` cookie holds it, `EUR:48000` (currency
 * code and minor units): written by the shop's `/api/v2` from the provider's `x-agent-credit`
 * (`EUR 48000`), read by the header. A display hint, never a credential.
 */
export interface AgentCredit {
  currency: CurrencyCode;
  /** Minor units. */
  amount: number;
}

const CODES = Object.values(CURRENCIES).map(({ code }) => code);

function credit(code: string | undefined, digits: string | undefined): AgentCredit | null {
  const amount = Number(digits);
  if (!CODES.includes(code as CurrencyCode) || !Number.isSafeInteger(amount)) return null;
  return { currency: code as CurrencyCode, amount };
}

/** The provider's header, `EUR 48000`; null when it is anything else. */
export function parseCreditHeader(header: string): AgentCredit | null {
  const match = /^([A-Z]{3}) (\d{1,15})$/.exec(header.trim());
  return match ? credit(match[1], match[2]) : null;
}

/** The cookie's value, `EUR:48000`; null when it is anything else. */
export function parseCreditCookie(value: string | undefined): AgentCredit | null {
  const match = /^([A-Z]{3}):(\d{1,15})$/.exec(value ?? '');
  return match ? credit(match[1], match[2]) : null;
}

export const creditCookieValue = ({ currency, amount }: AgentCredit) => `${currency}:${amount}`;

/** The currency id (the `currency` cookie's value) of a code. */
export const currencyIdOf = (code: CurrencyCode): CurrencyId =>
  Number(Object.entries(CURRENCIES).find(([, currency]) => currency.code === code)![0]) as CurrencyId;
