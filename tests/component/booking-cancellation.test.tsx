import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { add, chooseDay, FREE_24H, options, product, provider, setUpBookingPanel } from '../support/booking-panel-fakes';
import { fakeProvider } from '../support/fake-provider';
import { renderShop } from '../support/render-shop';
import { BookingPanel } from '@/components/booking/booking-panel';
import type { ProductDay } from '@/lib/booking/types';

/**
 * The booking panel states the chosen ticket's cancellation terms: the rule until a departure is
 * chosen, then its exact deadline on Paris's clocks. It is 09:00 in Paris on Monday 10 May 2027;
 * the morning tour is free to cancel up to 24 hours before, the private tour refunds half up
 * to 48 hours before, the day pass is non-refundable.
 */
setUpBookingPanel();

describe('BookingPanel: cancellation terms', () => {
  it('states the rule once a tour is chosen, then the exact deadline of the chosen departure on the city’s clock', async () => {
    renderShop(<BookingPanel product={product} available />);
    await chooseDay('15 May 2027');
    await add('Adult', 2);
    expect(screen.queryByText(/cancellation/i)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Morning tour' }));
    expect(await screen.findByText('Free cancellation up to 24 hours before the departure')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: /^09:00/ }));
    expect(screen.getByText('Free cancellation until 14/05/2027 09:00 Paris time')).toBeVisible();
  });

  it('writes an American the deadline with the month by name and a 12-hour clock', async () => {
    renderShop(<BookingPanel product={product} available />, {}, 'en-us');
    await chooseDay('May 15, 2027');
    await add('Adult', 2);
    await userEvent.click(screen.getByRole('button', { name: 'Morning tour' }));
    await userEvent.click(screen.getByRole('radio', { name: /^9:00 AM/ }));
    expect(screen.getByText('Free cancellation until May 14, 2027, 9:00 AM Paris time')).toBeVisible();
  });

  it('gives a partial refund’s deadline, and says when a departure is already too close to cancel', async () => {
    renderShop(<BookingPanel product={product} available />);
    await chooseDay('15 May 2027');
    await add('Adult', 4);
    await userEvent.click(screen.getByRole('button', { name: 'Private tour' }));
    await userEvent.click(screen.getByRole('radio', { name: /^15:00/ }));
    expect(screen.getByText('Cancel until 13/05/2027 15:00 Paris time for a 50% refund')).toBeVisible();

    // Tomorrow at 15:00 is less than 48 hours away.
    await userEvent.click(screen.getByRole('button', { name: 'Change date' }));
    await chooseDay('11 May 2027');
    await userEvent.click(screen.getByRole('button', { name: 'Private tour' }));
    await userEvent.click(screen.getByRole('radio', { name: /^15:00/ }));
    expect(screen.getByText('This departure can no longer be cancelled: cancellation closes 48 hours before it leaves')).toBeVisible();
  });

  it('says a non-refundable ticket cannot be cancelled', async () => {
    renderShop(<BookingPanel product={product} available />);
    await chooseDay('15 May 2027');
    await add('Adult');
    await userEvent.click(screen.getByRole('button', { name: 'Day pass' }));
    expect(screen.getByText('Non-refundable: this ticket cannot be cancelled')).toBeVisible();
  });

  it('gives an open ticket free to cancel its last day: 12 months from today, the day it is bought', async () => {
    // The day pass sold on the standard terms instead.
    fakeProvider.handler = async (request) => {
      if (!new URL(request.url).pathname.endsWith('/option/availability')) return provider(request);
      const day = (await (provider(request) as Response).json()) as ProductDay;
      return Response.json({ ...day, options: options(day.day, 'EUR').map((option) => (option.kind === 'open' ? { ...option, cancellation: FREE_24H } : option)) });
    };
    renderShop(<BookingPanel product={product} available />);
    await chooseDay('15 May 2027');
    await add('Adult');
    await userEvent.click(screen.getByRole('button', { name: 'Day pass' }));
    expect(screen.getByText('Free cancellation until first use, at the latest 09/05/2028')).toBeVisible();
  });
});
