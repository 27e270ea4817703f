import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, basket, fakeShop, fillCheckout, openPaymentPage, payButton, paymentCalls, user, setUpPaymentPage } from '../support/payment-page';
import { renderShop } from '../support/render-shop';
import { PaymentIsland } from '@/components/payment/payment-island';

/** The payment page before paying: the order, the details asked for, and what it checks before sending. */
setUpPaymentPage();

describe('the payment page’s form', () => {
  it('loads the basket: the order summary, the traveller’s details filled in, and the amount on the pay button', async () => {
    fakeShop();
    renderShop(<PaymentIsland language="en" countries={COUNTRIES} />, { currency: 1 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order…');

    expect(await screen.findByRole('button', { name: 'Pay €84.00 (EUR)' })).toBeEnabled();
    const summary = within(screen.getByRole('complementary', { name: 'Your order' }));
    expect(summary.getByText('Seine Evening Cruise')).toBeVisible();
    expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('€84.00');

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

    // The form's rules load on its first check.
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true'));
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

  it('lets the email be pasted into its confirmation: pasting is never blocked (WCAG 2.2, 3.3.8)', async () => {
    fakeShop();
    const u = user();
    await openPaymentPage();
    await fillCheckout(u, { emailConfirmation: '' });
    await u.click(screen.getByLabelText('Confirm email'));
    await u.paste('ada@example.com');

    expect(screen.getByLabelText('Confirm email')).toHaveValue('ada@example.com');
    await u.click(payButton());
    await waitFor(() => expect(paymentCalls()).toHaveLength(1));
    expect(screen.queryByText('Email does not match')).toBeNull();
  });

  it('refuses names outside the latin script with the spec’s message, the same as the traveller form’s', async () => {
    fakeShop();
    const u = user();
    await openPaymentPage();
    await fillCheckout(u, { firstName: 'Анна' });
    await u.click(payButton());

    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('This field must only contain latin script'));
    expect(screen.getByLabelText('First name')).toHaveFocus();
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
