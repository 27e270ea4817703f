import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { BookingAside } from '@/components/product/booking-aside';
import type { BookingProduct } from '@/lib/booking/types';
import type { VoucherType } from '@/provider/domain/catalogue';

const none = { from: null, retail: null, savingsPercent: null };

/** The aside without its booking panel (an unavailable product): what it promises about the voucher. */
function aside(type: VoucherType) {
  return renderShop(
    <BookingAside
      prices={{ 1: none, 2: none, 3: none }}
      locale="en-GB"
      available={false}
      voucher={{ validityMonths: 12, type }}
      freeCancellation="Free cancellation up to 24 hours before the departure"
      booking={{} as BookingProduct}
      calendarPromotion={false}
    />,
  );
}

describe('the product page’s voucher promise', () => {
  it('asks for a printout when the product takes paper vouchers only', () => {
    aside('paper');
    expect(screen.getByText('Print your voucher and bring it with you')).toBeVisible();
    expect(screen.queryByText('Show your ticket on your phone')).toBeNull();
  });

  it.each(['mobile', 'mobile_or_paper'] as const)('promises the phone for %s vouchers', (type) => {
    aside(type);
    expect(screen.getByText('Show your ticket on your phone')).toBeVisible();
  });
});
