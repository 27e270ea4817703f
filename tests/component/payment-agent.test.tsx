import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import { navigation } from '../support/navigation-mock';
import { COUNTRIES, ORDER_ID, LABELS, VALID, answer, basket, bodyOf, fakeShop, heldReply, posted, problem, setUpPaymentPage, user } from '../support/payment-page';
import { renderShop } from '../support/render-shop';
import { PaymentIsland } from '@/components/payment/payment-island';
import type { AgentCredit } from '@/lib/cookies/agent-credit';
import type { Cart } from '@/provider/api/contract/cart';
import type { PaymentAnswer } from '@/provider/api/contract/payment';

/** An agent at the payment page: the traveller's details, their own reference and notice, and paying from the agency's credit or by card. */
setUpPaymentPage();

type Reply = PaymentAnswer | Response | Promise<Response>;

/** The basket whose one item (8400) did or did not reserve credit when it was added. */
function agentBasket(reservesCredit: boolean): Cart {
  const cart = basket();
  return { ...cart, items: cart.items.map((item) => ({ ...item, reservesCredit })) };
}

/** The shop for an agent: the payment page's fake shop, and `transaction/payment/local` answering from a queue (a function: when asked). */
function agentShop({ cart = agentBasket(true), local = [] as (Reply | (() => Reply))[] } = {}) {
  fakeShop({ cart });
  const card = fakeProvider.handler;
  const queue = [...local];
  fakeProvider.handler = async (request) => {
    if (request.method !== 'POST' || !request.url.endsWith('/api/v2/transaction/payment/local')) return card(request);
    const next = queue.shift();
    const reply = await (typeof next === 'function' ? next() : next);
    if (reply === undefined) return Response.json({ error: 'INTERNAL', message: 'no answer queued' }, { status: 500 });
    return reply instanceof Response ? reply : Response.json(reply);
  };
}

async function openAsAgent(credit: AgentCredit = { currency: 'EUR', amount: 48000 }) {
  renderShop(<PaymentIsland language="en" countries={COUNTRIES} />, { currency: 1, isAgent: true, agentCredit: credit });
  return screen.findByRole('group', { name: 'How to pay' });
}

/** The traveller's details, as the agent types them. */
async function fillTraveller(u: ReturnType<typeof user>) {
  for (const key of ['firstName', 'lastName', 'email', 'emailConfirmation', 'phone'] as const) {
    const field = screen.getByLabelText(LABELS[key]);
    await u.clear(field);
    await u.type(field, VALID[key]);
  }
  await u.selectOptions(screen.getByLabelText('Country'), VALID.country);
}

const creditOption = () => screen.getByRole('radio', { name: /^Pay from credit/ });
const cardOption = () => screen.getByRole('radio', { name: 'Pay by card' });
const payFromCredit = () => screen.getByRole('button', { name: 'Pay €84.00 (EUR) from credit' });

