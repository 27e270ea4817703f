import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import { navigation } from '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { BookingPanel } from '@/components/booking/booking-panel';
import { ShopProviders } from '@/components/providers/shop-providers';
import type { BookingProduct, OptionDay, ProductDay, Unit } from '@/lib/booking/types';
import { addDays } from '@/provider/domain/dates';
import { visitorActions } from '@/stores/visitor-store';
import en from '@/messages/en.json';

// Each test is a whole visit of clicks: room for a busy machine (budgets, not timing asserts).
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 4_000 });

// Paris, Monday 10 May 2027 in the morning: only Date is faked, timers run as usual.
const TODAY = '2027-05-10';
const CODES = { '1': 'EUR', '2': 'GBP', '3': 'USD' } as const;

const product: BookingProduct = {
  id: 4103,
  city: 'Paris',
  timeZone: 'Europe/Paris',
  renderedOn: TODAY,
  studentCardRequired: true,
  passengerTypes: [
    { type: 'adult', name: 'Adult', ageFrom: 18, ageTo: null },
    { type: 'child', name: 'Child', ageFrom: 6, ageTo: 12 },
    { type: 'student', name: 'Student', ageFrom: null, ageTo: null },
  ],
  vehicles: { 41031: null, 41032: 'Private car', 41033: 'Open-top bus' },
};

type Currency = (typeof CODES)[keyof typeof CODES];
const unit = (type: Unit['type'], name: string, amount: number, currency: Currency, retail: number | null = null): Unit => ({
  type,
  name,
  ageFrom: null,
  ageTo: null,
  price: { amount, currency },
  retail: retail === null ? null : { amount: retail, currency },
});

function options(date: string, currency: Currency): OptionDay[] {
  const scarce = date === '2027-05-14';
  return [
    {
      id: 41031,
      name: 'Morning tour',
      kind: 'timed',
      duration: { value: 150, unit: 'minute' },
      status: scarce ? 'almost_sold_out' : 'available',
      minPassengers: 1,
      remaining: scarce ? 2 : 18,
      times: [
        { time: '09:00', status: scarce ? 'almost_sold_out' : 'available', capacity: 20, remaining: scarce ? 2 : 18 },
        { time: '11:30', status: 'sold_out', capacity: 20, remaining: 0 },
      ],
      units: [unit('adult', 'Adult', 2200, currency, 2500), unit('child', 'Child', 1100, currency), unit('student', 'Student', 1500, currency)],
      packageGroups: [{ id: 410311, name: 'Tour language', choices: [{ id: 4103111, name: 'English' }, { id: 4103112, name: 'French' }] }],
    },
    {
      id: 41032,
      name: 'Private tour',
      kind: 'timed',
      duration: { value: 2, unit: 'hour' },
      status: 'almost_sold_out',
      minPassengers: 4,
      remaining: scarce ? 3 : 6,
      times: [{ time: '15:00', status: 'almost_sold_out', capacity: 8, remaining: scarce ? 3 : 6 }],
      units: [unit('adult', 'Adult', 9000, currency)],
      packageGroups: [],
    },
    ...(scarce
      ? []
      : [
          {
            id: 41033,
            name: 'Day pass',
            kind: 'open',
            duration: { value: 24, unit: 'hour' },
            status: 'available',
            minPassengers: 1,
            remaining: null,
            times: [],
            units: [unit('adult', 'Adult', 3000, currency), unit('student', 'Student', 2000, currency)],
            packageGroups: [],
          } satisfies OptionDay,
        ]),
  ];
}

function dayStatus(date: string) {
  if (date < TODAY) return { status: 'unavailable', remaining: 0 } as const;
  if (date === '2027-05-12') return { status: 'sold_out', remaining: 0 } as const;
  if (date === '2027-05-13') return { status: 'block_out', remaining: 0 } as const;
  if (date === '2027-05-14') return { status: 'almost_sold_out', remaining: 3 } as const;
  return { status: 'available', remaining: 40 } as const;
}

let cartAnswer: () => Response | Promise<Response>;

