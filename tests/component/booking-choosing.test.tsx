import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { add, addToCart, alert, book, cart, chooseDay, day, product, refusal, requestsTo, setUpBookingPanel } from '../support/booking-panel-fakes';
import { navigation } from '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { BookingPanel } from '@/components/booking/booking-panel';
import { visitorActions } from '@/stores/visitor-store';
import en from '@/messages/en.json';

/** Choosing tickets in the booking panel and booking them. */
setUpBookingPanel();

describe('BookingPanel: choosing and booking', () => {
  it('shows an American the departures on a 12-hour clock, on the city’s time named by the city', async () => {
    renderShop(<BookingPanel product={product} available />, {}, 'en-us');
    await chooseDay('May 11, 2027');
    await add('Adult', 2);
    expect(screen.getByRole('button', { name: 'Morning tour' })).toHaveAccessibleDescription(/Departures: 9:00 AM, 11:30 AM/);
    await userEvent.click(screen.getByRole('button', { name: 'Morning tour' }));
    expect(screen.getByText('All times are Paris time')).toBeVisible();
    expect(await screen.findByRole('radio', { name: /^11:30 AM Sold out/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /^9:00 AM/ })).toBeEnabled();
  });

  it('prices passengers, options and the total live, and books the chosen tickets', async () => {
    renderShop(<BookingPanel product={product} available />);
    await chooseDay('11 May 2027');
    const adults = screen.getByRole('group', { name: 'Adult' });
    expect(within(adults).getByText('From 18 years')).toBeVisible();
    expect(within(adults).getByText('from €22.00')).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Child' })).getByText('From 6 to 12 years')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();

    await add('Adult', 2);
    expect(within(adults).getByText('2')).toBeVisible();
    expect(screen.getByText('2 passengers')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Private tour' })).toHaveAccessibleDescription(/Private car.*Only 6 tickets left.*Not available for the passengers chosen/);
    expect(screen.getByRole('button', { name: 'Morning tour' })).toHaveAccessibleDescription(/Duration: 2 hours 30 minutes.*Departures: 09:00, 11:30.*€44\.00 in total/);

    await userEvent.click(screen.getByRole('button', { name: 'Morning tour' }));
    expect(screen.getByRole('button', { name: 'Morning tour', pressed: true })).toBeVisible();
    expect(within(adults).getByText('€22.00 each')).toBeVisible();
    expect(screen.getByText('All times are Paris time')).toBeVisible();
    expect(screen.getByRole('radio', { name: /^11:30 Sold out/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /^09:00/ }));
    expect(screen.getByRole('group', { name: 'Tour language (required)' })).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'French' }));

    expect(screen.getByText('2 × Adult').nextElementSibling).toHaveTextContent('€44.00');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('€50.00 €44.00');
    expect(screen.getByText('You save €6.00')).toBeVisible();

    let answer!: (response: Response) => void;
    addToCart.reply = () => new Promise<Response>((resolve) => (answer = resolve));
    await book();
    const button = screen.getByRole('button', { name: 'Adding to your basket…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(requestsTo('/addToCart')).toHaveLength(1);
    answer(cart());

    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/shopping-cart'));
    const request = requestsTo('/addToCart')[0]!;
    expect(await request.json()).toEqual({
      productId: 4103,
      optionId: 41031,
      date: '2027-05-11',
      time: '09:00',
      units: [{ type: 'adult', quantity: 2 }],
      packageChoices: [4103112],
    });
    expect(request.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.headers.get('x-currency')).toBe('1');
    expect(request.headers.get('x-language')).toBe('en');
  });

  it('books an open-dated option without a time, and a fresh key for each press', async () => {
    addToCart.reply = () => refusal(500);
    renderShop(<BookingPanel product={product} available />);
    await chooseDay('11 May 2027');
    await add('Adult');
    await userEvent.click(screen.getByRole('button', { name: 'Day pass' }));
    expect(screen.queryByText('All times are Paris time')).toBeNull();
    expect(screen.getByRole('button', { name: 'Day pass' })).toHaveAccessibleDescription(/Open-top bus.*Open ticket, no fixed start time/);
    await book();
    expect(await alert(en.booking.errors.TECHNICAL)).toBeVisible();
    addToCart.reply = cart;
    await book();
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/shopping-cart'));
    const [first, second] = requestsTo('/addToCart');
    expect(await second!.json()).toEqual({ productId: 4103, optionId: 41033, date: '2027-05-11', units: [{ type: 'adult', quantity: 1 }], packageChoices: [] });
    expect(first!.headers.get('idempotency-key')).not.toBe(second!.headers.get('idempotency-key'));
  });

  it('reads prices in the visitor’s currency and again when it changes', async () => {
    renderShop(<BookingPanel product={product} available />, { currency: 2 });
    expect(await day(/11 May 2027, Available, from £25\.50$/)).toBeVisible();
    expect(requestsTo('/availability')[0]!.headers.get('x-currency')).toBe('2');
    await chooseDay('11 May 2027');
    await add('Adult');
    await userEvent.click(screen.getByRole('button', { name: 'Morning tour' }));
    expect(screen.getAllByText('£22.00').length).toBeGreaterThan(0);

    act(() => visitorActions.setCurrency(3));
    expect(await screen.findAllByText('US$22.00')).not.toHaveLength(0);
    expect(requestsTo('/option/availability').at(-1)!.headers.get('x-currency')).toBe('3');
  });
});
