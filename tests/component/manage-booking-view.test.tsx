import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { booking, eur, fakeBookingApi, openBooking, openManagePage, refusal, requestsTo, setUpManagePage, ticket, user } from '../support/manage-booking-fakes';

/** The booking as the visitor sees it: status, money, each ticket's terms and deadline, why an action is not possible, the history. */
setUpManagePage();

const london = { locationName: 'London', timeZone: 'Europe/London', productName: 'London Eye', optionName: 'Standard entry', date: '2027-05-01', time: '10:00' };

const mixed = booking({
  status: 'partly-cancelled',
  paid: eur(20300),
  refunded: eur(3400),
  tickets: [
    ticket({ wallet: { apple: '/api/v2/tickets/SS7K2QH9AB-1/apple-wallet', google: 'https://pay.google.com/gp/v/save/abc' } }),
    ticket({
      ...london,
      line: 1,
      code: 'SS7K2QH9AB-2',
      canCancel: false,
      cancelBlock: 'CUTOFF_PASSED',
      canChangeDate: false,
      changeBlock: 'CUTOFF_PASSED',
      policy: { refundType: 'full', refundPercent: 100, cutoffMinutes: 1440, deadline: '2027-04-30T09:00:00.000Z' },
    }),
    ticket({ line: 2, code: 'SS7K2QH9AB-3', productName: 'Louvre Museum', status: 'used', canCancel: false, cancelBlock: 'TICKET_USED', canChangeDate: false, changeBlock: 'TICKET_USED' }),
    ticket({
      line: 3,
      code: 'SS7K2QH9AB-4',
      productName: 'Moulin Rouge Show',
      policy: { refundType: 'none', refundPercent: 0, cutoffMinutes: 1440, deadline: null },
      refund: eur(0),
      canCancel: false,
      cancelBlock: 'NOT_REFUNDABLE',
      canChangeDate: false,
      changeBlock: 'NOT_REFUNDABLE',
    }),
    ticket({ line: 4, code: 'SS7K2QH9AB-5', productName: 'Versailles Palace', policy: { refundType: 'partial', refundPercent: 50, cutoffMinutes: 2880, deadline: '2027-05-12T07:30:00.000Z' }, canChangeDate: false, changeBlock: 'NOT_REFUNDABLE' }),
    ticket({ line: 5, code: 'SS7K2QH9AB-6', productName: 'Catacombs', status: 'cancelled', canCancel: false, cancelBlock: 'TICKET_CANCELLED', canChangeDate: false, changeBlock: 'TICKET_CANCELLED' }),
  ],
  history: [
    { at: '2027-04-01T09:00:00.000Z', kind: 'booked', amount: eur(20300), lines: [0, 1, 2, 3, 4, 5] },
    { at: '2027-04-02T10:15:00.000Z', kind: 'cancelled', amount: null, lines: [5] },
    { at: '2027-04-02T10:15:01.000Z', kind: 'refunded', amount: eur(3400), lines: [5] },
  ],
});

const card = (name: string) => screen.getByRole('article', { name });

