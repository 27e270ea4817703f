import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderSummary } from '@/components/payment/order-summary';
import { basket } from '../support/payment-page';
import { renderShop } from '../support/render-shop';

/** The payment page's summary writes each item's day and time as the basket does, in the page's language. */
describe('the order summary', () => {
  it.each([
    ['en', '12/05/2027 · 10:00 Paris time'],
    ['en-us', 'May 12, 2027 · 10:00 AM Paris time'],
    ['de', '12/05/2027 · 10:00 Uhr Ortszeit Paris'],
  ] as const)('in %s: %s', (language, when) => {
    renderShop(<OrderSummary cart={basket()} language={language} updating={false} />, {}, language);
    const summary = within(screen.getByRole('complementary'));
    expect(summary.getByText(when)).toBeVisible();
    expect(screen.queryByText(/Europe\/Paris/)).toBeNull();
  });
});
