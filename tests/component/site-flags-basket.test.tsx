import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cruise, fakeBasket, renderBasket, setUpBasket } from '../support/basket-fakes';

/** The payment flag (pages.payment.enabled): without it the basket leads nowhere it cannot go, and says why. */
setUpBasket();

describe('a basket on a site', () => {
  it('leads on to payment when the site takes payment', async () => {
    fakeBasket([cruise()]);
    renderBasket({ payment: true });
    expect(await screen.findByRole('link', { name: 'Continue to payment' })).toHaveAttribute('href', '/en/payment');
    expect(screen.queryByText('Online payment is not available on this site')).toBeNull();
  });

  it('explains that payment is unavailable, with a way to get in touch, when the site takes none', async () => {
    fakeBasket([cruise()]);
    renderBasket({ payment: false });
    expect(await screen.findByText('Online payment is not available on this site')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
    expect(screen.queryByRole('link', { name: 'Continue to payment' })).toBeNull();
  });
});
