import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import { navigation } from '../support/navigation-mock';
import { COUNTRIES, LABELS, ORDER_ID, VALID, answer, basket, fakeShop, fillCheckout, heldReply, openPaymentPage, payButton, posted, setUpPaymentPage, user } from '../support/payment-page';
import { renderShop } from '../support/render-shop';
import { events, layer, resetDataLayer } from '../support/tracking-fakes';
import { CurrencyMenu } from '@/components/header/currency-menu';
import { PaymentIsland } from '@/components/payment/payment-island';

/** The payment page's GA4 events: begin_checkout when it opens, add_payment_info when a way to pay is sent. */
type DropInConfig = { onSubmit: (state: unknown, element: unknown, actions: { resolve: (answer: unknown) => void; reject: () => void }) => void };
// Adyen's library stands in for itself: the test presses its pay button through the configuration it was given.
const adyen = vi.hoisted(() => ({ configs: [] as DropInConfig[] }));
vi.mock('@adyen/adyen-web', () => ({
  AdyenCheckout: async (config: DropInConfig) => {
    adyen.configs.push(config);
    return { options: config };
  },
  Dropin: class {
    mount() {
      return this;
    }
    unmount() {}
  },
  Card: class {},
}));

setUpPaymentPage();
beforeEach(() => {
  resetDataLayer();
  adyen.configs.length = 0;
});

/** The shop with Adyen configured: the Drop-in instead of the sandbox's card form. */
function adyenShop() {
  fakeShop({ pay: [answer('paid')] });
  const sandbox = fakeProvider.handler;
  fakeProvider.handler = (request) =>
    new URL(request.url).pathname.endsWith('/payments/methods')
      ? Response.json({ gateway: 'adyen', clientKey: 'test_KEY', environment: 'test', paymentMethodsResponse: { paymentMethods: [] } })
      : sandbox(request);
}

/** The Drop-in's own pay button, pressed with a payment method of `type`; resolves with what the Drop-in was told. */
function payInDropIn(type: string) {
  return new Promise<unknown>((resolve, reject) => adyen.configs.at(-1)!.onSubmit({ data: { paymentMethod: { type } } }, null, { resolve, reject }));
}

/** The basket of support/payment-page.tsx as its events carry it: one cruise, two adults at €42. */
const CRUISE = { item_id: '4103', item_name: 'Seine Evening Cruise', item_category: 'Paris', item_variant: 'Cruise with dinner', price: 42, quantity: 2, index: 0 };

const clearedBefore = (entry: unknown) => expect(layer()[layer().indexOf(entry) - 1]).toEqual({ ecommerce: null });

