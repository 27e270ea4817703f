import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { add, alert, book, day, FREE_24H, product, provider, requestsTo, setUpBookingPanel, unit } from '../support/booking-panel-fakes';
import { fakeProvider } from '../support/fake-provider';
import { renderShop } from '../support/render-shop';
import { BookingPanel } from '@/components/booking/booking-panel';
import type { OptionDay, ProductDay } from '@/lib/booking/types';
import en from '@/messages/en.json';

/** Departures and options too small for the party (the private tour 5007: six seats a car). */
setUpBookingPanel();

const NO_MATCH = en.booking.errors.NO_MATCHING_OPTION;

const carTour = (id: number, name: string, times: OptionDay['times']): OptionDay => ({
  id,
  name,
  kind: 'timed',
  duration: { value: 4, unit: 'hour' },
  status: 'available',
  minPassengers: 2,
  remaining: Math.max(...times.map((t) => t.remaining)),
  times,
  units: [unit('adult', 'Adult', 9000, 'EUR')],
  packageGroups: [],
  identityDocumentRequired: false,
  cancellation: FREE_24H,
});

/** 11 May: the half day has six seats at 09:00; the full day six at 09:00 and three at 14:00. */
const privateDay: OptionDay[] = [
  carTour(41031, 'Half day', [{ time: '09:00', status: 'available', capacity: 6, remaining: 6 }]),
  carTour(41032, 'Full day', [
    { time: '09:00', status: 'available', capacity: 6, remaining: 6 },
    { time: '14:00', status: 'almost_sold_out', capacity: 6, remaining: 3 },
  ]),
];

function servePrivateTour() {
  fakeProvider.handler = (request) => {
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/option/availability')) return provider(request);
    const date = url.searchParams.get('day')!;
    return Response.json({ productId: 4103, day: date, timeZone: 'Europe/Paris', status: 'available', options: privateDay } satisfies ProductDay);
  };
}

async function chooseMay11() {
  await userEvent.click(await day(/11 May 2027, Available/));
  return screen.findByRole('button', { name: 'Full day' });
}

describe('BookingPanel: places for the whole party', () => {
  it('says at once that no option takes seven passengers, lets none be chosen and asks for no time', async () => {
    servePrivateTour();
    renderShop(<BookingPanel product={product} available />);
    await chooseMay11();
    await add('Adult', 7);

    expect(await alert(NO_MATCH)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Half day' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Full day' })).toBeDisabled();
    expect(screen.queryByRole('radio')).toBeNull();

    await book();
    expect(screen.getAllByText(NO_MATCH)).toHaveLength(1);
    expect(screen.queryByText(en.booking.errors.NO_TIME_SLOT)).toBeNull();
    expect(requestsTo('/addToCart')).toHaveLength(0);

    // One passenger fewer and the cars take them again.
    await userEvent.click(screen.getByRole('button', { name: 'Remove a ticket: Adult' }));
    await waitFor(() => expect(screen.queryByText(NO_MATCH)).toBeNull());
    expect(screen.getByRole('button', { name: 'Full day' })).toBeEnabled();
  });

  it('shows a departure with too few places as such, and it cannot be chosen', async () => {
    servePrivateTour();
    renderShop(<BookingPanel product={product} available />);
    await chooseMay11();
    await add('Adult', 4);
    await userEvent.click(screen.getByRole('button', { name: 'Full day' }));

    const late = await screen.findByRole('radio', { name: /^14:00/ });
    expect(late).toBeDisabled();
    expect(late.closest('label')).toHaveTextContent('Only 3 places left: not enough for your party');
    expect(screen.getByRole('radio', { name: /^09:00/ })).toBeEnabled();

    await book();
    expect(await alert(en.booking.errors.NO_TIME_SLOT)).toBeVisible();
    expect(screen.getByRole('radio', { name: /^09:00/ })).toHaveFocus();
  });

  it('lets a chosen departure go when the party outgrows it, and gives it back when it shrinks', async () => {
    servePrivateTour();
    renderShop(<BookingPanel product={product} available />);
    await chooseMay11();
    await add('Adult', 3);
    await userEvent.click(screen.getByRole('button', { name: 'Full day' }));
    await userEvent.click(screen.getByRole('radio', { name: /^14:00/ }));

    await add('Adult');
    expect(screen.getByRole('radio', { name: /^14:00/ })).not.toBeChecked();
    await book();
    expect(await alert(en.booking.errors.NO_TIME_SLOT)).toBeVisible();

    await userEvent.click(within(screen.getByRole('group', { name: 'Adult' })).getByRole('button', { name: 'Remove a ticket: Adult' }));
    expect(screen.getByRole('radio', { name: /^14:00/ })).toBeChecked();
  });
});
