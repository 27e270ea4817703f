/** The payment page as its component tests meet it: a fake shop, a basket, the form filled as a visitor types. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeProvider } from './fake-provider';
import { navigation } from './navigation-mock';
import { renderShop } from './render-shop';
import { PaymentIsland } from '@/components/payment/payment-island';
import { COOKIES } from '@/lib/cookies/names';
import type { Cart, Traveller } from '@/provider/api/contract/cart';
import { CURRENCIES, type CurrencyId } from '@/provider/api/contract/languages';
import { encodeSiteB } from '@/provider/domain/site-b';
import type { PaymentAnswer } from '@/provider/api/contract/payment';


export const ORDER_ID = '4f1c2a9e-7b3d-4c5e-9a1b-2c3d4e5f6a7b';
export const COUNTRIES = [
  { id: 250, name: 'France' },
  { id: 826, name: 'United Kingdom' },
];
export const ADA: Traveller = { firstName: 'Ada', lastName: 'Lovelace', phone: '612 345 678', document: 'X1234567', guardian: false };

/** A held basket of one cruise for 8400 minor units of its currency. */
export function basket({ currencyId = 1 as CurrencyId, traveller = ADA as Traveller | null, empty = false } = {}): Cart {
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
          reservesCredit: false,
          studentCardRequired: false,
          identityDocumentRequired: false,
          siteB: encodeSiteB(8400),
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

/** Euro to each currency, as the fake provider re-prices a basket on `currency/update`. */
const RATES: Record<CurrencyId, number> = { 1: 1, 2: 0.85, 3: 1.1 };

/** The basket as `currency/update` answers it: every amount converted from its currency to another. */
export function repriced(cart: Cart, currencyId: CurrencyId): Cart {
  const currency = CURRENCIES[currencyId].code;
  const convert = ({ amount }: { amount: number }) => ({ amount: Math.round((amount / RATES[cart.currencyId as CurrencyId]) * RATES[currencyId]), currency });
  return {
    ...cart,
    currencyId,
    items: cart.items.map((item) => ({ ...item, amount: convert(item.amount), units: item.units.map((unit) => ({ ...unit, unitPrice: convert(unit.unitPrice) })) })),
    subtotal: convert(cart.subtotal),
    coupon: cart.coupon ? { ...cart.coupon, discount: convert(cart.coupon.discount) } : null,
    total: convert(cart.total),
  };
}

export function answer(result: PaymentAnswer['result'], extra: Partial<PaymentAnswer> = {}): PaymentAnswer {
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
export const problem = (status: number, reason: string) => Response.json({ error: status === 409 ? 'CONFLICT' : 'UNPROCESSABLE', message: 'refused', reason }, { status });

type Reply = PaymentAnswer | Response | Promise<Response>;

/** A reply the test lets go of when it wants: the payment stays "running" meanwhile. */
export function heldReply() {
  let release!: (response: Response) => void;
  const reply = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { reply, release };
}

/**
 * The shop's /api/v2 as the payment page meets it: the basket (re-priced by `currency/update`),
 * the sandbox gateway, and queued payment answers. Like the provider, it refuses a payment
 * whose amount is not the basket's.
 */
export function fakeShop({ cart = basket(), pay = [] as Reply[], details = [] as Reply[], cancel = undefined as Reply | undefined } = {}) {
  const queues = { pay: [...pay], details: [...details] };
  let current = cart;
  const send = async (reply: Reply | undefined) => {
    if (reply === undefined) return Response.json({ error: 'INTERNAL', message: 'no answer queued' }, { status: 500 });
    const settled = await reply;
    return settled instanceof Response ? settled : Response.json(settled);
  };
  fakeProvider.handler = async (request) => {
    const route = `${request.method} ${new URL(request.url).pathname.replace('/api/v2/', '')}`;
    switch (route) {
      case 'GET transaction/sale':
        return Response.json(current);
      case 'PUT currency/update':
        current = repriced(current, ((await request.json()) as { id: CurrencyId }).id);
        return Response.json(current);
      case 'GET payments/methods':
        return Response.json({ gateway: 'sandbox', clientKey: null, environment: 'test', paymentMethodsResponse: {} });
      case 'POST transaction/payment/adyen': {
        const { amount } = (await request.clone().json()) as { amount: { value: number; currency: string } };
        if (amount.value !== current.total.amount || amount.currency !== current.total.currency) return problem(409, 'PRICE_CHANGED');
        return send(queues.pay.shift());
      }
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
export async function payIntoChallenge() {
  const u = user();
  await openPaymentPage();
  await fillCheckout(u);
  await u.click(payButton());
  return { u, dialog: await screen.findByRole('dialog', { name: 'Confirm your payment' }) };
}

/** The requests the page made to one provider path (POSTs only). */
export const posted = (path: string) => fakeProvider.requests.filter((request) => request.method === 'POST' && new URL(request.url).pathname === `/api/v2/${path}`);
export const bodyOf = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;
export const paymentCalls = () => fakeProvider.requests.filter((request) => request.method === 'POST' && new URL(request.url).pathname.startsWith('/api/v2/transaction/payment'));

// user-event waits with setTimeout: let it move faked clocks along when a test fakes them.
export const user = () => userEvent.setup({ delay: null, advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });

export async function openPaymentPage(cart = basket()) {
  renderShop(<PaymentIsland language="en" countries={COUNTRIES} />, { currency: cart.currencyId as CurrencyId });
  return screen.findByRole('button', { name: /^Pay / });
}

export interface CheckoutValues {
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

export const VALID: CheckoutValues = {
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

export const LABELS: Record<Exclude<keyof CheckoutValues, 'country'>, string> = {
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
export async function fillCheckout(u: ReturnType<typeof user>, overrides: Partial<CheckoutValues> = {}) {
  const values = { ...VALID, ...overrides };
  for (const [key, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
    const field = screen.getByLabelText(label);
    await u.clear(field);
    if (values[key]) await u.type(field, values[key]);
  }
  await u.selectOptions(screen.getByLabelText('Country'), values.country);
}

export const payButton = () => screen.getByRole('button', { name: 'Pay €84.00 (EUR)' });

/** Each payment-page test file calls this once: a fresh fake shop, no cookie or fake clock left over. */
export function setUpPaymentPage() {
  beforeEach(() => {
    fakeProvider.requests = [];
    navigation.push.mockClear();
    Cookies.remove(COOKIES.pendingProcess.name, { path: '/' });
  });

  afterEach(() => {
    vi.useRealTimers();
    Cookies.remove(COOKIES.pendingProcess.name, { path: '/' });
  });
}
