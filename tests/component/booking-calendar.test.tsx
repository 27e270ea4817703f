import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { day, product, requestsTo, setUpBookingPanel } from '../support/booking-panel-fakes';
import { hydrateShop, renderShop } from '../support/render-shop';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { BookingPanel } from '@/components/booking/booking-panel';
import { ShopProviders } from '@/components/providers/shop-providers';
import en from '@/messages/en.json';
import { shellPaths } from '@/lib/i18n/pages';

/** The booking panel’s calendar: statuses, prices, paging, the keyboard, and its server-drawn first paint. */
setUpBookingPanel();

describe('BookingPanel: the calendar', () => {
  it('shows each day’s status and price-from, with a key, and only lets bookable days be chosen', async () => {
    renderShop(<BookingPanel product={product} available />);
    expect(await screen.findByRole('grid', { name: 'May 2027' })).toBeVisible();
    expect(await day(/11 May 2027, Available, from €25\.50$/)).toHaveAttribute('aria-disabled', 'false');
    const calendar = new URL(requestsTo('/availability')[0]!.url);
    expect(calendar.searchParams.get('from')).toBe('2027-05-01');
    expect(calendar.searchParams.get('to')).toBe('2027-05-31');
    expect(screen.getByRole('button', { name: /10 May 2027, today, Available/ })).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: /12 May 2027, Sold out$/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /13 May 2027, Closed$/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /14 May 2027, Almost sold out, from €25\.50, Only 3 tickets left$/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /9 May 2027, Not available$/ })).toHaveAttribute('aria-disabled', 'true');
    const key = screen.getByRole('list', { name: 'Key to the calendar' });
    expect(within(key).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Available', 'Not available', 'Closed', 'Almost sold out', 'Sold out']);

    await userEvent.click(screen.getByRole('button', { name: /12 May 2027/ }));
    expect(requestsTo('/option/availability')).toHaveLength(0);
    expect(screen.getByRole('grid')).toBeVisible();
  });

  it('pages through months, not before this one, and moves through days with the keyboard', async () => {
    renderShop(<BookingPanel product={product} available />);
    await screen.findByRole('grid', { name: 'May 2027' });
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'May 2027' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('grid', { name: 'June 2027' })).toBeVisible();
    await waitFor(() => expect(requestsTo('/availability').some((r) => new URL(r.url).searchParams.get('from') === '2027-06-01')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await screen.findByRole('grid', { name: 'May 2027' });

    // Tab reaches one day (the first on sale), the arrows move from there, Enter chooses.
    const first = await day(/10 May 2027, today, Available/);
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /11 May 2027/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /18 May 2027/ })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(await screen.findByRole('grid', { name: 'June 2027' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: /18 June 2027/ })).toHaveFocus());
    await userEvent.keyboard('{PageUp}{ArrowUp}{Enter}');

    // The calendar folds into the chosen date; the focus stays on the way to change it.
    const change = await screen.findByRole('button', { name: 'Change date' });
    expect(change).toHaveFocus();
    expect(change).toHaveAccessibleDescription(/11 May 2027/);
    expect(new URL(requestsTo('/option/availability')[0]!.url).searchParams.get('day')).toBe('2027-05-11');
    await userEvent.click(change);
    await waitFor(() => expect(screen.getByRole('button', { name: /11 May 2027/ })).toHaveFocus());
    expect(screen.getByRole('button', { name: /11 May 2027/ })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the first paint', () => {
  it('asks for the month once, in the visitor’s currency, when the page hydrates with the site’s default', async () => {
    hydrateShop(<BookingPanel product={product} available />, { currency: 2 });
    expect(await day(/11 May 2027, Available, from £25\.50$/)).toBeVisible();
    const may = requestsTo('/availability').filter((r) => new URL(r.url).searchParams.get('from') === '2027-05-01');
    expect(may.map((r) => r.headers.get('x-currency'))).toEqual(['2']);
  });


  it('draws the calendar on the server, six weeks of the month the page was rendered in, so nothing moves as it hydrates', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={en}>
        <ShopProviders currencies={[1, 2, 3]} paths={shellPaths('en')}>
          <BookingPanel product={{ ...product, renderedOn: '2027-02-20' }} available />
        </ShopProviders>
      </NextIntlClientProvider>,
    );
    expect(html).toContain('February 2027');
    expect(html).toContain('role="grid"');
    // The weekday heads and six weeks, although February 2027 fills four.
    expect(html.match(/<tr/g)).toHaveLength(7);
  });
});
