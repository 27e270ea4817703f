import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agentBooking, eur, fakeAgentApi, openAgentArea, queryOf, refusal, requestsTo, setUpAgentTests, user } from '../support/agent-fakes';

/** The agency's bookings: what each shows, the search, the pages, the vouchers and "Manage". */
setUpAgentTests();

const page = (bookings = [agentBooking()], { page = 1, pages = 1, total = bookings.length } = {}) => Response.json({ bookings, page, pages, total });

describe('the bookings tab', () => {
  it('shows each booking: traveller, dates, status, money, how it was paid, who booked it, with its vouchers', async () => {
    fakeAgentApi({ bookings: page([agentBooking({ status: 'partly-cancelled', refunded: eur(3400), paidWith: 'card' })]) });
    openAgentArea({ hash: '#bookings' });
    const card = await screen.findByRole('article', { name: 'Booking SS7K2QH9AB' });
    const text = card.textContent;
    for (const fact of ['Partly cancelled', 'TravellerGrace Hopper', 'Booked on01/04/2027', 'Booked bySam Second', 'Agency referenceDTA / GH-17', 'Paid withCard', 'Total€68.00', 'Refunded€34.00', 'Commission€6.80', 'Seine Evening Cruise14/05/2027, 09:30Valid']) {
      expect(text).toContain(fact);
    }
    expect(within(card).getByRole('link', { name: 'Vouchers (PDF)' })).toHaveAttribute('href', '/api/v2/agent/bookings/SS7K2QH9AB/print');
    expect(within(card).getByRole('link', { name: 'Mobile voucher' })).toHaveAttribute('href', '/en/voucher?token=vT_1');
    expect(screen.getByText('1 booking')).toBeVisible();
  });

  it('sends the search, the dates and the status, from the first page', async () => {
    fakeAgentApi();
    openAgentArea();
    const u = user();
    await screen.findByRole('article');
    await u.type(screen.getByLabelText('Booking reference or traveller’s name'), ' Hopper ');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-04-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-04-30' } });
    await u.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    await u.click(screen.getByRole('button', { name: 'Search' }));
    await expect.poll(() => requestsTo('GET', 'agent/bookings').length).toBe(2);
    expect(queryOf(requestsTo('GET', 'agent/bookings')[1]!)).toEqual({ q: 'Hopper', from: '2027-04-01', to: '2027-04-30', status: 'cancelled', page: '1' });
  });

  it('refuses a range that ends before it starts, without asking', async () => {
    fakeAgentApi();
    openAgentArea();
    await screen.findByRole('article');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-05-02' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-05-01' } });
    await user().click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeVisible();
    expect(screen.getByLabelText('From')).toHaveFocus();
    expect(requestsTo('GET', 'agent/bookings')).toHaveLength(1);
  });

  it('turns the pages', async () => {
    fakeAgentApi({ bookings: (request) => page([agentBooking({ reference: `SSPAGE${queryOf(request).page}` })], { page: Number(queryOf(request).page), pages: 3, total: 41 }) });
    openAgentArea();
    const u = user();
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('article', { name: 'Booking SSPAGE2' })).toBeVisible();
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    expect(screen.getByText('41 bookings')).toBeVisible();
  });

  it('offers to book when the agency has no bookings, and says so when a search finds none', async () => {
    fakeAgentApi({ bookings: page([]) });
    openAgentArea();
    expect(await screen.findByText('Your agency has no bookings yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find tours to book' })).toHaveAttribute('href', '/en/destinations');
    await user().type(screen.getByLabelText('Booking reference or traveller’s name'), 'nobody{Enter}');
    expect(await screen.findByText('No booking matches your search.')).toBeVisible();
  });

  it('opens "Manage" in the manage-booking view with the booking’s token, and comes back to the list', async () => {
    fakeAgentApi();
    openAgentArea();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Manage (cancel or change date)' }));
    await u.click(await screen.findByRole('button', { name: 'Back to the bookings' }));
    expect(await screen.findByRole('button', { name: 'Manage (cancel or change date)' })).toHaveFocus();
    const [lookup] = requestsTo('GET', 'booking');
    expect(lookup!.headers.get('x-booking-token')).toBe('b1.SS7K2QH9AB.1.signature');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let calls = 0;
    fakeAgentApi({ bookings: () => (++calls === 1 ? refusal(500) : page()) });
    openAgentArea();
    await user().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Booking SS7K2QH9AB' })).toBeVisible();
  });
});
