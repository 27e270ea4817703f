import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { booking, eur, fakeBookingApi, openBooking, refusal, requestsTo, setUpManagePage, ticket, user } from '../support/manage-booking-fakes';
import { events, layer, resetDataLayer } from '../support/tracking-fakes';

/** Manage my booking's cancel dialog reports a refund (GA4) once the provider has cancelled, and only then. */
setUpManagePage();
beforeEach(resetDataLayer);

const two = booking({
  paid: eur(10200),
  tickets: [ticket({ refund: eur(3400), price: eur(3400) }), ticket({ line: 1, code: 'SS7K2QH9AB-2', productName: 'Louvre Museum', time: null, kind: 'open', price: eur(6800), refund: eur(6800) })],
});

const cancelled = (lines: number[]) =>
  booking({
    ...two,
    status: 'partly-cancelled',
    tickets: two.tickets.map((t) => (lines.includes(t.line) ? { ...t, status: 'cancelled' as const, canCancel: false, cancelBlock: 'TICKET_CANCELLED' as const } : t)),
  });

async function cancelTheCruise() {
  const u = user();
  await openBooking();
  await u.click(within(screen.getByRole('article', { name: 'Seine Evening Cruise' })).getByRole('button', { name: 'Cancel this ticket' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this ticket?' });
  await u.dblClick(within(dialog).getByRole('button', { name: 'Cancel the ticket' }));
  return dialog;
}

describe('cancellation tracking', () => {
  it('pushes refund once with the booking’s reference and the amount given back, after the provider cancelled', async () => {
    fakeBookingApi({ booking: two, cancel: [Response.json({ booking: cancelled([0]), refunded: eur(3400), lines: [0] })] });
    await cancelTheCruise();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your ticket has been cancelled.'));

    expect(events('refund')).toEqual([{ event: 'refund', ecommerce: { transaction_id: 'SS7K2QH9AB', currency: 'EUR', value: 34 } }]);
    expect(layer()[layer().indexOf(events('refund')[0]) - 1]).toEqual({ ecommerce: null });
    expect(requestsTo('POST', 'booking/cancel')).toHaveLength(1);
  });

  it('pushes one refund when the answer was lost and the same cancellation is sent again', async () => {
    fakeBookingApi({
      booking: two,
      cancel: [
        () => {
          throw new TypeError('network down');
        },
        Response.json({ booking: cancelled([0]), refunded: eur(3400), lines: [0] }),
      ],
    });
    await cancelTheCruise();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your ticket has been cancelled.'));
    expect(requestsTo('POST', 'booking/cancel')).toHaveLength(2);
    expect(events('refund')).toHaveLength(1);
  });

  it('pushes nothing when the cancellation gave nothing back', async () => {
    fakeBookingApi({ booking: two, cancel: [Response.json({ booking: cancelled([0]), refunded: eur(0), lines: [0] })] });
    await cancelTheCruise();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your ticket has been cancelled.'));
    expect(events('refund')).toEqual([]);
  });

  it('pushes nothing when the cancellation is refused', async () => {
    fakeBookingApi({ booking: two, cancel: [refusal(422, 'CUTOFF_PASSED')] });
    const dialog = await cancelTheCruise();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The cancellation period has just ended');
    expect(events('refund')).toEqual([]);
  });

  it('pushes nothing when the provider cannot be reached', async () => {
    const down = () => {
      throw new TypeError('network down');
    };
    fakeBookingApi({ booking: two, cancel: [down, down, down, down] });
    const dialog = await cancelTheCruise();
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
    expect(events('refund')).toEqual([]);
  });
});
