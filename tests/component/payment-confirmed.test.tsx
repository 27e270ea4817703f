import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import { renderShop } from '../support/render-shop';
import { ConfirmedIsland, POLL_EVERY_MS, POLL_FOR_MS } from '@/components/payment/confirmed-island';
import { MobileVoucher } from '@/components/payment/mobile-voucher';
import { COOKIES } from '@/lib/cookies/names';
import { purchaseTrackedKey } from '@/lib/payment/purchase-event';
import { qrSvg } from '@/lib/payment/qr-svg';
import type { PaymentAnswer } from '@/provider/api/contract/payment';
import type { VoucherDocument, VoucherTicket } from '@/provider/services/voucher/document';
import { currentQueryClient } from '@/lib/query/current-client';

// The page's query string is the island's only input: read it from jsdom's location.
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const ORDER_ID = '4f1c2a9e-7b3d-4c5e-9a1b-2c3d4e5f6a7b';
const TOKEN = 'vT_8kQ2mZ4xN7pR1sW5yB3cD6fG9hJ0L';

const cruise: VoucherTicket = {
  code: 'SSX7K2QH-1',
  qr: 'SSX7K2QH-1.signature',
  productName: 'Seine Evening Cruise',
  optionName: 'Cruise with dinner',
  locationName: 'Paris',
  date: '2027-05-12',
  time: '10:00',
  timeZone: 'Europe/Paris',
  passengers: [
    { name: 'Adult', quantity: 2 },
    { name: 'Child', quantity: 0 },
  ],
  packageChoices: [{ group: 'Language', choice: 'English' }],
  kind: 'timed',
  validFrom: '2027-05-12',
  validityMonths: 12,
  validUntil: '2027-05-12',
  meetingPoint: { address: 'Port de la Bourdonnais, 75007 Paris', latitude: 48.86, longitude: 2.29 },
  voucherType: 'mobile',
  wallet: { apple: null, google: null },
  // Free up to 24 hours before 10:00 in Paris (08:00 UTC in May).
  policy: { refundType: 'full', refundPercent: 100, cutoffMinutes: 1440 },
  deadline: '2027-05-11T08:00:00.000Z',
};

const bus: VoucherTicket = {
  ...cruise,
  code: 'SSX7K2QH-2',
  qr: 'SSX7K2QH-2.signature',
  productName: 'Paris Hop-On Hop-Off Bus Tour',
  optionName: '1-day ticket',
  date: '2027-05-13',
  time: null,
  // Open-dated, bought on 1 April: valid until 31 March, not refundable.
  kind: 'open',
  validFrom: '2027-04-01',
  policy: { refundType: 'none', refundPercent: 0, cutoffMinutes: 0 },
  deadline: null,
  passengers: [{ name: 'Adult', quantity: 1 }],
  packageChoices: [],
  validUntil: '2028-03-31',
  meetingPoint: null,
  voucherType: 'paper',
};

const voucher: VoucherDocument = {
  brand: 'Open Top Tours Paris',
  reference: 'SSX7K2QH',
  language: 'en',
  issuedAt: '2027-04-01T09:00:00.000Z',
  customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  total: { value: 5800, currency: 'EUR' },
  priceShown: true,
  tickets: [cruise, bus],
  mobileUrl: `http://shop.test/en/voucher?token=${TOKEN}`,
  pdfUrl: `http://shop.test/api/v2/transaction/voucher?token=${TOKEN}&format=pdf`,
  manageUrl: 'http://shop.test/en/manage-booking?token=b1.SSX7K2QH.1.x',
  pin: '042917',
};

function answer(result: PaymentAnswer['result'], extra: Partial<PaymentAnswer> = {}): PaymentAnswer {
  const paid = result === 'paid';
  return {
    orderId: ORDER_ID,
    reference: 'SSX7K2QH',
    status: paid ? 'paid' : result === 'pending' ? 'pending' : result === 'action' ? 'pending' : result,
    result,
    action: null,
    refusal: null,
    amount: { amount: 5800, currency: 'EUR' },
    voucherToken: paid ? TOKEN : null,
    ...extra,
  } as PaymentAnswer;
}

