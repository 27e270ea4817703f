import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, fakeAgentApi, openAgentArea, requestsTo, setUpAgentTests, topUpAnswer, user } from '../support/agent-fakes';

/** Topping up by card: the amount in the agency's currency, the payment page's card form, one request per top-up, the new credit. */
setUpAgentTests();

async function fillIn(amount: string, card = '4111 1111 1111 1111') {
  const u = user();
  await u.type(await screen.findByLabelText('Amount (EUR)'), amount);
  await u.type(screen.getByLabelText('Name on card'), 'Alex Agent');
  await u.type(screen.getByLabelText('Card number'), card);
  await u.type(screen.getByLabelText('Expiry date'), '12/39');
  await u.type(screen.getByLabelText('Security code (CVC)'), '123');
  return u;
}

describe('the top-up tab', () => {
  it('sends one request for a double click, then shows the credit added and available', async () => {
    fakeAgentApi({ topUp: () => new Promise((resolve) => setTimeout(() => resolve(Response.json(topUpAnswer())), 50)) });
    openAgentArea({ hash: '#top-up' });
    const u = await fillIn('200');
    await u.dblClick(screen.getByRole('button', { name: 'Top up €200.00' }));
    expect(await screen.findByText('€200.00 added: available credit now €680.00.')).toHaveFocus();
    expect(requestsTo('POST', 'agent/top-up')).toHaveLength(1);
    const body = await bodyOf(requestsTo('POST', 'agent/top-up')[0]!);
    expect(body).toMatchObject({
      amount: 20000,
      paymentMethod: { type: 'scheme', number: '4111111111111111', expiryMonth: '12', expiryYear: '2039', cvc: '123', holderName: 'Alex Agent' },
      returnUrl: `${window.location.origin}/en/agent-area#top-up`,
    });
    expect(body.idempotencyKey).toEqual(expect.any(String));
    // The summary shows the new credit, and the form is ready for the next top-up.
    expect(within(screen.getByRole('region', { name: 'Your agency’s credit' })).getByText('€680.00')).toBeVisible();
    expect(screen.getByLabelText('Amount (EUR)')).toHaveValue('');
  });

  it('gives each new top-up its own key, and a retry after a lost answer the same one', async () => {
    let calls = 0;
    fakeAgentApi({
      topUp: () => {
        calls += 1;
        if (calls === 1) throw new TypeError('network down');
        return Response.json(topUpAnswer());
      },
    });
    openAgentArea({ hash: '#top-up' });
    const u = await fillIn('200');
    await u.click(screen.getByRole('button', { name: 'Top up €200.00' }));
    expect(await screen.findByText(/We could not reach our server/)).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Top up €200.00' }));
    await screen.findByText('€200.00 added: available credit now €680.00.');
    await fillIn('75,50');
    await u.click(screen.getByRole('button', { name: 'Top up €75.50' }));
    await expect.poll(() => requestsTo('POST', 'agent/top-up').length).toBe(3);
    const [lost, retry, next] = await Promise.all(requestsTo('POST', 'agent/top-up').map(bodyOf));
    expect(retry!.idempotencyKey).toBe(lost!.idempotencyKey);
    expect(next!.idempotencyKey).not.toBe(lost!.idempotencyKey);
    expect(next!.amount).toBe(7550);
  });

  it('asks for the 3-D Secure code the way the payment page does, and sends it for the top-up', async () => {
    fakeAgentApi({ topUp: Response.json(topUpAnswer({ status: 'pending', action: { type: 'sandbox-challenge' } })) });
    openAgentArea({ hash: '#top-up' });
    const u = await fillIn('200', '4000 0000 0000 3220');
    await u.click(screen.getByRole('button', { name: 'Top up €200.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await u.type(within(dialog).getByLabelText('One-time code'), '1234');
    await u.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('€200.00 added: available credit now €680.00.')).toBeVisible();
    expect(await bodyOf(requestsTo('POST', 'agent/top-up/details')[0]!)).toEqual({ reference: 'TU8H2K', details: { code: '1234' } });
  });

  it('completes a top-up whose bank step left the page, once back with the redirect’s result, and clears it from the address', async () => {
    fakeAgentApi({ topUp: Response.json(topUpAnswer({ status: 'pending', action: { type: 'redirect', url: 'https://bank.example/3ds' } })) });
    const first = openAgentArea({ hash: '#top-up' });
    const u = await fillIn('200');
    await u.click(screen.getByRole('button', { name: 'Top up €200.00' }));
    await expect.poll(() => sessionStorage.getItem('agent-top-up-pending')).toBe('TU8H2K');
    first.unmount();

    fakeAgentApi({});
    openAgentArea({ search: '?redirectResult=X3ds-ok', hash: '#top-up' });
    expect(await screen.findByText('€200.00 added: available credit now €680.00.')).toBeVisible();
    expect(await bodyOf(requestsTo('POST', 'agent/top-up/details')[0]!)).toEqual({ reference: 'TU8H2K', details: { redirectResult: 'X3ds-ok' } });
    expect(window.location.search).toBe('');
    expect(sessionStorage.getItem('agent-top-up-pending')).toBeNull();
  });

  it('says when the card is declined, and keeps what was typed', async () => {
    fakeAgentApi({ topUp: Response.json(topUpAnswer({ status: 'refused' })) });
    openAgentArea({ hash: '#top-up' });
    const u = await fillIn('200', '4000 0000 0000 0002');
    await u.click(screen.getByRole('button', { name: 'Top up €200.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined. Nothing was charged and no credit was added.');
    expect(screen.getByLabelText('Amount (EUR)')).toHaveValue('200');
  });

  it('keeps the amount within the limits, in the agency’s currency, before asking', async () => {
    fakeAgentApi();
    openAgentArea({ hash: '#top-up' });
    expect(await screen.findByText('Between €50.00 and €50,000.00.')).toBeVisible();
    const u = await fillIn('20');
    await u.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByText('Enter an amount between €50.00 and €50,000.00')).toBeVisible();
    expect(screen.getByLabelText('Amount (EUR)')).toHaveFocus();
    await u.clear(screen.getByLabelText('Amount (EUR)'));
    await u.type(screen.getByLabelText('Amount (EUR)'), '1.000,00');
    expect(await screen.findByText('Enter an amount such as 200 or 200.50')).toBeVisible();
    expect(requestsTo('POST', 'agent/top-up')).toHaveLength(0);
  });
});
