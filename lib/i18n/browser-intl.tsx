/**
 * What the browser runs for `import … from 'next-intl'` (a browser-only alias in next.config.ts;
 * the server, server rendering included, runs next-intl itself). The shop's islands use
 * `useTranslations` (`t`, `t.rich`, `t.has`, `t.raw`), `useFormatter` for numbers, `useLocale`,
 * `useMessages`, `useTimeZone` and `NextIntlClientProvider`; the catalogues are compiled when the
 * shop is built, and their messages are formatted by next-intl's own formatter of compiled
 * messages (`format-only`). Left out of every page: the rest of next-intl's browser runtime, its
 * date, list and relative-time formatters and their caches (3.9 kB; this with the formatter is
 * 1.7 kB; issue 18, ADR 0027).
 *
 * A message renders as next-intl renders it (tests/unit/browser-intl.test.ts compares every
 * message of every catalogue), so the server's HTML and the browser's render agree.
 */
import { cloneElement, createContext, isValidElement, useContext, useMemo, type ReactNode } from 'react';
import formatMessage from 'use-intl/format-message/format-only';

type Messages = Record<string, unknown>;
type Values = Record<string, unknown>;

interface IntlConfig {
  locale: string;
  messages: Messages;
  timeZone?: string;
}

const IntlContext = createContext<IntlConfig | null>(null);
const NO_MESSAGES: Messages = {};

/** One Intl object per locale and options, for every translator of the page (as next-intl's cache). */
const intlObjects = new Map<string, object>();
function cached<T extends object>(kind: string, make: () => T, locale: string, options?: object): T {
  const key = `${kind} ${locale} ${JSON.stringify(options ?? {})}`;
  let made = intlObjects.get(key) as T | undefined;
  if (!made) intlObjects.set(key, (made = make()));
  return made;
}
const formatters = {
  getNumberFormat: (locale: string, options?: Intl.NumberFormatOptions) => cached('n', () => new Intl.NumberFormat(locale, options), locale, options),
  getDateTimeFormat: (locale: string, options?: Intl.DateTimeFormatOptions) =>
    cached('d', () => new Intl.DateTimeFormat(locale, options), locale, options),
  getPluralRules: (locale: string, options?: Intl.PluralRulesOptions) => cached('p', () => new Intl.PluralRules(locale, options), locale, options),
};

/** The entry at a dotted path of the catalogue; throws where there is none. */
function entryAt(messages: Messages, path: string): unknown {
  let entry: unknown = messages;
  for (const part of path.split('.')) {
    entry = entry == null ? undefined : (entry as Messages)[part];
    if (entry == null) throw new Error(`MISSING_MESSAGE: ${path}`);
  }
  return entry;
}

/** Elements a rich message's tags return get a key per tag and use, as next-intl gives them. */
function keyed(values: Values): Values {
  const prepared: Values = {};
  for (const [name, value] of Object.entries(values)) {
    let uses = 0;
    prepared[name] =
      typeof value === 'function'
        ? (chunks: unknown) => {
            const element = (value as (chunks: unknown) => unknown)(chunks);
            return isValidElement(element) ? cloneElement(element, { key: name + uses++ }) : element;
          }
        : value;
  }
  return prepared;
}

/** A message's key where it cannot be shown, as next-intl's default; the reason goes to the console. */
function fallback(path: string, reason: unknown): string {
  console.error(reason instanceof Error ? reason : new Error(String(reason)));
  return path;
}

/** `t` of one namespace: next-intl's translator over compiled messages. */
export function createTranslator({ locale, messages, timeZone }: IntlConfig, namespace?: string) {
  const pathOf = (key: string) => (namespace ? `${namespace}.${key}` : key);
  function rich(key: string, values?: Values, formats?: object): ReactNode {
    const path = pathOf(key);
    let message: unknown;
    try {
      message = entryAt(messages, path);
    } catch (error) {
      return fallback(path, error);
    }
    try {
      return formatMessage(path, message as never, (values ? keyed(values) : values) as never, {
        formatters,
        formats,
        globalFormats: undefined,
        locale,
        timeZone,
      } as never) as ReactNode;
    } catch (error) {
      return fallback(path, error);
    }
  }
  function t(key: string, values?: Values, formats?: object): string {
    const text = rich(key, values, formats);
    return typeof text === 'string' ? text : fallback(pathOf(key), new Error(`INVALID_MESSAGE: ${pathOf(key)} is not text`));
  }
  t.rich = rich;
  t.markup = rich;
  t.raw = (key: string): unknown => {
    try {
      return entryAt(messages, pathOf(key));
    } catch (error) {
      return fallback(pathOf(key), error);
    }
  };
  t.has = (key: string): boolean => {
    try {
      entryAt(messages, pathOf(key));
      return true;
    } catch {
      return false;
    }
  };
  return t;
}

function useConfig(): IntlConfig {
  const config = useContext(IntlContext);
  if (!config) throw new Error('useTranslations outside NextIntlClientProvider');
  return config;
}

export function NextIntlClientProvider({ locale, messages, timeZone, children }: Partial<IntlConfig> & { locale: string; children: ReactNode }) {
  // A nested provider keeps what it is not given of its parent's, as next-intl's does.
  const parent = useContext(IntlContext);
  const parentMessages = parent?.messages;
  const parentZone = parent?.timeZone;
  const config = useMemo(
    () => ({ locale, messages: messages ?? parentMessages ?? NO_MESSAGES, timeZone: timeZone ?? parentZone }),
    [locale, messages, parentMessages, timeZone, parentZone],
  );
  return <IntlContext.Provider value={config}>{children}</IntlContext.Provider>;
}

export function useTranslations(namespace?: string) {
  const config = useConfig();
  return useMemo(() => createTranslator(config, namespace), [config, namespace]);
}

/** Numbers in the page's language, as next-intl's `format.number` (the only format the islands use). */
export function useFormatter() {
  const { locale } = useConfig();
  return useMemo(
    () => ({
      number(value: number | bigint, options?: Intl.NumberFormatOptions): string {
        try {
          return formatters.getNumberFormat(locale, options).format(value);
        } catch (error) {
          console.error(error);
          return String(value);
        }
      },
    }),
    [locale],
  );
}

export const useLocale = (): string => useConfig().locale;
export const useMessages = (): Messages => useConfig().messages;
export const useTimeZone = (): string | undefined => useConfig().timeZone;
