import { act, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import { navigation } from '../support/navigation-mock';
import { COUNTRIES, ORDER_ID, answer, basket, bodyOf, fakeShop, fillCheckout, heldReply, openPaymentPage, payButton, payIntoChallenge, posted, problem, user, setUpPaymentPage } from '../support/payment-page';
import { hydrateShop, renderShop } from '../support/render-shop';
import { CurrencyMenu } from '@/components/header/currency-menu';
import { PaymentIsland } from '@/components/payment/payment-island';
import { COOKIES } from '@/lib/cookies/names';

/** Paying: once, behind the processing screen; retried with the same key; refusals explained; the 3-D Secure step. */
setUpPaymentPage();

describe('paying on the payment page', () => {
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

  it('follows a currency change in the header: the basket re-priced, the summary and the pay button in pounds, and paying in them goes through', async () => {
    fakeShop({ pay: [answer('paid', { amount: { amount: 7140, currency: 'GBP' } })] });
    const u = user();
    renderShop(
      <>
        <CurrencyMenu currencies={[1, 2, 3]} />
        <PaymentIsland language="en" countries={COUNTRIES} />
      </>,
      { currency: 1, cartCount: 1 },
    );
    await screen.findByRole('button', { name: 'Pay €84.00 (EUR)' });
    await fillCheckout(u);

    await u.click(screen.getByRole('button', { name: /^Currency: EUR/ }));
    await u.click(await screen.findByRole('button', { name: /Pound sterling/ }));
    const pay = await screen.findByRole('button', { name: 'Pay £71.40 (GBP)' });
    const summary = within(screen.getByRole('complementary', { name: 'Your order' }));
    expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('£71.40');
    expect(summary.getByText('Seine Evening Cruise').parentElement).toHaveTextContent('£71.40');
    // The basket was re-priced once; the visitor's details are still there.
    expect(fakeProvider.requests.filter((request) => request.method === 'PUT' && request.url.endsWith('/currency/update'))).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');

    await waitFor(() => expect(pay).toBeEnabled());
    await u.click(pay);
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith(`/en/payment-confirmed?order=${ORDER_ID}`));
    const [request] = posted('transaction/payment/adyen');
    expect((await bodyOf(request!)).amount).toEqual({ value: 7140, currency: 'GBP' });
    expect(request!.headers.get('x-currency')).toBe('2');
  });

  it('pays in the currency the page shows when the cached page hydrates with the site\'s default one', async () => {
    fakeShop({ cart: basket({ currencyId: 3 }), pay: [answer('paid', { amount: { amount: 8400, currency: 'USD' } })] });
    const u = user();
    hydrateShop(<PaymentIsland language="en" countries={COUNTRIES} />, { currency: 3, cartCount: 1 });
    const pay = await screen.findByRole('button', { name: 'Pay US$84.00 (USD)' });
    await fillCheckout(u);

    await waitFor(() => expect(pay).toBeEnabled());
    await u.click(pay);
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith(`/en/payment-confirmed?order=${ORDER_ID}`));
    // The basket was never re-priced in the euros the server rendered with.
    expect(fakeProvider.requests.filter((request) => request.method === 'PUT' && request.url.endsWith('/currency/update'))).toHaveLength(0);
    expect(fakeProvider.requests.every((request) => request.headers.get('x-currency') === '3')).toBe(true);
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
    expect(dialog).toHaveTextContent('Your card issuer asks you to confirm the payment of €84.00 for order SSX7K2QH.');
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
});
