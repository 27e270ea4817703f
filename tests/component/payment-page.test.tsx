import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import { navigation } from '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { PaymentIsland } from '@/components/payment/payment-island';
import { COOKIES } from '@/lib/cookies/names';
import type { Cart, Traveller } from '@/provider/api/contract/cart';
import { CURRENCIES, type CurrencyId } from '@/provider/api/contract/languages';
import type { PaymentAnswer } from '@/provider/api/contract/payment';

// jsdom has <dialog> without showModal/close: what the overlay and the 3-D Secure dialog need of them.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const ORDER_ID = '4f1c2a9e-7b3d-4c5e-9a1b-2c3d4e5f6a7b';
const COUNTRIES = [
  { id: 250, name: 'France' },
  { id: 826, name: 'United Kingdom' },
];
const ADA: Traveller = { firstName: 'Ada', lastName: 'Lovelace', phone: '612 345 678', document: 'X1234567', guardian: false };

/** A held basket of one cruise for 8400 minor units of its currency. */
function basket({ currencyId = 1 as CurrencyId, traveller = ADA as Traveller | null, empty = false } = {}): Cart {
  const currency = CURRENCIES[currencyId].code;
  const money = (amount: number) => ({ amount, currency });
  const heldUntil = new Date(Date.now() + 3_600_000).toISOString();
  const items: Cart['items'] = empty
    ? []
    : [
        {
          id: 1,
          productId: 4103,
          productName: 'Seine Evening Cruise',
          productUrl: '/41/paris/4103/seine-evening-cruise',
          image: '/api/v2/media/product/4103.svg',
          locationName: 'Paris',
          optionId: 41031,
          optionName: 'Cruise with dinner',
          date: '2027-05-12',
          time: '10:00',
          timeZone: 'Europe/Paris',
          units: [{ type: 'adult', name: 'Adult', quantity: 2, unitPrice: money(4200) }],
          packageChoices: [],
          amount: money(8400),
          heldUntil,
          status: 'held',
          studentCardRequired: false,
        },
      ];
  const total = money(empty ? 0 : 8400);
  return {
    id: 'cart-1',
    currencyId,
    items,
    count: items.length,
    subtotal: total,
    coupon: null,
    total,
    heldUntil: empty ? null : heldUntil,
    traveller,
    now: new Date().toISOString(),
  };
}

function answer(result: PaymentAnswer['result'], extra: Partial<PaymentAnswer> = {}): PaymentAnswer {
  return {
    orderId: ORDER_ID,
    reference: 'SSX7K2QH',
    status: result === 'paid' ? 'paid' : result === 'action' ? 'pending' : result,
    result,
    action: null,
    refusal: null,
    amount: { amount: 8400, currency: 'EUR' },
    voucherToken: result === 'paid' ? 'vT_token' : null,
    ...extra,
  } as PaymentAnswer;
}

/** The provider's error body, as the shop's /api/v2 passes it on. */
const problem = (status: number, reason: string) => Response.json({ error: status === 409 ? 'CONFLICT' : 'UNPROCESSABLE', message: 'refused', reason }, { status });

type Reply = PaymentAnswer | Response | Promise<Response>;

/** A reply the test lets go of when it wants: the payment stays "running" meanwhile. */
function heldReply() {
  let release!: (response: Response) => void;
  const reply = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { reply, release };
}

/** The shop's /api/v2 as the payment page meets it: the basket, the sandbox gateway, and queued payment answers. */
function fakeShop({ cart = basket(), pay = [] as Reply[], details = [] as Reply[], cancel = undefined as Reply | undefined } = {}) {
  const queues = { pay: [...pay], details: [...details] };
  const send = async (reply: Reply | undefined) => {
    if (reply === undefined) return Response.json({ error: 'INTERNAL', message: 'no answer queued' }, { status: 500 });
    const settled = await reply;
    return settled instanceof Response ? settled : Response.json(settled);
  };
  fakeProvider.handler = async (request) => {
    const route = `${request.method} ${new URL(request.url).pathname.replace('/api/v2/', '')}`;
    switch (route) {
      case 'GET transaction/sale':
        return Response.json(cart);
      case 'GET payments/methods':
        return Response.json({ gateway: 'sandbox', clientKey: null, environment: 'test', paymentMethodsResponse: {} });
      case 'POST transaction/payment/adyen':
        return send(queues.pay.shift());
      case 'POST transaction/payment/adyen/details':
        return send(queues.details.shift());
      case 'POST transaction/payment/adyen/cancel':
        return cancel === undefined ? Response.json(answer('cancelled', { refusal: 'CANCELLED' })) : send(cancel);
      default:
        return Response.json({ error: 'NOT_FOUND', message: `unknown ${route}` }, { status: 404 });
    }
  };
}