/** The provider as the panel meets it: a calendar, the options of a day, and add-to-cart. */
function provider(request: Request): Response | Promise<Response> {
  const url = new URL(request.url);
  const currency = CODES[(request.headers.get('x-currency') ?? '1') as keyof typeof CODES];
  if (url.pathname.endsWith('/product/4103/availability')) {
    const from = url.searchParams.get('from')!;
    const to = url.searchParams.get('to')!;
    const days = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const { status, remaining } = dayStatus(date);
      const open = status === 'available' || status === 'almost_sold_out';
      days.push({ date, status, remaining, priceFrom: open ? { amount: 2550, currency } : null });
    }
    return Response.json({ productId: 4103, timeZone: 'Europe/Paris', today: TODAY, from, to, days });
  }
  if (url.pathname.endsWith('/product/4103/option/availability')) {
    const day = url.searchParams.get('day')!;
    return Response.json({ productId: 4103, day, timeZone: 'Europe/Paris', status: dayStatus(day).status, options: options(day, currency) } satisfies ProductDay);
  }
  if (url.pathname.endsWith('/transaction/addToCart')) return cartAnswer();
  return Response.json({ error: 'NOT_FOUND', message: url.pathname }, { status: 404 });
}

const cart = () =>
  Response.json({ items: [{ id: 1, amount: { amount: 4400, currency: 'EUR' }, status: 'held' }], count: 1, total: { amount: 4400, currency: 'EUR' }, now: '2027-05-10T08:00:00Z' });
const refusal = (status: number, reason?: string) => Response.json({ error: status === 409 ? 'CONFLICT' : 'UNPROCESSABLE', message: 'refused', reason }, { status });

const requestsTo = (path: string) => fakeProvider.requests.filter((r) => new URL(r.url).pathname.endsWith(path));
const alert = (text: string) => screen.findByText(text, { selector: '[role="alert"]' });
const book = () => userEvent.click(screen.getByRole('button', { name: 'Book now' }));
const day = (label: RegExp) => screen.findByRole('button', { name: label });

/** Chooses a day once the calendar says it is on sale, and waits for its options. */
async function chooseDay(date: string) {
  await userEvent.click(await day(new RegExp(`${date}, (today, )?(Available|Almost sold out)`)));
  return screen.findByRole('button', { name: 'Morning tour' });
}
async function add(type: string, times = 1) {
  for (let i = 0; i < times; i++) await userEvent.click(screen.getByRole('button', { name: `Add a ticket: ${type}` }));
}

/** 11 May, two adults, the morning tour at 09:00 in English: ready to book. */
async function readyToBook() {
  await chooseDay('11 May 2027');
  await add('Adult', 2);
  await userEvent.click(screen.getByRole('button', { name: 'Morning tour' }));
  await userEvent.click(screen.getByRole('radio', { name: /^09:00/ }));
  await userEvent.click(screen.getByRole('radio', { name: 'English' }));
}

// The panel loads its request code on first use; load it once here so no test waits on the compiler.
beforeAll(() => Promise.all([import('@/lib/booking/availability-checks'), import('@/lib/api/request'), import('@/lib/api/cart')]));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-05-10T07:00:00Z'));
  fakeProvider.requests = [];
  fakeProvider.handler = provider;
  cartAnswer = cart;
  navigation.push.mockReset();
});

afterEach(() => vi.useRealTimers());

