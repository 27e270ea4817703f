import { render, screen } from '@testing-library/react';
import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import { NextIntlClientProvider, useFormatter, useLocale, useMessages, useTimeZone, useTranslations } from '@/lib/i18n/browser-intl';

const layout = { header: { cart: compile('Basket'), items: compile('{count, plural, one {# item} other {# items}}') } };
const page = { booking: { when: compile('On {day, date, ::dMMMM} at {day, time, ::HHmm}') } };

function Island() {
  const header = useTranslations('header');
  const booking = useTranslations('booking');
  const format = useFormatter();
  return (
    <p>
      {header('cart')} · {header('items', { count: 2 })} · {booking('when', { day: new Date(Date.UTC(2026, 6, 14, 22, 30)) })} ·{' '}
      {format.number(1234.5, { minimumFractionDigits: 1 })} · {useLocale()} · {useTimeZone()} · {Object.keys(useMessages()).join('+')}
    </p>
  );
}

describe("the browser's next-intl providers (lib/i18n/browser-intl.tsx)", () => {
  it("a page's provider adds its namespaces to the layout's and keeps its time zone, as ExtraMessages uses it", () => {
    function Page() {
      const inherited = useMessages();
      return (
        <NextIntlClientProvider locale={useLocale()} messages={{ ...inherited, ...page }}>
          <Island />
        </NextIntlClientProvider>
      );
    }
    render(
      <NextIntlClientProvider locale="de" messages={layout} timeZone="Europe/Berlin">
        <Page />
      </NextIntlClientProvider>,
    );
    // 22:30 UTC is the next day, 00:30, in Berlin; numbers in German.
    expect(screen.getByText('Basket · 2 items · On 15. Juli at 00:30 · 1.234,5 · de · Europe/Berlin · header+booking')).toBeInTheDocument();
  });

  it('says where a hook is used outside any provider', () => {
    expect(() => render(<Island />)).toThrow(/NextIntlClientProvider/);
  });
});
