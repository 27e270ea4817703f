import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { add, addToCart, alert, book, chooseDay, product, readyToBook, refusal, requestsTo, setUpBookingPanel } from '../support/booking-panel-fakes';
import { navigation } from '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { BookingPanel } from '@/components/booking/booking-panel';
import en from '@/messages/en.json';

/** What stops a booking, and how the panel says it (spec §5, §8). */
setUpBookingPanel();

describe('BookingPanel: what stops a booking (spec §5, §8)', () => {
  it('says what is missing, where it is put right, one step after another', async () => {
    renderShop(<BookingPanel product={product} available />);
    await screen.findByRole('grid', { name: 'May 2027' });

    await book();
    expect(await alert('Please select a date')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: /10 May 2027/ })).toHaveFocus());

    await chooseDay('11 May 2027');
    await book();
    expect(await alert('Please add at least one passenger')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a ticket: Adult' })).toHaveFocus();

    await add('Adult');
    await book();
    expect(await alert('Please choose a ticket')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Morning tour' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Private tour' }));
    await book();
    expect(await alert('It is not possible to add to cart, this option needs minimum passengers')).toBeVisible();

    await add('Student');
    await book();
    expect(await alert('It is not possible to select this option')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Morning tour' }));
    await book();
    expect(await alert('Please select a time slot')).toBeVisible();
    expect(screen.getByRole('radio', { name: /^09:00/ })).toHaveFocus();

    await userEvent.click(screen.getByRole('radio', { name: /^09:00/ }));
    await book();
    expect(await alert('It is mandatory to select all package options')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'English' })).toHaveFocus();

    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getByText(en.booking.student.notice)).toBeVisible();
    await book();
    expect(await alert('Please confirm that each student will show a valid student card')).toBeVisible();
    const card = screen.getByRole('checkbox', { name: en.booking.student.confirm });
    expect(card).toBeRequired();
    expect(card).toHaveFocus();
    await userEvent.click(card);
    expect(screen.queryByRole('alert')).toBeNull();

    await book();
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/shopping-cart'));
    expect(await requestsTo('/addToCart')[0]!.json()).toMatchObject({ units: [{ type: 'adult', quantity: 1 }, { type: 'student', quantity: 1 }], time: '09:00', packageChoices: [4103111] });
  });

  it('says when no option suits the date and passengers', async () => {
    renderShop(<BookingPanel product={product} available />);
    await chooseDay('14 May 2027');
    await add('Adult', 4);
    expect(screen.getByRole('button', { name: 'Morning tour' })).toHaveAccessibleDescription(/Only 2 tickets left.*Not available for the passengers chosen/);
    expect(screen.getByRole('button', { name: 'Morning tour' })).toBeDisabled();
    // Said as soon as the fourth passenger is added, before "Book now".
    expect(await alert('There are no options available to match the selected date and number of passengers')).toBeVisible();
    await book();
    expect(await alert('There are no options available to match the selected date and number of passengers')).toBeVisible();
    expect(requestsTo('/addToCart')).toHaveLength(0);
  });

  it('asks before changing a configured option; continuing clears its time and package options', async () => {
    renderShop(<BookingPanel product={product} available />);
    await readyToBook();

    await userEvent.click(screen.getByRole('button', { name: 'Private tour' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change your ticket?' });
    expect(dialog).toHaveAccessibleDescription('The time and package options you chose will be cleared.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Morning tour', pressed: true })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /^09:00/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Private tour' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Morning tour', pressed: true })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Private tour' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: 'Private tour', pressed: true })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /^15:00/ })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'English' })).toBeNull();

    // Back to the morning tour: nothing configured on the private one, so no question, and a clean slate.
    await userEvent.click(screen.getByRole('button', { name: 'Morning tour' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('radio', { name: /^09:00/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
  });

  it.each([
    ['NOT_ENOUGH_PLACES', 409],
    ['TIME_UNAVAILABLE', 422],
    ['DAY_UNAVAILABLE', 422],
    ['SOLD_OUT', 409],
    ['TEMPORARILY_UNAVAILABLE', 422],
    ['CART_FULL', 422],
  ] as const)('shows the provider’s refusal %s in the visitor’s words', async (reason, status) => {
    addToCart.reply = () => refusal(status, reason);
    renderShop(<BookingPanel product={product} available />);
    await readyToBook();
    const daysRead = requestsTo('/option/availability').length;
    await book();
    expect(await alert(en.booking.errors[reason])).toBeVisible();
    expect(navigation.push).not.toHaveBeenCalled();
    if (reason !== 'CART_FULL') await waitFor(() => expect(requestsTo('/option/availability').length).toBeGreaterThan(daysRead));
  });

  it('leaves a lost session to the session handler: home, no message here', async () => {
    addToCart.reply = () => Response.json({ error: 'UNAUTHORIZED', message: 'expired' }, { status: 401 });
    renderShop(<BookingPanel product={product} available />);
    await readyToBook();
    await book();
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/home'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