describe('the payment page for an agent', () => {
  it('asks for the traveller’s details, the agent’s reference and whether to tell the traveller, and offers the credit first', async () => {
    agentShop();
    const methods = await openAsAgent();
    expect(screen.getByRole('group', { name: "Traveller's details" })).toBeVisible();
    expect(screen.getByLabelText('Your reference (optional)')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Also send the confirmation to the traveller' })).toBeChecked();
    expect(within(methods).getByRole('radio', { name: 'Pay from credit — available €480.00' })).toBeChecked();
    expect(cardOption()).not.toBeChecked();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(payFromCredit()).toBeEnabled();
  });

  it('pays once from the credit, with the traveller, the amount, the reference and the notice, behind the processing screen, then confirms', async () => {
    const held = heldReply();
    agentShop({ local: [held.reply] });
    const u = user();
    await openAsAgent();
    await fillTraveller(u);
    await u.type(screen.getByLabelText('Your reference (optional)'), ' PO-2027/15 ');
    await u.click(screen.getByRole('checkbox', { name: 'Also send the confirmation to the traveller' }));
    await u.dblClick(payFromCredit());

    expect(await screen.findByRole('dialog', { name: 'Processing your payment…' })).toBeVisible();
    await waitFor(() => expect(posted('transaction/payment/local')).toHaveLength(1));
    const [request] = posted('transaction/payment/local');
    expect(request!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await bodyOf(request!)).toEqual({
      customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '612 345 678', countryId: 250 },
      amount: { value: 8400, currency: 'EUR' },
      agencyReference: 'PO-2027/15',
      notifyTraveller: false,
    });
    expect(posted('transaction/payment/adyen')).toHaveLength(0);

    held.release(Response.json(answer('paid')));
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith(`/en/payment-confirmed?order=${ORDER_ID}`));
    expect(posted('transaction/payment/local')).toHaveLength(1);
  });

  it('counts what the basket itself reserved: a credit of €20.00 left still pays the €84.00 it holds', async () => {
    agentShop({ local: [answer('paid')] });
    await openAsAgent({ currency: 'EUR', amount: 2000 });
    expect(creditOption()).toBeChecked();
    expect(creditOption()).toBeEnabled();
  });

  it('says why the credit cannot pay and selects the card when the credit is short', async () => {
    agentShop({ cart: agentBasket(false) });
    await openAsAgent({ currency: 'EUR', amount: 5000 });
    expect(creditOption()).toBeDisabled();
    expect(creditOption()).toHaveAccessibleDescription('Your available credit (€50.00) does not cover this booking. Please pay by card.');
    expect(cardOption()).toBeChecked();
    expect(screen.getByLabelText('Card number')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay €84.00 (EUR)' })).toBeEnabled();
  });

  it('says so when the agency’s credit is in another currency than the basket', async () => {
    agentShop();
    await openAsAgent({ currency: 'GBP', amount: 900000 });
    expect(creditOption()).toBeDisabled();
    expect(creditOption()).toHaveAccessibleDescription(/credit is in GBP, but this basket is priced in another currency/);
    expect(cardOption()).toBeChecked();
  });

  it('lets the agent choose the card even when the credit would do', async () => {
    agentShop();
    const u = user();
    await openAsAgent();
    await u.click(cardOption());
    expect(screen.getByLabelText('Card number')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay €84.00 (EUR)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /from credit/ })).toBeNull();
  });

  it('refuses a reference with other characters before sending anything', async () => {
    agentShop();
    const u = user();
    await openAsAgent();
    await fillTraveller(u);
    await u.type(screen.getByLabelText('Your reference (optional)'), 'PO;1');
    await u.click(payFromCredit());
    expect(await screen.findByText('Please use only letters, digits, spaces and . / _ # -')).toBeVisible();
    expect(screen.getByLabelText('Your reference (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(posted('transaction/payment/local')).toHaveLength(0);
  });
});

describe('when paying from credit fails', () => {
  it('explains a credit that no longer covers the basket, and the page follows the credit the answer brought', async () => {
    agentShop({
      cart: agentBasket(false),
      local: [
        // The shop's /api/v2 writes the credit the refusal carried into the cookie.
        () => {
          Cookies.set('agent_credit', 'EUR:1000');
          return problem(409, 'INSUFFICIENT_CREDIT');
        },
      ],
    });
    const u = user();
    await openAsAgent({ currency: 'EUR', amount: 9000 });
    await fillTraveller(u);
    await u.click(payFromCredit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your credit balance does not cover this booking.');
    expect(creditOption()).toBeDisabled();
    expect(cardOption()).toBeChecked();
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('sends the agent back to the basket when the price changed', async () => {
    agentShop({ local: [problem(409, 'PRICE_CHANGED')] });
    const u = user();
    await openAsAgent();
    await fillTraveller(u);
    await u.click(payFromCredit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The price of your basket has changed.');
    expect(within(alert).getByRole('link', { name: 'Back to your basket' })).toHaveAttribute('href', '/en/shopping-cart');
  });

  it('says a place was lost and that nothing was taken from the credit', async () => {
    agentShop({ local: [answer('refused', { refusal: 'PLACE_LOST' })] });
    const u = user();
    await openAsAgent();
    await fillTraveller(u);
    await u.click(payFromCredit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was taken from your credit.');
  });

  it('treats an ended agent session as a lost session: back home', async () => {
    agentShop({ local: [Response.json({ error: 'UNAUTHORIZED', message: 'gone', reason: 'AGENT_SESSION_EXPIRED' }, { status: 401 })] });
    const u = user();
    await openAsAgent();
    await fillTraveller(u);
    await u.click(payFromCredit());
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/home'));
  });
});

describe('the payment page for everyone else', () => {
  it('has no credit, reference or notice, and asks for the customer’s own details', async () => {
    fakeShop();
    renderShop(<PaymentIsland language="en" countries={COUNTRIES} />, { currency: 1, agentCredit: { currency: 'EUR', amount: 48000 } });
    expect(await screen.findByRole('button', { name: 'Pay €84.00 (EUR)' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Your details' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'How to pay' })).toBeNull();
    expect(screen.queryByLabelText('Your reference (optional)')).toBeNull();
  });
});