describe('BookingPanel: the calendar', () => {
  it('shows each day’s status and price-from, with a key, and only lets bookable days be chosen', async () => {
    renderShop(<BookingPanel product={product} available />);
    expect(await screen.findByRole('grid', { name: 'May 2027' })).toBeVisible();
    expect(await day(/11 May 2027, Available, from €25\.50 EUR$/)).toHaveAttribute('aria-disabled', 'false');
    const calendar = new URL(requestsTo('/availability')[0]!.url);
    expect(calendar.searchParams.get('from')).toBe('2027-05-01');
    expect(calendar.searchParams.get('to')).toBe('2027-05-31');
    expect(screen.getByRole('button', { name: /10 May 2027, today, Available/ })).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: /12 May 2027, Sold out$/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /13 May 2027, Closed$/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /14 May 2027, Almost sold out, from €25\.50 EUR, Only 3 tickets left$/ })).toBeVisible();
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

describe('BookingPanel: choosing and booking', () => {
  it('prices passengers, options and the total live, and books the chosen tickets', async () => {
    renderShop(<BookingPanel product={product} available />);
    await chooseDay('11 May 2027');
    const adults = screen.getByRole('group', { name: 'Adult' });
    expect(within(adults).getByText('From 18 years')).toBeVisible();
    expect(within(adults).getByText('from €22.00 EUR')).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Child' })).getByText('From 6 to 12 years')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();

    await add('Adult', 2);
    expect(within(adults).getByText('2')).toBeVisible();
    expect(screen.getByText('2 passengers')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Private tour' })).toHaveAccessibleDescription(/Private car.*Only 6 tickets left.*Not available for the passengers chosen/);
    expect(screen.getByRole('button', { name: 'Morning tour' })).toHaveAccessibleDescription(/Duration: 2 hours 30 minutes.*Departures: 09:00, 11:30.*€44\.00 EUR in total/);

    await userEvent.click(screen.getByRole('button', { name: 'Morning tour' }));
    expect(screen.getByRole('button', { name: 'Morning tour', pressed: true })).toBeVisible();
    expect(within(adults).getByText('€22.00 EUR each')).toBeVisible();
    expect(screen.getByText('Times are local to Paris (Europe/Paris)')).toBeVisible();
    expect(screen.getByRole('radio', { name: /^11:30 Sold out/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /^09:00/ }));
    expect(screen.getByRole('group', { name: 'Tour language (required)' })).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'French' }));

    expect(screen.getByText('2 × Adult').nextElementSibling).toHaveTextContent('€44.00 EUR');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('€50.00 EUR €44.00 EUR');
    expect(screen.getByText('You save €6.00 EUR')).toBeVisible();

    let answer!: (response: Response) => void;
    cartAnswer = () => new Promise<Response>((resolve) => (answer = resolve));
    await book();
    const button = screen.getByRole('button', { name: 'Adding to your basket…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(requestsTo('/addToCart')).toHaveLength(1);
    answer(cart());

    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/shopping-cart'));
    const request = requestsTo('/addToCart')[0]!;
    expect(await request.json()).toEqual({
      productId: 4103,
      optionId: 41031,
      date: '2027-05-11',
      time: '09:00',
      units: [{ type: 'adult', quantity: 2 }],
      packageChoices: [4103112],
    });
    expect(request.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.headers.get('x-currency')).toBe('1');
    expect(request.headers.get('x-language')).toBe('en');
  });

  it('books an open-dated option without a time, and a fresh key for each press', async () => {
    cartAnswer = () => refusal(500);
    renderShop(<BookingPanel product={product} available />);
    await chooseDay('11 May 2027');
    await add('Adult');
    await userEvent.click(screen.getByRole('button', { name: 'Day pass' }));
    expect(screen.queryByText('Times are local to Paris (Europe/Paris)')).toBeNull();
    expect(screen.getByRole('button', { name: 'Day pass' })).toHaveAccessibleDescription(/Open-top bus.*Open ticket, no fixed start time/);
    await book();
    expect(await alert(en.booking.errors.TECHNICAL)).toBeVisible();
    cartAnswer = cart;
    await book();
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/shopping-cart'));
    const [first, second] = requestsTo('/addToCart');
    expect(await second!.json()).toEqual({ productId: 4103, optionId: 41033, date: '2027-05-11', units: [{ type: 'adult', quantity: 1 }], packageChoices: [] });
    expect(first!.headers.get('idempotency-key')).not.toBe(second!.headers.get('idempotency-key'));
  });

  it('reads prices in the visitor’s currency and again when it changes', async () => {
    renderShop(<BookingPanel product={product} available />, { currency: 2 });
    expect(await day(/11 May 2027, Available, from £25\.50 GBP$/)).toBeVisible();
    expect(requestsTo('/availability')[0]!.headers.get('x-currency')).toBe('2');
    await chooseDay('11 May 2027');
    await add('Adult');
    await userEvent.click(screen.getByRole('button', { name: 'Morning tour' }));
    expect(screen.getAllByText('£22.00 GBP').length).toBeGreaterThan(0);

    act(() => visitorActions.setCurrency(3));
    expect(await screen.findAllByText('US$22.00 USD')).not.toHaveLength(0);
    expect(requestsTo('/option/availability').at(-1)!.headers.get('x-currency')).toBe('3');
  });
});

describe('BookingPanel: what stops a booking (spec §5, §8)', () => {
  it('says what is missing, where it is put right, one step after another', async () => {
    renderShop(<BookingPanel product={product} available />);
    await screen.findByRole('grid', { name: 'May 2027' });

    await book();
    expect(await alert('Please select a date')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: /10 May 2027/ })).toHaveFocus());

    await chooseDay('11 May 2027');
    await book();
    expect(await alert('Please add at least one passenger')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a ticket: Adult' })).toHaveFocus();

    await add('Adult');
    await book();
    expect(await alert('Please choose a ticket')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Morning tour' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Private tour' }));
    await book();
    expect(await alert('It is not possible to add to cart, this option needs minimum passengers')).toBeVisible();

    await add('Student');
    await book();
    expect(await alert('It is not possible to select this option')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Morning tour' }));
    await book();
    expect(await alert('Please select a time slot')).toBeVisible();
    expect(screen.getByRole('radio', { name: /^09:00/ })).toHaveFocus();

    await userEvent.click(screen.getByRole('radio', { name: /^09:00/ }));
    await book();
    expect(await alert('It is mandatory to select all package options')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'English' })).toHaveFocus();

    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getByText(en.booking.student.notice)).toBeVisible();
    await book();
    expect(await alert('Please confirm that each student will show a valid student card')).toBeVisible();
    const card = screen.getByRole('checkbox', { name: en.booking.student.confirm });
    expect(card).toBeRequired();
    expect(card).toHaveFocus();
    await userEvent.click(card);
    expect(screen.queryByRole('alert')).toBeNull();

    await book();
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/shopping-cart'));
    expect(await requestsTo('/addToCart')[0]!.json()).toMatchObject({ units: [{ type: 'adult', quantity: 1 }, { type: 'student', quantity: 1 }], time: '09:00', packageChoices: [4103111] });
  });

  it('says when no option suits the date and passengers', async () => {
    renderShop(<BookingPanel product={product} available />);
    await chooseDay('14 May 2027');
    await add('Adult', 4);
    expect(screen.getByRole('button', { name: 'Morning tour' })).toHaveAccessibleDescription(/Only 2 tickets left.*Not available for the passengers chosen/);
    await book();
    expect(await alert('There are no options available to match the selected date and number of passengers')).toBeVisible();
    expect(requestsTo('/addToCart')).toHaveLength(0);
  });

  it('asks before changing a configured option; continuing clears its time and package options', async () => {
    renderShop(<BookingPanel product={product} available />);
    await readyToBook();

    await userEvent.click(screen.getByRole('button', { name: 'Private tour' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Change your ticket?' });
    expect(dialog).toHaveAccessibleDescription('The time and package options you chose will be cleared.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Morning tour', pressed: true })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /^09:00/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Private tour' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Morning tour', pressed: true })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Private tour' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: 'Private tour', pressed: true })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /^15:00/ })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'English' })).toBeNull();

    // Back to the morning tour: nothing configured on the private one, so no question, and a clean slate.
    await userEvent.click(screen.getByRole('button', { name: 'Morning tour' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('radio', { name: /^09:00/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
  });

  it.each([
    ['NOT_ENOUGH_PLACES', 409],
    ['TIME_UNAVAILABLE', 422],
    ['DAY_UNAVAILABLE', 422],
    ['SOLD_OUT', 409],
    ['TEMPORARILY_UNAVAILABLE', 422],
    ['CART_FULL', 422],
  ] as const)('shows the provider’s refusal %s in the visitor’s words', async (reason, status) => {
    cartAnswer = () => refusal(status, reason);
    renderShop(<BookingPanel product={product} available />);
    await readyToBook();
    const daysRead = requestsTo('/option/availability').length;
    await book();
    expect(await alert(en.booking.errors[reason])).toBeVisible();
    expect(navigation.push).not.toHaveBeenCalled();
    if (reason !== 'CART_FULL') await waitFor(() => expect(requestsTo('/option/availability').length).toBeGreaterThan(daysRead));
  });

  it('leaves a lost session to the session handler: home, no message here', async () => {
    cartAnswer = () => Response.json({ error: 'UNAUTHORIZED', message: 'expired' }, { status: 401 });
    renderShop(<BookingPanel product={product} available />);
    await readyToBook();
    await book();
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/home'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the first paint', () => {
  it('draws the calendar on the server, six weeks of the month the page was rendered in, so nothing moves as it hydrates', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={en}>
        <ShopProviders currencies={[1, 2, 3]}>
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
