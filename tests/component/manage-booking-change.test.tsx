import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, booking, changed, eur, fakeBookingApi, openBooking, refusal, requestsTo, setUpManagePage, ticket, user } from '../support/manage-booking-fakes';
import type { ChangeCalendar } from '@/lib/api/booking';

/** Changing the date: the days and times offered, each time's difference, what is paid or given back, the one request, the new ticket. */
setUpManagePage();

const may: ChangeCalendar = {
  line: 0,
  days: [
    {
      date: '2027-05-14',
      slots: [
        { time: '09:30', remaining: 20, difference: eur(0) },
        { time: '14:00', remaining: 3, difference: eur(500) },
      ],
    },
    { date: '2027-05-15', slots: [] },
    {
      date: '2027-05-20',
      slots: [
        { time: '10:00', remaining: 30, difference: eur(-300) },
        { time: '16:00', remaining: 30, difference: eur(0) },
      ],
    },
  ],
};

const movedTo = (date: string, time: string) => booking({ tickets: [ticket({ date, time, code: 'SS7K2QH9AB-1-2' })] });

async function openChange() {
  const u = user();
  await openBooking();
  await u.click(screen.getByRole('button', { name: 'Change date' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change the date' });
  await within(dialog).findByRole('button', { name: /20 May 2027, available/ });
  return { u, dialog };
}

describe('changing the date', () => {
  it('offers the days with departures, shows each time’s difference, and moves the ticket for the difference shown, giving it back', async () => {
    fakeBookingApi({ booking: booking(), calendar: may, change: [Response.json(changed(movedTo('2027-05-20', '10:00'), eur(-300)))] });
    const { u, dialog } = await openChange();
    expect(dialog).toHaveTextContent('Seine Evening Cruise: currently 14/05/2027, 09:30 Paris time.');
    expect(requestsTo('GET', 'booking/change/calendar')[0]!.url).toMatch(/line=0&from=2027-05-01$/);
    expect(within(dialog).getByRole('button', { name: /15 May 2027, not available/ })).toHaveAttribute('aria-disabled', 'true');

    await u.click(within(dialog).getByRole('button', { name: /20 May 2027, available/ }));
    const times = within(dialog).getByRole('group', { name: 'Times on 20/05/2027' });
    expect(within(times).getByRole('radio', { name: /10:00/ }).closest('label')).toHaveTextContent('10:00−€3.00');
    expect(within(times).getByRole('radio', { name: /16:00/ }).closest('label')).toHaveTextContent('16:00same price');

    await u.click(within(times).getByRole('radio', { name: /16:00/ }));
    expect(dialog).toHaveTextContent('No price difference');
    await u.click(within(times).getByRole('radio', { name: /10:00/ }));
    expect(dialog).toHaveTextContent('You get €3.00 back');
    expect(within(dialog).queryByLabelText('Card number')).toBeNull();

    await u.dblClick(within(dialog).getByRole('button', { name: 'Change to 20/05/2027, 10:00 Paris time' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your date has been changed. Your new tickets are on their way to ada@example.com.'));
    expect(screen.getByRole('status')).toHaveTextContent('New date: 20/05/2027, 10:00 Paris time, ticket SS7K2QH9AB-1-2. €3.00 will be back on your card within 5–10 days.');

    const posts = requestsTo('POST', 'booking/change');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await bodyOf(posts[0]!)).toEqual({ line: 0, date: '2027-05-20', time: '10:00', difference: { amount: -300, currency: 'EUR' } });
    const cruise = screen.getByRole('article', { name: 'Seine Evening Cruise' });
    expect(cruise).toHaveTextContent('SS7K2QH9AB-1-2');
    expect(cruise).toHaveTextContent('20/05/2027');
  });

  it('asks for the card when the new time costs more, and sends the difference shown with it', async () => {
    fakeBookingApi({ booking: booking(), calendar: may, change: [Response.json(changed(movedTo('2027-05-14', '14:00'), eur(500)))] });
    const { u, dialog } = await openChange();
    await u.click(within(dialog).getByRole('button', { name: /14 May 2027, your current date, available/ }));
    const times = within(dialog).getByRole('group', { name: 'Times on 14/05/2027' });
    expect(within(times).getByRole('radio', { name: /09:30/ })).toBeDisabled();
    expect(within(times).getByRole('radio', { name: /09:30/ }).closest('label')).toHaveTextContent('your current time');
    await u.click(within(times).getByRole('radio', { name: /14:00/ }));
    expect(within(times).getByRole('radio', { name: /14:00/ }).closest('label')).toHaveTextContent('+€5.00');
    expect(within(times).getByRole('radio', { name: /14:00/ }).closest('label')).toHaveTextContent('3 places left');
    expect(dialog).toHaveTextContent('You pay €5.00');

    const confirm = within(dialog).getByRole('button', { name: 'Change to 14/05/2027, 14:00 Paris time' });
    await within(dialog).findByLabelText('Card number');
    await u.click(confirm);
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(4);
    expect(requestsTo('POST', 'booking/change')).toHaveLength(0);

    await u.type(within(dialog).getByLabelText('Name on card'), 'Ada Lovelace');
    await u.type(within(dialog).getByLabelText('Card number'), '4111 1111 1111 1111');
    await u.type(within(dialog).getByLabelText('Expiry date'), '12/34');
    await u.type(within(dialog).getByLabelText('Security code (CVC)'), '737');
    await u.click(confirm);

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You paid €5.00.'));
    expect(await bodyOf(requestsTo('POST', 'booking/change')[0]!)).toEqual({
      line: 0,
      date: '2027-05-14',
      time: '14:00',
      difference: { amount: 500, currency: 'EUR' },
      paymentMethod: { type: 'scheme', number: '4111111111111111', expiryMonth: '12', expiryYear: '2034', cvc: '737', holderName: 'Ada Lovelace' },
      returnUrl: `${window.location.origin}/en/manage-booking`,
    });
  });

  it('says the price changed and reads the calendar again when the provider’s difference is another', async () => {
    fakeBookingApi({ booking: booking(), calendar: may, change: [refusal(409, 'PRICE_CHANGED')] });
    const { u, dialog } = await openChange();
    await u.click(within(dialog).getByRole('button', { name: /20 May 2027, available/ }));
    await u.click(within(dialog).getByRole('radio', { name: /16:00/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Change to 20/05/2027, 16:00 Paris time' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The price of this departure has just changed. Check the new difference and confirm again.');
    await waitFor(() => expect(requestsTo('GET', 'booking/change/calendar')).toHaveLength(2));
    expect(screen.getByRole('article', { name: 'Seine Evening Cruise' })).toHaveTextContent('SS7K2QH9AB-1');
  });

  it('says when the bank refuses the difference, and the booking stays as it was', async () => {
    fakeBookingApi({ booking: booking(), calendar: may, change: [Response.json({ result: 'refused', booking: booking(), difference: eur(0), refusalReason: 'REFUSED' })] });
    const { u, dialog } = await openChange();
    await u.click(within(dialog).getByRole('button', { name: /14 May 2027/ }));
    await u.click(within(dialog).getByRole('radio', { name: /14:00/ }));
    await u.type(await within(dialog).findByLabelText('Name on card'), 'Ada Lovelace');
    await u.type(within(dialog).getByLabelText('Card number'), '4000 0000 0000 0002');
    await u.type(within(dialog).getByLabelText('Expiry date'), '12/34');
    await u.type(within(dialog).getByLabelText('Security code (CVC)'), '737');
    await u.click(within(dialog).getByRole('button', { name: /^Change to/ }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your bank did not accept the payment. Your booking has not changed.');
    expect(screen.queryByText(/Your date has been changed/)).toBeNull();
    expect(screen.getByRole('article', { name: 'Seine Evening Cruise' })).toHaveTextContent('14/05/2027');
    expect(within(dialog).getByRole('radio', { name: /14:00/ })).toBeChecked();
  });
});
