/** "Manage my booking" as its component tests meet it: a booking, the provider's booking routes faked, the page's island. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach } from 'vitest';
import { fakeProvider } from './fake-provider';
import './navigation-mock';
import { renderShop } from './render-shop';
import { ManageBookingIsland } from '@/components/manage-booking/manage-booking-island';
import type { ChangeAnswer, ChangeCalendar, ManagedBooking } from '@/lib/api/booking';
import type { Language } from '@/lib/i18n/languages';
import type { ManagedTicket } from '@/provider/api/contract/booking';
import type { Visitor } from '@/stores/visitor-store';

export const TOKEN = 'b1.SS7K2QH9AB.1.signature';
export const eur = (amount: number) => ({ amount, currency: 'EUR' as const });

/** A Paris cruise on 14 May 2027 at 09:30 for two adults, €68 paid, free cancellation until 24 hours before. */
export function ticket(overrides: Partial<ManagedTicket> = {}): ManagedTicket {
  return {
    line: 0,
    code: 'SS7K2QH9AB-1',
    qr: 'SS7K2QH9AB-1.signature',
    status: 'valid',
    productId: 4103,
    optionId: 41031,
    kind: 'timed',
    productName: 'Seine Evening Cruise',
    optionName: 'Cruise with dinner',
    locationName: 'Paris',
    date: '2027-05-14',
    time: '09:30',
    timeZone: 'Europe/Paris',
    validUntil: '2027-05-14',
    passengers: [{ type: 'adult', name: 'Adult', quantity: 2 }],
    price: eur(6800),
    refund: eur(6800),
    // 24 hours before 09:30 in Paris (UTC+2 in May).
    policy: { refundType: 'full', refundPercent: 100, cutoffMinutes: 1440, deadline: '2027-05-13T07:30:00.000Z' },
    canCancel: true,
    cancelBlock: null,
    canChangeDate: true,
    changeBlock: null,
    wallet: { apple: null, google: null },
    ...overrides,
  };
}

export function booking(overrides: Partial<ManagedBooking> = {}): ManagedBooking {
  return {
    reference: 'SS7K2QH9AB',
    status: 'paid',
    language: 'en',
    customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    paidWith: 'card',
    paid: eur(6800),
    refunded: eur(0),
    tickets: [ticket()],
    history: [{ at: '2027-04-01T09:00:00.000Z', kind: 'booked', amount: eur(6800), lines: [0] }],
    voucher: { mobileUrl: '/en/voucher?token=vT_1', pdfUrl: '/api/v2/transaction/voucher?token=vT_1&format=pdf' },
    ...overrides,
  };
}

/** The contract's error body, as the shop's /api/v2 passes it on. */
export const refusal = (status: number, reason?: string, headers: Record<string, string> = {}) =>
  Response.json({ error: { 400: 'BAD_REQUEST', 401: 'UNAUTHORIZED', 404: 'NOT_FOUND', 409: 'CONFLICT', 422: 'UNPROCESSABLE', 429: 'TOO_MANY_REQUESTS' }[status] ?? 'INTERNAL', message: 'refused', reason }, { status, headers });

type Reply = Response | Promise<Response> | (() => Response | Promise<Response>);

export interface BookingRoutes {
  lookup?: Reply;
  booking?: ManagedBooking | Reply;
  cancel?: Reply[];
  resend?: Reply;
  calendar?: ChangeCalendar | ((from: string) => ChangeCalendar);
  change?: Reply[];
}

const settle = async (reply: Reply | undefined) => {
  if (reply === undefined) return Response.json({ error: 'INTERNAL', message: 'no answer queued' }, { status: 500 });
  return typeof reply === 'function' ? reply() : reply;
};

/** The provider's booking routes; answers to changes are queued, one per request. */
export function fakeBookingApi(routes: BookingRoutes) {
  const cancel = [...(routes.cancel ?? [])];
  const change = [...(routes.change ?? [])];
  fakeProvider.handler = async (request) => {
    const url = new URL(request.url);
    switch (`${request.method} ${url.pathname.replace('/api/v2/', '')}`) {
      case 'POST booking/lookup':
        return settle(routes.lookup);
      case 'GET booking': {
        const answer = routes.booking ?? booking();
        return answer instanceof Response || typeof answer === 'function' || answer instanceof Promise ? settle(answer) : Response.json(answer);
      }
      case 'POST booking/cancel':
        return settle(cancel.shift());
      case 'POST booking/resend':
        return settle(routes.resend);
      case 'GET booking/change/calendar': {
        const from = url.searchParams.get('from') ?? '';
        const calendar = typeof routes.calendar === 'function' ? routes.calendar(from) : routes.calendar;
        return calendar ? Response.json(calendar) : refusal(404);
      }
      case 'POST booking/change':
        return settle(change.shift());
      case 'GET payments/methods':
        return Response.json({ gateway: 'sandbox', clientKey: null, environment: 'test', paymentMethodsResponse: {} });
      default:
        return Response.json({ error: 'NOT_FOUND', message: `unknown ${url.pathname}` }, { status: 404 });
    }
  };
}

export const changed = (next: ManagedBooking, difference = eur(0)): ChangeAnswer => ({ result: 'changed', booking: next, difference, refusalReason: null });

/** Requests the page made to one provider path. */
export const requestsTo = (method: string, path: string) =>
  fakeProvider.requests.filter((request) => request.method === method && new URL(request.url).pathname === `/api/v2/${path}`);
export const bodyOf = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;

export const user = () => userEvent.setup({ delay: null });

/** The page as a visitor opens it: at `address` (with `?token=` from the email, or nothing), in `language`. */
export function openManagePage({ address = '/en/manage-booking', language = 'en' as Language, visitor = {} as Partial<Visitor> } = {}) {
  window.history.replaceState(null, '', address);
  return renderShop(<ManageBookingIsland language={language} />, visitor, language);
}

/** Opens the page with a token already in this tab, and waits for the booking. */
export async function openBooking(options: { language?: Language; visitor?: Partial<Visitor> } = {}) {
  sessionStorage.setItem('manageBooking.token', JSON.stringify({ token: TOKEN, expiresAt: null }));
  openManagePage(options);
  return screen.findByRole('heading', { name: /^Booking SS7K2QH9AB$/ });
}

/** Each test file calls this once: no token, request or address left over. */
export function setUpManagePage() {
  beforeEach(() => {
    fakeProvider.requests = [];
    sessionStorage.clear();
    window.history.replaceState(null, '', '/en/manage-booking');
  });
}