describe('the booking view', () => {
  it('shows the reference, the status, what was paid and refunded, and the vouchers', async () => {
    fakeBookingApi({ booking: mixed });
    await openBooking();
    expect(screen.getByText('Partly cancelled')).toBeVisible();
    const totals = screen.getByText('Paid').closest('dl')!;
    expect(totals).toHaveTextContent('Paid€203.00');
    expect(totals).toHaveTextContent('Refunded€34.00');
    expect(totals).toHaveTextContent('ada@example.com');
    expect(screen.getByRole('link', { name: 'Show mobile voucher' })).toHaveAttribute('href', '/en/voucher?token=vT_1');
    expect(screen.getByRole('link', { name: 'Download vouchers (PDF)' })).toHaveAttribute('href', '/api/v2/transaction/voucher?token=vT_1&format=pdf');
    expect(screen.getByRole('button', { name: 'Cancel the whole booking' })).toBeVisible();
  });

  it('states each ticket’s terms with its deadline on the city’s clock, and its time with the city', async () => {
    fakeBookingApi({ booking: mixed });
    await openBooking();
    const cruise = card('Seine Evening Cruise');
    expect(cruise).toHaveTextContent('09:30 Paris time');
    expect(cruise).toHaveTextContent('2 × Adult');
    expect(cruise).toHaveTextContent('SS7K2QH9AB-1');
    expect(within(cruise).getByText('Valid')).toBeVisible();
    expect(within(cruise).getByText('Free cancellation until 13/05/2027 09:30 Paris time')).toBeVisible();
    expect(within(cruise).getByRole('button', { name: 'Cancel this ticket' })).toBeVisible();
    expect(within(cruise).getByRole('button', { name: 'Change date' })).toBeVisible();
    expect(within(cruise).getByRole('link', { name: 'Add to Apple Wallet' })).toHaveAttribute('href', '/api/v2/tickets/SS7K2QH9AB-1/apple-wallet');
    expect(within(cruise).getByRole('link', { name: 'Save to Google Wallet' })).toHaveAttribute('href', 'https://pay.google.com/gp/v/save/abc');

    expect(within(card('Versailles Palace')).getByText('Cancel until 12/05/2027 09:30 Paris time for a 50% refund')).toBeVisible();
  });

  it('says why a ticket cannot be cancelled or moved instead of offering it', async () => {
    fakeBookingApi({ booking: mixed });
    await openBooking();
    const eye = card('London Eye');
    expect(within(eye).queryByRole('button')).toBeNull();
    expect(eye).toHaveTextContent('The free cancellation period ended on 30/04/2027 10:00 London time.');
    expect(eye).toHaveTextContent('The date could be changed until 30/04/2027 10:00 London time.');

    const louvre = card('Louvre Museum');
    expect(within(louvre).getByText('Used')).toBeVisible();
    expect(louvre).toHaveTextContent('Already used: this ticket can no longer be cancelled.');
    expect(louvre).not.toHaveTextContent('the date can no longer be changed');

    const show = card('Moulin Rouge Show');
    expect(within(show).getAllByText(/^Non-refundable: this ticket cannot be cancelled/)).toHaveLength(1);
    expect(show).toHaveTextContent('The date of a non-refundable ticket cannot be changed.');
    expect(within(show).queryByRole('button')).toBeNull();

    const versailles = card('Versailles Palace');
    expect(within(versailles).getByRole('button', { name: 'Cancel this ticket' })).toBeVisible();
    expect(within(versailles).queryByRole('button', { name: 'Change date' })).toBeNull();

    const catacombs = card('Catacombs');
    expect(within(catacombs).getByText('Cancelled')).toBeVisible();
    expect(within(catacombs).queryByRole('button')).toBeNull();
  });

  it('lists the history, newest first, with the tickets and amounts', async () => {
    fakeBookingApi({ booking: mixed });
    await openBooking();
    const items = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^02\/04\/2027, \d\d:\d\dRefund sent · ticket SS7K2QH9AB-6€34\.00$/),
      expect.stringMatching(/^02\/04\/2027, \d\d:\d\dCancelled · ticket SS7K2QH9AB-6$/),
      expect.stringMatching(/Booked and paid · tickets SS7K2QH9AB-1, .*SS7K2QH9AB-6€203\.00$/),
    ]);
  });

  it('hides whole-booking cancellation when nothing can be cancelled', async () => {
    fakeBookingApi({ booking: booking({ tickets: [ticket({ canCancel: false, cancelBlock: 'CUTOFF_PASSED' })] }) });
    await openBooking();
    expect(screen.queryByRole('button', { name: 'Cancel the whole booking' })).toBeNull();
  });

  it('writes dates and times the American way in en-us', async () => {
    fakeBookingApi({ booking: booking() });
    sessionStorage.setItem('manageBooking.token', JSON.stringify({ token: 't', expiresAt: null }));
    openManagePage({ address: '/en-us/manage-booking', language: 'en-us' });
    const cruise = await screen.findByRole('article', { name: 'Seine Evening Cruise' });
    expect(cruise).toHaveTextContent('Free cancellation until May 13, 2027, 9:30 AM Paris time');
    expect(cruise).toHaveTextContent('9:30 AM Paris time');
  });

  it('resends the confirmation email and says where to; says so when asked too often', async () => {
    const resent = booking({ history: [...booking().history, { at: '2027-04-03T08:00:00.000Z', kind: 'emailResent', amount: null, lines: [] }] });
    fakeBookingApi({ booking: booking(), resend: Response.json(resent) });
    const u = user();
    await openBooking();
    await u.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('We have sent the confirmation email again to ada@example.com.'));
    expect(requestsTo('POST', 'booking/resend')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')[0]).toHaveTextContent('Confirmation email sent again');

    fakeBookingApi({ booking: booking(), resend: refusal(429) });
    await u.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email was sent again a moment ago.');
  });
});