/** The provider as the island meets it: each resume call takes the next answer (the last one repeats). */
function fakePayment(answers: (PaymentAnswer | number)[]) {
  const queue = [...answers];
  fakeProvider.handler = async (request) => {
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname.replace('/api/v2/', '')}`;
    if (route === 'POST transaction/payment/resume') {
      const next = queue.length > 1 ? queue.shift()! : queue[0]!;
      if (typeof next === 'number') return Response.json({ error: 'NOT_FOUND', message: 'There is no payment to resume.' }, { status: next });
      return Response.json(next);
    }
    if (route === 'GET transaction/voucher' && url.searchParams.get('token') === TOKEN) return Response.json(voucher);
    return Response.json({ error: 'NOT_FOUND', message: 'unknown' }, { status: 404 });
  };
}

const resumeCalls = () => fakeProvider.requests.filter((request) => new URL(request.url).pathname === '/api/v2/transaction/payment/resume');

type Tracked = Window & { dataLayer?: unknown[] };
const purchases = () => ((window as Tracked).dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase');

const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
const paymentDoneCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/session/payment-done');

function visit(search: string) {
  window.history.replaceState(null, '', `/en/payment-confirmed${search}`);
  return renderShop(<ConfirmedIsland language="en" />, { currency: 1 });
}

beforeEach(() => {
  fakeProvider.requests = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  delete (window as Tracked).dataLayer;
  window.sessionStorage.clear();
});

afterEach(async () => {
  // Unmounted here, so the island's farewell call lands in this test and not the next one.
  cleanup();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Cookies.remove(COOKIES.pendingProcess.name);
});

describe('the payment-confirmed page', () => {
  it('shows a paid order: reference, amount, email, every ticket, the PDF and the mobile voucher, and a PayPal banner', async () => {
    Cookies.set(COOKIES.pendingProcess.name, ORDER_ID, { path: '/' });
    fakePayment([answer('paid')]);
    visit(`?order=${ORDER_ID}`);

    expect(screen.getByRole('status')).toHaveTextContent('Checking your payment…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you! Your booking is confirmed' })).toBeVisible();
    expect(screen.getByText('Order reference').nextElementSibling).toHaveTextContent('SSX7K2QH');
    expect(screen.getByText('Amount paid').nextElementSibling).toHaveTextContent('€58.00');
    expect(await screen.findByText('We sent your tickets to ada@example.com')).toBeVisible();

    const pdf = screen.getByRole('link', { name: 'Download your vouchers (PDF)' });
    expect(pdf).toHaveAttribute('href', `/api/v2/transaction/voucher?token=${TOKEN}&format=pdf`);
    expect(pdf).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Show mobile voucher' })).toHaveAttribute('href', `/en/voucher?token=${TOKEN}`);

    expect(screen.getByRole('heading', { level: 2, name: 'Your tickets (2)' })).toBeVisible();
    const cruiseTicket = within(screen.getByRole('article', { name: 'Seine Evening Cruise' }));
    expect(cruiseTicket.getByText('Paris · Cruise with dinner')).toBeVisible();
    expect(cruiseTicket.getByText('12/05/2027')).toBeVisible();
    expect(cruiseTicket.getByText('10:00 Paris time')).toBeVisible();
    expect(cruiseTicket.getByText('2 × Adult')).toBeVisible();
    expect(cruiseTicket.queryByText(/Child/)).toBeNull();
    expect(cruiseTicket.queryByText('Valid until')).toBeNull();
    expect(cruiseTicket.getByText('Cancellation').nextElementSibling).toHaveTextContent('Free cancellation until 11/05/2027 10:00 Paris time');
    const busTicket = within(screen.getByRole('article', { name: 'Paris Hop-On Hop-Off Bus Tour' }));
    expect(busTicket.getByText('Valid from').nextElementSibling).toHaveTextContent('01/04/2027');
    expect(busTicket.getByText('Valid until').nextElementSibling).toHaveTextContent('31/03/2028');
    expect(busTicket.getByText('Non-refundable: this ticket cannot be cancelled')).toBeVisible();
    expect(busTicket.getByText('1 × Adult')).toBeVisible();

    expect(screen.getByRole('complementary', { name: 'Next time, pay with PayPal' })).toBeVisible();
    expect(JSON.parse(await resumeCalls()[0]!.text())).toEqual({ orderId: ORDER_ID });
    // A settled payment is no longer in progress.
    expect(Cookies.get(COOKIES.pendingProcess.name)).toBeUndefined();
  });

  it('offers no mobile voucher for tickets that must be printed, and says so on each', async () => {
    fakePayment([answer('paid')]);
    fakeProvider.handler = ((handler) => async (request: Request) => {
      if (new URL(request.url).pathname === '/api/v2/transaction/voucher') return Response.json({ ...voucher, tickets: [bus] });
      return handler(request);
    })(fakeProvider.handler);
    visit(`?order=${ORDER_ID}`);

    const busTicket = within(await screen.findByRole('article', { name: 'Paris Hop-On Hop-Off Bus Tour' }));
    expect(busTicket.getByText(/please print the PDF/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download your vouchers (PDF)' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Show mobile voucher' })).toBeNull();
  });

  it('pushes the purchase event once per order, even when the page renders again or is opened anew', async () => {
    fakePayment([answer('paid')]);
    const first = visit(`?order=${ORDER_ID}`);
    await screen.findByRole('article', { name: 'Seine Evening Cruise' });
    await waitFor(() => expect(purchases()).toHaveLength(1));
    expect(purchases()[0]).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'SSX7K2QH',
        value: 58,
        currency: 'EUR',
        items: [
          { item_name: 'Seine Evening Cruise', item_variant: 'Cruise with dinner', item_category: 'Paris', quantity: 2 },
          { item_name: 'Paris Hop-On Hop-Off Bus Tour', item_variant: '1-day ticket', item_category: 'Paris', quantity: 1 },
        ],
      },
    });
    expect(window.sessionStorage.getItem(purchaseTrackedKey(ORDER_ID))).not.toBeNull();

    first.rerender(<ConfirmedIsland language="en" />);
    first.unmount();
    // A fresh page (a reload: new query cache, the same tab's sessionStorage).
    currentQueryClient()?.clear();
    visit(`?order=${ORDER_ID}`);
    await screen.findByRole('article', { name: 'Seine Evening Cruise' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(purchases()).toHaveLength(1);
    expect(resumeCalls()).toHaveLength(2);
  });

  it(
    'waits for the bank while the payment is pending, asking every 2 s, and shows the booking once paid',
    async () => {
      fakePayment([answer('pending'), answer('pending'), answer('paid')]);
      visit(`?order=${ORDER_ID}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Your payment is being processed' })).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent("We are waiting for your bank's answer");
      expect(purchases()).toHaveLength(0);

      const heading = await screen.findByRole('heading', { level: 1, name: 'Thank you! Your booking is confirmed' }, { timeout: 3 * POLL_EVERY_MS + 1000 });
      expect(resumeCalls()).toHaveLength(3);
      // The wait ended: the keyboard is taken to the result.
      await waitFor(() => expect(heading).toHaveFocus());
      await waitFor(() => expect(purchases()).toHaveLength(1));
    },
    3 * POLL_EVERY_MS + 5000,
  );

  it('stops asking after 30 s of waiting, says the tickets will come by email, and can check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakePayment([answer('pending')]);
    visit(`?order=${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Your payment is being processed' });
    await act(() => vi.advanceTimersByTimeAsync(POLL_FOR_MS + POLL_EVERY_MS));
    expect(screen.getByRole('status')).toHaveTextContent('Your bank has not answered yet.');
    const asked = resumeCalls().length;
    expect(asked).toBeGreaterThanOrEqual(POLL_FOR_MS / POLL_EVERY_MS - 1);
    expect(asked).toBeLessThanOrEqual(POLL_FOR_MS / POLL_EVERY_MS + 2);
    await act(() => vi.advanceTimersByTimeAsync(5 * POLL_EVERY_MS));
    expect(resumeCalls()).toHaveLength(asked);

    fakePayment([answer('paid')]);
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you! Your booking is confirmed' })).toBeVisible();
  });

  it('explains a refused payment and leads back to the basket', async () => {
    Cookies.set(COOKIES.pendingProcess.name, ORDER_ID, { path: '/' });
    fakePayment([answer('refused', { refusal: 'INSUFFICIENT_FUNDS' })]);
    visit(`?order=${ORDER_ID}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Your payment was refused' })).toBeVisible();
    expect(alert).toHaveTextContent('Your bank says there are not enough funds on this card.');
    expect(alert).toHaveTextContent('You have not been charged.');
    expect(within(alert).getByRole('link', { name: 'Back to your basket' })).toHaveAttribute('href', '/en/shopping-cart');
    expect(screen.queryByRole('link', { name: /Download your vouchers/ })).toBeNull();
    expect(Cookies.get(COOKIES.pendingProcess.name)).toBeUndefined();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(purchases()).toHaveLength(0);
  });

  it('says when places were lost during payment and the payment was cancelled', async () => {
    fakePayment([answer('cancelled', { refusal: 'PLACE_LOST' })]);
    visit(`?order=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment was cancelled' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Some places were booked by someone else');
    expect(screen.getByRole('link', { name: 'Back to your basket' })).toBeVisible();
  });

  it('does not find an order that is unknown or another visitor’s, nor a page without one', async () => {
    fakePayment([404]);
    const page = visit(`?order=${ORDER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find this order' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/home');
    page.unmount();

    fakeProvider.requests = [];
    visit('');
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find this order' })).toBeVisible();
    visit('?order=not-an-order');
    expect(screen.getAllByRole('heading', { level: 1, name: 'We could not find this order' })).toHaveLength(2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(resumeCalls()).toHaveLength(0);
  });

  it('tells the shop once when the visitor leaves, so it clears old_token and the pending-process cookie', async () => {
    fakePayment([answer('paid')]);
    // Development's double mount (reactStrictMode) is not a departure.
    window.history.replaceState(null, '', `/en/payment-confirmed?order=${ORDER_ID}`);
    const page = renderShop(
      <StrictMode>
        <ConfirmedIsland language="en" />
      </StrictMode>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Thank you! Your booking is confirmed' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(paymentDoneCalls()).toHaveLength(0);
    expect(purchases()).toHaveLength(1);
    page.unmount();
    await waitFor(() => expect(paymentDoneCalls()).toHaveLength(1));
    expect(paymentDoneCalls()[0]![1]).toMatchObject({ method: 'POST', keepalive: true });

    // Leaving by a full navigation (pagehide), then the page going away: still one call.
    const again = visit(`?order=${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Thank you! Your booking is confirmed' });
    window.dispatchEvent(new Event('pagehide'));
    expect(paymentDoneCalls()).toHaveLength(2);
    again.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(paymentDoneCalls()).toHaveLength(2);
  });
});

describe('the mobile voucher', () => {
  it('shows each ticket as a card with its labelled QR code, code, product, time on the city’s clock, passengers, meeting point and validity', async () => {
    const tickets = await Promise.all(voucher.tickets.map(async (ticket) => ({ ticket, qrSvg: await qrSvg(ticket.qr, `QR code of ticket ${ticket.code}`) })));
    renderShop(<MobileVoucher brand="Sightseeing Tours" reference="SSX7K2QH" customerName="Ada Lovelace" tickets={tickets} pdfUrl={`/api/v2/transaction/voucher?token=${TOKEN}&format=pdf`} />);

    expect(screen.getByText('Sightseeing Tours')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Your mobile voucher' })).toBeVisible();
    expect(screen.getByText('SSX7K2QH')).toBeVisible();

    const card = within(screen.getByRole('article', { name: 'Seine Evening Cruise' }));
    expect(card.getByText('Ticket 1 of 2')).toBeVisible();
    const qr = card.getByRole('img', { name: 'QR code of ticket SSX7K2QH-1' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')).not.toBeNull();
    expect(card.getByText('SSX7K2QH-1')).toBeVisible();
    expect(card.getByText('10:00 Paris time')).toBeVisible();
    expect(card.getByText('2 × Adult')).toBeVisible();
    expect(card.getByText('Language: English')).toBeVisible();
    expect(card.getByText('Port de la Bourdonnais, 75007 Paris')).toBeVisible();
    expect(card.getByText('Cancellation').nextElementSibling).toHaveTextContent('Free cancellation until 11/05/2027 10:00 Paris time');
    expect(card.getByText(/Show this QR code when you board/)).toBeVisible();

    const paper = within(screen.getByRole('article', { name: 'Paris Hop-On Hop-Off Bus Tour' }));
    expect(paper.getByRole('img', { name: 'QR code of ticket SSX7K2QH-2' })).toBeVisible();
    expect(paper.getByText('Valid from').nextElementSibling).toHaveTextContent('01/04/2027');
    expect(paper.getByText('Valid until').nextElementSibling).toHaveTextContent('31/03/2028');
    expect(paper.getByText('Cancellation').nextElementSibling).toHaveTextContent('Non-refundable: this ticket cannot be cancelled');
    expect(paper.getByText(/please print the PDF/)).toBeVisible();
    expect(paper.queryByText('Meeting point')).toBeNull();

    const pdf = screen.getByRole('link', { name: 'Download the vouchers (PDF)' });
    expect(pdf).toHaveAttribute('href', `/api/v2/transaction/voucher?token=${TOKEN}&format=pdf`);
    expect(pdf).toHaveAttribute('download');
  });

  it('is written in the booking’s language: an American reads the month by name and a 12-hour clock, the zone named by its city', async () => {
    const tickets = await Promise.all(voucher.tickets.map(async (ticket) => ({ ticket, qrSvg: await qrSvg(ticket.qr, ticket.code) })));
    renderShop(<MobileVoucher brand="Sightseeing Tours" reference="SSX7K2QH" customerName="Ada Lovelace" tickets={tickets} pdfUrl="/voucher.pdf" />, {}, 'en-us');
    const card = within(screen.getByRole('article', { name: 'Seine Evening Cruise' }));
    expect(card.getByText('May 12, 2027')).toBeVisible();
    expect(card.getByText('10:00 AM Paris time')).toBeVisible();
    expect(card.getByText('Cancellation').nextElementSibling).toHaveTextContent(/^Free cancellation until May 11, 2027, 10:00 AM Paris time$/);
    const paper = within(screen.getByRole('article', { name: 'Paris Hop-On Hop-Off Bus Tour' }));
    expect(paper.getByText('Valid until').nextElementSibling).toHaveTextContent(/^Mar 31, 2028$/);
    expect(paper.getByText('Non-refundable: this ticket cannot be canceled')).toBeVisible();
    expect(screen.queryByText(/Europe\/Paris/)).toBeNull();
  });

  it('names the travel agency and its references on an agent’s booking, and no agency on anyone else’s', () => {
    const { unmount } = renderShop(
      <MobileVoucher brand="Sightseeing Tours" reference="SSX7K2QH" customerName="Ada Lovelace" tickets={[]} pdfUrl="/voucher.pdf" agency={{ name: 'Demo Travel Agency', reference: 'DTA/E2E-42' }} />,
    );
    expect(screen.getByText('Travel agency: Demo Travel Agency · DTA/E2E-42')).toBeVisible();
    unmount();
    renderShop(<MobileVoucher brand="Sightseeing Tours" reference="SSX7K2QH" customerName="Ada Lovelace" tickets={[]} pdfUrl="/voucher.pdf" />);
    expect(screen.queryByText(/Travel agency/)).toBeNull();
  });

  it('says so when every ticket of the booking was cancelled, with nothing to scan or download', () => {
    renderShop(<MobileVoucher brand="Sightseeing Tours" reference="SSX7K2QH" customerName="Ada Lovelace" tickets={[]} pdfUrl="/voucher.pdf" />);
    expect(screen.getByText('All tickets of this booking were cancelled')).toBeVisible();
    expect(screen.getByText('SSX7K2QH')).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download the vouchers (PDF)' })).toBeNull();
  });
});
