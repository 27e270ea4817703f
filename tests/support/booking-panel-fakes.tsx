/** The booking panel as its component tests meet it: a product, a fake provider with a month of days, and the steps of booking. */
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { fakeProvider } from './fake-provider';
import { navigation } from './navigation-mock';
import { cartOf, sale } from './tracking-fakes';
import type { BookingProduct, OptionDay, ProductDay, Unit } from '@/lib/booking/types';
import { addDays } from '@/provider/domain/dates';


// Paris, Monday 10 May 2027 in the morning: only Date is faked, timers run as usual.
export const TODAY = '2027-05-10';
export const CODES = { '1': 'EUR', '2': 'GBP', '3': 'USD' } as const;

export const product: BookingProduct = {
  id: 4103,
  city: 'Paris',
  timeZone: 'Europe/Paris',
  renderedOn: TODAY,
  studentCardRequired: true,
  voucherMonths: 12,
  nearbyOnly: null,
  passengerTypes: [
    { type: 'adult', name: 'Adult', ageFrom: 18, ageTo: null },
    { type: 'child', name: 'Child', ageFrom: 6, ageTo: 12 },
    { type: 'student', name: 'Student', ageFrom: null, ageTo: null },
  ],
  vehicles: { 41031: null, 41032: 'Private car', 41033: 'Open-top bus' },
};

/** Cancellation terms as the provider answers them: free up to 24 hours before, 50 % up to 48 hours before, none. */
export const FREE_24H: OptionDay['cancellation'] = { refundType: 'full', refundPercent: 100, cutoffMinutes: 1440, refundable: true, cancellationCutoff: '1 day', cancellationCutoffAmount: 1, cancellationCutoffUnit: 'day' };
export const HALF_48H: OptionDay['cancellation'] = { refundType: 'partial', refundPercent: 50, cutoffMinutes: 2880, refundable: true, cancellationCutoff: '2 days', cancellationCutoffAmount: 2, cancellationCutoffUnit: 'day' };
export const NON_REFUNDABLE: OptionDay['cancellation'] = { refundType: 'none', refundPercent: 0, cutoffMinutes: 0, refundable: false, cancellationCutoff: '0 hours', cancellationCutoffAmount: 0, cancellationCutoffUnit: 'hour' };

export type Currency = (typeof CODES)[keyof typeof CODES];
export const unit = (type: Unit['type'], name: string, amount: number, currency: Currency, retail: number | null = null): Unit => ({
  type,
  name,
  ageFrom: null,
  ageTo: null,
  price: { amount, currency },
  retail: retail === null ? null : { amount: retail, currency },
});

export function options(date: string, currency: Currency): OptionDay[] {
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
      identityDocumentRequired: false,
      cancellation: FREE_24H,
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
      identityDocumentRequired: false,
      cancellation: HALF_48H,
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
            identityDocumentRequired: false,
            cancellation: NON_REFUNDABLE,
          } satisfies OptionDay,
        ]),
  ];
}

export function dayStatus(date: string) {
  if (date < TODAY) return { status: 'unavailable', remaining: 0 } as const;
  if (date === '2027-05-12') return { status: 'sold_out', remaining: 0 } as const;
  if (date === '2027-05-13') return { status: 'block_out', remaining: 0 } as const;
  if (date === '2027-05-14') return { status: 'almost_sold_out', remaining: 3 } as const;
  return { status: 'available', remaining: 40 } as const;
}

/** What add-to-cart answers next; a test may replace it (each test starts with `cart`). */
export const addToCart: { reply: () => Response | Promise<Response> } = { reply: () => cart() };

/** The provider as the panel meets it: a calendar, the options of a day, and add-to-cart. */
export function provider(request: Request): Response | Promise<Response> {
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
  if (url.pathname.endsWith('/transaction/addToCart')) return addToCart.reply();
  return Response.json({ error: 'NOT_FOUND', message: url.pathname }, { status: 404 });
}

/** The basket as the provider answers an add-to-cart: the product's item, shaped as the contract says. */
export const cart = () => Response.json({ ...cartOf([sale(1, product.id, 4400)]), now: '2027-05-10T08:00:00Z' });
export const refusal = (status: number, reason?: string) => Response.json({ error: status === 409 ? 'CONFLICT' : 'UNPROCESSABLE', message: 'refused', reason }, { status });

export const requestsTo = (path: string) => fakeProvider.requests.filter((r) => new URL(r.url).pathname.endsWith(path));
export const alert = (text: string) => screen.findByText(text, { selector: '[role="alert"]' });
export const book = () => userEvent.click(screen.getByRole('button', { name: 'Book now' }));
export const day = (label: RegExp) => screen.findByRole('button', { name: label });

/** Chooses a day once the calendar says it is on sale, and waits for its options. */
export async function chooseDay(date: string) {
  await userEvent.click(await day(new RegExp(`${date}, (today, )?(Available|Almost sold out)`)));
  return screen.findByRole('button', { name: 'Morning tour' });
}
export async function add(type: string, times = 1) {
  for (let i = 0; i < times; i++) await userEvent.click(screen.getByRole('button', { name: `Add a ticket: ${type}` }));
}

/** 11 May, two adults, the morning tour at 09:00 in English: ready to book. */
export async function readyToBook() {
  await chooseDay('11 May 2027');
  await add('Adult', 2);
  await userEvent.click(screen.getByRole('button', { name: 'Morning tour' }));
  // The times and the packages are drawn after these choices, their code loaded then if not before.
  await userEvent.click(await screen.findByRole('radio', { name: /^09:00/ }));
  await userEvent.click(await screen.findByRole('radio', { name: 'English' }));
}

/** Each booking-panel test file calls this once: a frozen Paris morning, a fresh fake provider, room for whole visits of clicks. */
export function setUpBookingPanel() {
  // Each test is a whole visit of clicks: room for a busy machine (budgets, not timing asserts).
  vi.setConfig({ testTimeout: 20_000 });
  configure({ asyncUtilTimeout: 4_000 });

  // The panel loads its request code on first use; load it once here so no test waits on the compiler.
  beforeAll(() => Promise.all([import('@/lib/booking/availability-checks'), import('@/lib/api/request'), import('@/lib/api/cart')]));

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-05-10T07:00:00Z'));
    fakeProvider.requests = [];
    fakeProvider.handler = provider;
    addToCart.reply = cart;
    navigation.push.mockReset();
  });

  afterEach(() => vi.useRealTimers());
}