/** Fills the form, pays, and returns the 3-D Secure dialog the answer opened. */
async function payIntoChallenge() {
  const u = user();
  await openPaymentPage();
  await fillCheckout(u);
  await u.click(payButton());
  return { u, dialog: await screen.findByRole('dialog', { name: 'Confirm your payment' }) };
}

/** The requests the page made to one provider path (POSTs only). */
const posted = (path: string) => fakeProvider.requests.filter((request) => request.method === 'POST' && new URL(request.url).pathname === `/api/v2/${path}`);
const bodyOf = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;
const paymentCalls = () => fakeProvider.requests.filter((request) => request.method === 'POST' && new URL(request.url).pathname.startsWith('/api/v2/transaction/payment'));

// user-event waits with setTimeout: let it move faked clocks along when a test fakes them.
const user = () => userEvent.setup({ delay: null, advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });

async function openPaymentPage(cart = basket()) {
  renderShop(<PaymentIsland language="en" countries={COUNTRIES} />, { currency: cart.currencyId as CurrencyId });
  return screen.findByRole('button', { name: /^Pay / });
}

interface CheckoutValues {
  firstName: string;
  lastName: string;
  email: string;
  emailConfirmation: string;
  phone: string;
  country: string;
  holder: string;
  number: string;
  expiry: string;
  cvc: string;
}

const VALID: CheckoutValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  emailConfirmation: 'ada@example.com',
  phone: '612 345 678',
  country: 'France',
  holder: 'Ada Lovelace',
  number: '4111 1111 1111 1111',
  expiry: '12/34',
  cvc: '737',
};

const LABELS: Record<Exclude<keyof CheckoutValues, 'country'>, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  emailConfirmation: 'Confirm email',
  phone: 'Phone',
  holder: 'Name on card',
  number: 'Card number',
  expiry: 'Expiry date',
  cvc: 'Security code (CVC)',
};

