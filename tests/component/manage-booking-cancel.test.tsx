import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, booking, eur, fakeBookingApi, openBooking, refusal, requestsTo, setUpManagePage, ticket, user } from '../support/manage-booking-fakes';

/** Cancelling: the dialog says what goes and what comes back; one request per confirmation, whatever the clicks; refusals explained. */
setUpManagePage();

const two = booking({
  paid: eur(10200),
  tickets: [ticket({ refund: eur(3400), price: eur(3400) }), ticket({ line: 1, code: 'SS7K2QH9AB-2', productName: 'Louvre Museum', time: null, kind: 'open', price: eur(6800), refund: eur(6800) })],
});

const afterCancel = (lines: number[], refunded: number) =>
  booking({
    ...two,
    status: lines.length === two.tickets.length ? 'cancelled' : 'partly-cancelled',
    refunded: eur(refunded),
    tickets: two.tickets.map((t) => (lines.includes(t.line) ? { ...t, status: 'cancelled' as const, canCancel: false, cancelBlock: 'TICKET_CANCELLED' as const, canChangeDate: false, changeBlock: 'TICKET_CANCELLED' as const } : t)),
  });

/** A reply the test lets go of when it wants: the cancellation stays "running" meanwhile. */
function held() {
  let release!: (response: Response) => void;
  const reply = new Promise<Response>((resolve) => (release = resolve));
  return { reply, release };
}

describe('cancelling', () => {
  it('states the ticket and the refund, sends one request with a key however often Confirm is pressed, then shows the cancelled ticket and says so', async () => {
    const answer = held();
    fakeBookingApi({ booking: two, cancel: [answer.reply] });
    const u = user();
    await openBooking();
    await u.click(within(screen.getByRole('article', { name: 'Seine Evening Cruise' })).getByRole('button', { name: 'Cancel this ticket' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel this ticket?' });
    expect(dialog).toHaveTextContent('You are cancelling this ticket:');
    expect(dialog).toHaveTextContent('Seine Evening Cruise · 14/05/2027, 09:30 Paris time');
    expect(dialog).not.toHaveTextContent('Louvre Museum');
    expect(dialog).toHaveTextContent('You will get €34.00 back on the card you paid with within 5–10 days.');
    expect(within(dialog).getByRole('button', { name: 'Keep my booking' })).toHaveFocus();

    await u.dblClick(within(dialog).getByRole('button', { name: 'Cancel the ticket' }));
    await u.click(within(dialog).getByRole('button', { name: 'Cancelling…' }));
    await waitFor(() => expect(requestsTo('POST', 'booking/cancel')).toHaveLength(1));
    answer.release(Response.json({ booking: afterCancel([0], 3400), refunded: eur(3400), lines: [0] }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your ticket has been cancelled. €34.00 will be back on your card within 5–10 days.'));
    const [request] = requestsTo('POST', 'booking/cancel');
    expect(requestsTo('POST', 'booking/cancel')).toHaveLength(1);
    expect(request!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(request!.headers.get('x-booking-token')).toBeTruthy();
    expect(await bodyOf(request!)).toEqual({ lines: [0] });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Seine Evening Cruise' })).getByText('Cancelled')).toBeVisible();
    expect(screen.getByText('Partly cancelled')).toBeVisible();
  });

  it('sends the same key again when the answer was lost, and a new key for the next confirmation', async () => {
    fakeBookingApi({
      booking: two,
      cancel: [
        () => {
          throw new TypeError('network down');
        },
        Response.json({ booking: afterCancel([0], 3400), refunded: eur(3400), lines: [0] }),
        Response.json({ booking: afterCancel([0, 1], 10200), refunded: eur(6800), lines: [1] }),
      ],
    });
    const u = user();
    await openBooking();
    await u.click(within(screen.getByRole('article', { name: 'Seine Evening Cruise' })).getByRole('button', { name: 'Cancel this ticket' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the ticket' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your ticket has been cancelled.'));

    await u.click(within(screen.getByRole('article', { name: 'Louvre Museum' })).getByRole('button', { name: 'Cancel this ticket' }));
    await u.click(within(await screen.findByRole('dialog', { name: 'Cancel this ticket?' })).getByRole('button', { name: 'Cancel the ticket' }));
    await waitFor(() => expect(requestsTo('POST', 'booking/cancel')).toHaveLength(3));

    const keys = requestsTo('POST', 'booking/cancel').map((request) => request.headers.get('idempotency-key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('cancels the whole booking with every ticket that can still go, and says money paid from credit goes back to the credit', async () => {
    const onCredit = { ...two, paidWith: 'credit' as const };
    fakeBookingApi({ booking: onCredit, cancel: [Response.json({ booking: { ...afterCancel([0, 1], 10200), paidWith: 'credit' }, refunded: eur(10200), lines: [0, 1] })] });
    const u = user();
    // Whoever looks (here a visitor who is no agent), the refund goes back the way the booking was paid.
    await openBooking();
    await u.click(screen.getByRole('button', { name: 'Cancel the whole booking' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel the whole booking?' });
    expect(dialog).toHaveTextContent('You are cancelling these 2 tickets:');
    expect(dialog).toHaveTextContent('Louvre Museum · 14/05/2027');
    expect(dialog).toHaveTextContent('You will get €102.00 back to your credit.');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel 2 tickets' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 tickets have been cancelled. €102.00 is back on your credit.'));
    expect(await bodyOf(requestsTo('POST', 'booking/cancel')[0]!)).toEqual({});
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByRole('button', { name: 'Cancel the whole booking' })).toBeNull();
  });

  it('explains a refusal in the dialog and shows the booking as it now stands', async () => {
    const late = booking({ ...two, tickets: [ticket({ canCancel: false, cancelBlock: 'CUTOFF_PASSED', canChangeDate: false, changeBlock: 'CUTOFF_PASSED' }), two.tickets[1]!] });
    let reads = 0;
    fakeBookingApi({ booking: () => Response.json(reads++ === 0 ? two : late), cancel: [refusal(422, 'CUTOFF_PASSED')] });
    const u = user();
    await openBooking();
    await u.click(within(screen.getByRole('article', { name: 'Seine Evening Cruise' })).getByRole('button', { name: 'Cancel this ticket' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel the ticket' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The cancellation period has just ended: this ticket can no longer be cancelled.');
    await waitFor(() => expect(dialog).toHaveTextContent('There is nothing left to cancel in this booking.'));
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('article', { name: 'Seine Evening Cruise' })).toHaveTextContent('The free cancellation period ended on 13/05/2027 09:30 Paris time.');
  });

  it('closes with Escape and cancels nothing', async () => {
    fakeBookingApi({ booking: two });
    const u = user();
    await openBooking();
    const opener = within(screen.getByRole('article', { name: 'Seine Evening Cruise' })).getByRole('button', { name: 'Cancel this ticket' });
    await u.click(opener);
    const dialog = await screen.findByRole('dialog');
    dialog.dispatchEvent(new Event('cancel'));
    (dialog as HTMLDialogElement).close();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    expect(requestsTo('POST', 'booking/cancel')).toHaveLength(0);
  });
});