describe('payment page tracking', () => {
  it('pushes begin_checkout once with the basket’s items and value when the page opens, not again when it is re-priced', async () => {
    fakeShop({ pay: [answer('paid')] });
    const u = user();
    renderShop(
      <>
        <CurrencyMenu currencies={[1, 2, 3]} />
        <PaymentIsland language="en" countries={COUNTRIES} />
      </>,
      { currency: 1, cartCount: 1 },
    );
    await screen.findByRole('button', { name: 'Pay €84.00 (EUR)' });
    await waitFor(() => expect(events('begin_checkout')).toHaveLength(1));
    const [begin] = events('begin_checkout');
    expect(begin).toEqual({ event: 'begin_checkout', ecommerce: { currency: 'EUR', value: 84, items: [expect.objectContaining(CRUISE)] } });
    clearedBefore(begin);
    expect(events('add_payment_info')).toEqual([]);

    // A currency change loads the basket again, re-priced: the same checkout, whose payment is then in pounds.
    await fillCheckout(u);
    await u.click(screen.getByRole('button', { name: /^Currency: EUR/ }));
    await u.click(await screen.findByRole('button', { name: /Pound sterling/ }));
    const pay = await screen.findByRole('button', { name: 'Pay £71.40 (GBP)' });
    await waitFor(() => expect(pay).toBeEnabled());
    await u.click(pay);
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith(`/en/payment-confirmed?order=${ORDER_ID}`));
    expect(events('begin_checkout')).toHaveLength(1);
    expect(events('add_payment_info')).toEqual([expect.objectContaining({ ecommerce: expect.objectContaining({ currency: 'GBP', value: 71.4, payment_type: 'card' }) })]);
  });

  it('pushes add_payment_info with the card as payment type once the form is sent, however often Pay is pressed', async () => {
    const held = heldReply();
    fakeShop({ pay: [held.reply] });
    const u = user();
    await openPaymentPage();
    await fillCheckout(u);
    await u.dblClick(payButton());
    await waitFor(() => expect(posted('transaction/payment/adyen')).toHaveLength(1));

    expect(events('add_payment_info')).toEqual([
      { event: 'add_payment_info', ecommerce: { currency: 'EUR', value: 84, payment_type: 'card', items: [expect.objectContaining(CRUISE)] } },
    ]);
    clearedBefore(events('add_payment_info')[0]);
    held.release(Response.json(answer('paid')));
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith(`/en/payment-confirmed?order=${ORDER_ID}`));
    expect(events('add_payment_info')).toHaveLength(1);
  });

  it('pushes no add_payment_info while the form is refused before sending', async () => {
    fakeShop();
    const u = user();
    await openPaymentPage();
    await fillCheckout(u, { number: '4111 1111 1111 1112' });
    await u.click(payButton());
    expect(await screen.findByText('Please check the card number')).toBeVisible();
    expect(fakeProvider.requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(events('add_payment_info')).toEqual([]);
    expect(events('begin_checkout')).toHaveLength(1);
  });

  it('names the agency’s credit as the payment type when an agent pays from it', async () => {
    // The basket's item reserved the agency's credit when it was added.
    const cart = basket();
    fakeShop({ cart: { ...cart, items: cart.items.map((item) => ({ ...item, reservesCredit: true })) } });
    const card = fakeProvider.handler;
    fakeProvider.handler = (request) =>
      request.method === 'POST' && request.url.endsWith('/transaction/payment/local') ? Response.json(answer('paid')) : card(request);
    const u = user();
    renderShop(<PaymentIsland language="en" countries={COUNTRIES} />, { currency: 1, isAgent: true, agentCredit: { currency: 'EUR', amount: 48000 } });
    await screen.findByRole('group', { name: 'How to pay' });
    for (const key of ['firstName', 'lastName', 'email', 'emailConfirmation', 'phone'] as const) {
      await u.clear(screen.getByLabelText(LABELS[key]));
      await u.type(screen.getByLabelText(LABELS[key]), VALID[key]);
    }
    await u.selectOptions(screen.getByLabelText('Country'), VALID.country);
    await u.click(screen.getByRole('button', { name: 'Pay €84.00 (EUR) from credit' }));
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith(`/en/payment-confirmed?order=${ORDER_ID}`));
    expect(events('add_payment_info')).toEqual([expect.objectContaining({ ecommerce: expect.objectContaining({ payment_type: 'agent_credit', value: 84 }) })]);
  });

  it('names the Drop-in’s payment method, and reports nothing while the customer’s details are missing', async () => {
    adyenShop();
    const u = user();
    renderShop(<PaymentIsland language="en" countries={COUNTRIES} />);
    await screen.findByLabelText(LABELS.firstName);
    await waitFor(() => expect(adyen.configs).toHaveLength(1));

    await u.clear(screen.getByLabelText(LABELS.firstName));
    expect(await payInDropIn('scheme')).toEqual({ resultCode: 'Refused' });
    expect(events('add_payment_info')).toEqual([]);

    for (const key of ['firstName', 'email', 'emailConfirmation'] as const) await u.type(screen.getByLabelText(LABELS[key]), VALID[key]);
    await u.selectOptions(screen.getByLabelText('Country'), VALID.country);
    expect(await payInDropIn('paypal')).toEqual({ resultCode: 'Authorised' });
    expect(events('add_payment_info')).toEqual([expect.objectContaining({ ecommerce: expect.objectContaining({ payment_type: 'paypal', value: 84 }) })]);
  });
});