/** Fills the form as a visitor types it: valid values unless told otherwise. */
async function fillCheckout(u: ReturnType<typeof user>, overrides: Partial<CheckoutValues> = {}) {
  const values = { ...VALID, ...overrides };
  for (const [key, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
    const field = screen.getByLabelText(label);
    await u.clear(field);
    if (values[key]) await u.type(field, values[key]);
  }
  await u.selectOptions(screen.getByLabelText('Country'), values.country);
}

const payButton = () => screen.getByRole('button', { name: 'Pay €84.00 (EUR)' });

beforeEach(() => {
  fakeProvider.requests = [];
  navigation.push.mockClear();
  Cookies.remove(COOKIES.pendingProcess.name, { path: '/' });
});

afterEach(() => {
  vi.useRealTimers();
  Cookies.remove(COOKIES.pendingProcess.name, { path: '/' });
});

describe('the payment page', () => {
  it('loads the basket: the order summary, the traveller’s details filled in, and the amount on the pay button', async () => {
    fakeShop();
    renderShop(<PaymentIsland language="en" countries={COUNTRIES} />, { currency: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order…');

    expect(await screen.findByRole('button', { name: 'Pay €84.00 (EUR)' })).toBeEnabled();
    const summary = within(screen.getByRole('complementary', { name: 'Your order' }));
    expect(summary.getByText('Seine Evening Cruise')).toBeVisible();
    expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('€84.00 EUR');

    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Phone')).toHaveValue('612 345 678');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Country')).toHaveValue('');
    expect(within(screen.getByLabelText('Country')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose your country', 'France', 'United Kingdom']);
  });

  it('shows a US dollar basket’s amount in dollars', async () => {
    fakeShop({ cart: basket({ currencyId: 3 }) });
    expect(await openPaymentPage(basket({ currencyId: 3 }))).toHaveTextContent(/^Pay US\$84\.00 \(USD\)$/);
  });

  it('says what is missing when the form is sent empty, sends nothing, and takes the keyboard to the first field', async () => {
    fakeShop({ cart: basket({ traveller: null }) });
    const u = user();
    await u.click(await openPaymentPage());

    for (const label of ['First name', 'Last name', 'Email', 'Confirm email', 'Phone', 'Country', 'Name on card', 'Card number', 'Expiry date', 'Security code (CVC)']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('This field is required');
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(paymentCalls()).toHaveLength(0);
  });

  it('asks for the same email twice', async () => {
    fakeShop();
    const u = user();
    await openPaymentPage();
    await fillCheckout(u, { emailConfirmation: 'ada@example.org' });
    await u.click(payButton());

    expect(await screen.findByText('Email does not match')).toBeVisible();
    expect(screen.getByLabelText('Confirm email')).toHaveAccessibleDescription('Email does not match');
    expect(screen.getByLabelText('Confirm email')).toHaveFocus();
    expect(paymentCalls()).toHaveLength(0);
  });

  it('checks the card number and the expiry date before sending, and goes to the first wrong one', async () => {
    fakeShop();
    const u = user();
    await openPaymentPage();
    await fillCheckout(u, { number: '4111 1111 1111 1112', expiry: '01/20' });
    await u.click(payButton());

    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Please check the card number'));
    expect(screen.getByLabelText('Expiry date')).toHaveAccessibleDescription('Please enter a valid expiry date (MM/YY) that has not passed');
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(screen.getByLabelText('Security code (CVC)')).not.toHaveAccessibleDescription();
    expect(paymentCalls()).toHaveLength(0);
  });

  it('pays once with the customer, the amount shown and the card, even when Pay is pressed twice, behind the processing screen', async () => {
    const held = heldReply();
    fakeShop({ pay: [held.reply] });
    const u = user();
    await openPaymentPage();
    await fillCheckout(u);
    await u.dblClick(payButton());

    const overlay = await screen.findByRole('dialog', { name: 'Processing your payment…' });
    expect(within(overlay).getByRole('status')).toHaveTextContent('Please do not close or reload this page.');
    await waitFor(() => expect(posted('transaction/payment/adyen')).toHaveLength(1));
    await u.click(payButton());

    const [request] = posted('transaction/payment/adyen');
    expect(request!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await bodyOf(request!)).toEqual({
      customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '612 345 678', countryId: 250 },
      amount: { value: 8400, currency: 'EUR' },
      paymentMethod: { type: 'scheme', number: '4111111111111111', expiryMonth: '12', expiryYear: '2034', cvc: '737', holderName: 'Ada Lovelace' },
      returnUrl: `${window.location.origin}/en/payment`,
      origin: window.location.origin,
    });

    held.release(Response.json(answer('paid')));
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith(`/en/payment-confirmed?order=${ORDER_ID}`));
    expect(posted('transaction/payment/adyen')).toHaveLength(1);
  });

  it('asks again with the same idempotency key while the bank has not answered, then goes to the confirmation', async () => {
    fakeShop({ pay: [answer('pending'), answer('paid')] });
    const u = user();
    await openPaymentPage();
    await fillCheckout(u);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await u.click(payButton());
    const overlay = await screen.findByRole('dialog', { name: 'Processing your payment…' });
    await waitFor(() => expect(within(overlay).getByRole('status')).toHaveTextContent('Your bank is taking longer than usual.'));
    expect(navigation.push).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith(`/en/payment-confirmed?order=${ORDER_ID}`));
    const calls = posted('transaction/payment/adyen');
    expect(calls).toHaveLength(2);
    expect(calls[0]!.headers.get('idempotency-key')).toBeTruthy();
    expect(calls[1]!.headers.get('idempotency-key')).toBe(calls[0]!.headers.get('idempotency-key'));
    expect(await bodyOf(calls[1]!)).toEqual(await bodyOf(calls[0]!));
  });

  it('says the bank is slow — not that the connection failed — when it never answers, and keeps the order to check later', async () => {
    fakeShop({ pay: Array.from({ length: 5 }, () => answer('pending')) });
    const u = user();
    await openPaymentPage();
    await fillCheckout(u);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await u.click(payButton());
    for (let i = 0; i < 4; i++) await act(() => vi.advanceTimersByTimeAsync(1500));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your bank has not answered yet.');
    expect(posted('transaction/payment/adyen')).toHaveLength(5);
    expect(new Set(posted('transaction/payment/adyen').map((r) => r.headers.get('idempotency-key'))).size).toBe(1);
    expect(Cookies.get(COOKIES.pendingProcess.name)).toBe(ORDER_ID);
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('explains a refused card and keeps the form as it was', async () => {
    fakeShop({ pay: [answer('refused', { refusal: 'INSUFFICIENT_FUNDS' })] });
    const u = user();
    await openPaymentPage();
    await fillCheckout(u);
    await u.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined for insufficient funds. Please try another card.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(alert).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(payButton()).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('sends the visitor back to the basket when its price changed', async () => {
    fakeShop({ pay: [problem(409, 'PRICE_CHANGED')] });
    const u = user();
    await openPaymentPage();
    await fillCheckout(u);
    await u.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The price of your basket has changed. Please check it before paying.');
    expect(within(alert).getByRole('link', { name: 'Back to your basket' })).toHaveAttribute('href', '/en/shopping-cart');
    expect(payButton()).toBeVisible();
  });

  it('explains a card number the gateway would not take', async () => {
    fakeShop({ pay: [problem(422, 'CARD_NUMBER')] });
    const u = user();
    await openPaymentPage();
    await fillCheckout(u);
    await u.click(payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The card number is not valid. Please check it.');
    expect(within(alert).queryByRole('link')).toBeNull();
    expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
  });

  it('asks for the 3-D Secure code and sends it to finish the payment', async () => {
    fakeShop({ pay: [answer('action', { action: { type: 'sandboxChallenge' } })], details: [answer('paid')] });
    const { u, dialog } = await payIntoChallenge();
    expect(dialog).toHaveTextContent('Your card issuer asks you to confirm the payment of €84.00 EUR for order SSX7K2QH.');
    expect(Cookies.get(COOKIES.pendingProcess.name)).toBe(ORDER_ID);
    const code = within(dialog).getByLabelText('One-time code');
    await waitFor(() => expect(code).toHaveFocus());
    await u.type(code, '1234');
    await u.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith(`/en/payment-confirmed?order=${ORDER_ID}`));
    const calls = posted('transaction/payment/adyen/details');
    expect(calls).toHaveLength(1);
    expect(await bodyOf(calls[0]!)).toEqual({ orderId: ORDER_ID, details: { code: '1234' } });
    expect(posted('transaction/payment/adyen')).toHaveLength(1);
    expect(Cookies.get(COOKIES.pendingProcess.name)).toBeUndefined();
  });

  it('cancels the payment when the visitor gives up at the 3-D Secure step', async () => {
    fakeShop({ pay: [answer('action', { action: { type: 'sandboxChallenge' } })] });
    const { u, dialog } = await payIntoChallenge();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment was cancelled. Nothing was charged and your basket is still here.');
    const cancels = posted('transaction/payment/adyen/cancel');
    expect(cancels).toHaveLength(1);
    expect(await bodyOf(cancels[0]!)).toEqual({ orderId: ORDER_ID });
    expect(posted('transaction/payment/adyen/details')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(payButton()).toBeEnabled();
    expect(Cookies.get(COOKIES.pendingProcess.name)).toBeUndefined();
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('does not claim a cancellation the provider did not confirm', async () => {
    fakeShop({ pay: [answer('action', { action: { type: 'sandboxChallenge' } })], cancel: Response.json({ error: 'INTERNAL', message: 'down' }, { status: 500 }) });
    const { u, dialog } = await payIntoChallenge();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong with the payment.');
    expect(alert).not.toHaveTextContent('The payment was cancelled.');
  });

  it('shows the empty basket instead of the form when there is nothing to pay for', async () => {
    fakeShop({ cart: basket({ empty: true }) });
    renderShop(<PaymentIsland language="en" countries={COUNTRIES} />, { currency: 1 });

    expect(await screen.findByRole('heading', { name: 'Your basket is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all destinations' })).toHaveAttribute('href', '/en/destinations');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(paymentCalls()).toHaveLength(0);
  });
});
