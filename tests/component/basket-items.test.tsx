import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { busTour, cruise, fakeBasket, palaceEntry, renderBasket, requestsTo, setUpBasket } from '../support/basket-fakes';
import { fakeProvider } from '../support/fake-provider';
import { navigation } from '../support/navigation-mock';
import { COOKIES } from '@/lib/cookies/names';

/** The basket page: its items, removing them, discount codes and the traveller’s details. */
setUpBasket();

describe('the basket', () => {
  it('writes an American the month by name and a 12-hour clock, the zone named by its city', async () => {
    fakeBasket([cruise()]);
    renderBasket({ language: 'en-us' });
    const item = within(await screen.findByRole('article', { name: 'Seine Evening Cruise' }));
    expect(item.getByText('May 12, 2027')).toBeVisible();
    expect(item.getByText('10:00 AM Paris time')).toBeVisible();
    expect(item.queryByText('12/05/2027')).toBeNull();
  });

  it('lists each item with its product link, city, option, date, time on the city’s clock, passengers, package choices and price, under a hold countdown', async () => {
    fakeBasket([cruise(), busTour()]);
    renderBasket();
    const cruiseItem = await screen.findByRole('article', { name: 'Seine Evening Cruise' });
    const item = within(cruiseItem);
    expect(item.getByRole('link', { name: 'Seine Evening Cruise' })).toHaveAttribute('href', '/en/41/paris/4103/seine-evening-cruise');
    expect(item.getByText('Paris · Cruise with dinner')).toBeVisible();
    expect(item.getByText('12/05/2027')).toBeVisible();
    expect(item.getByText('10:00 Paris time')).toBeVisible();
    expect(cruiseItem).not.toHaveTextContent('Europe/Paris');
    expect(item.getByText('2 × Adult')).toBeVisible();
    expect(item.getByText('Language').nextElementSibling).toHaveTextContent('English');
    expect(item.getByText('€25.00')).toBeVisible();

    const bus = within(screen.getByRole('article', { name: 'Paris Hop-On Hop-Off Bus Tour' }));
    expect(bus.getByText('Any time that day')).toBeVisible();
    expect(bus.getByText('1 × Adult')).toBeVisible();
    expect(bus.queryByText(/Child/)).toBeNull();

    // 60:00 or 59:59 depending on the second the test starts in.
    const countdown = screen.getByText(/We hold your places for/);
    expect(countdown).toHaveTextContent(/We hold your places for (60:00|59:5\d)/);
    // Screen readers are told at 10, 5, 2 and 1 minutes left, not every second.
    expect(countdown.parentElement!.querySelector('[aria-live="polite"]')).toHaveTextContent(/^$/);
    const totals = screen.getByRole('complementary', { name: 'Summary' });
    expect(within(totals).getByText('Total').nextElementSibling).toHaveTextContent(/^€58\.00$/);
    expect(fakeProvider.requests[0]!.headers.get('x-language')).toBe('en');
    expect(fakeProvider.requests[0]!.headers.get('x-currency')).toBe('1');
  });

  it('removes an item, moves the keyboard to the next one, updates the header’s count, and ends on the empty basket', async () => {
    fakeBasket([cruise(), busTour()]);
    renderBasket();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Seine Evening Cruise' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Seine Evening Cruise' })).toBeNull());
    expect(requestsTo('DELETE', 'sale/delete/1')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('article', { name: 'Paris Hop-On Hop-Off Bus Tour' })).toHaveFocus());
    expect(screen.getByText('Seine Evening Cruise was removed from your basket.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Paris Hop-On Hop-Off Bus Tour' }));
    const empty = await screen.findByRole('heading', { name: 'Your basket is empty' });
    await waitFor(() => expect(empty).toHaveFocus());
    expect(screen.getByRole('link', { name: 'See all destinations' })).toHaveAttribute('href', '/en/destinations');
    expect(screen.getByRole('link', { name: 'Basket' })).toBeVisible();
  });

  it('says why a code is refused, and shows the discount of a valid one until it is removed', async () => {
    fakeBasket([cruise()]);
    renderBasket();
    const field = await screen.findByRole('textbox', { name: 'Discount code' });
    const apply = screen.getByRole('button', { name: 'Apply' });

    await userEvent.type(field, 'NOPE');
    await userEvent.click(apply);
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not valid');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field);
    await userEvent.type(field, 'summer15');
    await userEvent.click(apply);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This code has expired'));

    await userEvent.clear(field);
    await userEvent.type(field, 'welcome10');
    await userEvent.click(apply);
    expect(await screen.findByText('Code WELCOME10: 10 % off')).toBeVisible();
    expect(JSON.parse(await requestsTo('POST', 'coupon/apply').at(-1)!.text())).toEqual({ code: 'welcome10' });
    const totals = within(screen.getByRole('complementary', { name: 'Summary' }));
    expect(totals.getByText('Discount WELCOME10 (10 %)').nextElementSibling).toHaveTextContent('−€2.50');
    expect(totals.getByText('Total').nextElementSibling).toHaveTextContent('€22.50');

    await userEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    await waitFor(() => expect(totals.queryByText(/Discount WELCOME10/)).toBeNull());
    expect(requestsTo('DELETE', 'coupon/apply')).toHaveLength(1);
  });

  it('starts the code field with a campaign’s voucher, and applies it by itself when the campaign hides the field', async () => {
    fakeBasket([cruise()]);
    Cookies.set(COOKIES.voucher.name, 'WELCOME10');
    const { unmount } = renderBasket();
    expect(await screen.findByRole('textbox', { name: 'Discount code' })).toHaveValue('WELCOME10');
    expect(requestsTo('POST', 'coupon/apply')).toHaveLength(0);
    unmount();

    Cookies.set(COOKIES.hideVoucher.name, '1');
    renderBasket();
    expect(await screen.findByText('Code WELCOME10: 10 % off')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Discount code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove code' })).toBeNull();
    expect(requestsTo('POST', 'coupon/apply')).toHaveLength(1);
  });

  it('asks for the traveller’s details before payment, checks them, saves them and goes on to pay; no ID for a cruise', async () => {
    const basket = fakeBasket([cruise()]);
    renderBasket();
    await userEvent.click(await screen.findByRole('link', { name: 'Continue to payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer and traveller details' });
    const form = within(dialog);
    await userEvent.click(await form.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getAllByText('This field is required')).toHaveLength(3));
    expect(form.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('This field is required');
    expect(form.queryByRole('textbox', { name: 'Passport or ID number' })).toBeNull();
    expect(form.queryByRole('checkbox', { name: /child without an ID/ })).toBeNull();

    await userEvent.type(form.getByRole('textbox', { name: 'First name' }), 'Анна');
    await userEvent.type(form.getByRole('textbox', { name: 'Last name' }), 'Müller-Lüdenscheidt');
    await userEvent.type(form.getByRole('textbox', { name: 'Phone number (without prefix)' }), '612 345 678');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('This field must only contain latin script')).toBeVisible();
    expect(requestsTo('PUT', 'transaction/traveller')).toHaveLength(0);

    await userEvent.clear(form.getByRole('textbox', { name: 'First name' }));
    await userEvent.type(form.getByRole('textbox', { name: 'First name' }), 'Anna');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/payment'));
    expect(basket.traveller).toEqual({ firstName: 'Anna', lastName: 'Müller-Lüdenscheidt', phone: '612 345 678', document: '', guardian: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Anna Müller-Lüdenscheidt')).toBeVisible();
    expect(screen.queryByText('Passport or ID number')).toBeNull();
  });

  it('asks for the passport or ID number where a venue checks it, says why, and takes a guardian’s for a child', async () => {
    // Details given for a cruise earlier, before the Alhambra came into the basket: the ID is still missing.
    const basket = fakeBasket([cruise(), palaceEntry()], { traveller: { firstName: 'Anna', lastName: 'Weber', phone: '612345678', document: '', guardian: false } });
    renderBasket();
    await userEvent.click(await screen.findByRole('link', { name: 'Continue to payment' }));
    const form = within(await screen.findByRole('dialog', { name: 'Customer and traveller details' }));
    const documentField = await form.findByRole('textbox', { name: 'Passport or ID number' });
    expect(documentField).toHaveAccessibleDescription('Needed at the entrance: the venue checks IDs.');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(documentField).toHaveAccessibleDescription('Needed at the entrance: the venue checks IDs. This field is required'));
    expect(requestsTo('PUT', 'transaction/traveller')).toHaveLength(0);

    await userEvent.type(documentField, 'X1234567');
    await userEvent.click(form.getByRole('checkbox', { name: /child without an ID/ }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/payment'));
    expect(basket.traveller).toEqual({ firstName: 'Anna', lastName: 'Weber', phone: '612345678', document: 'X1234567', guardian: true });
    expect(screen.getByText('X1234567')).toBeVisible();
    expect(screen.getByText(/legal guardian’s details/)).toBeVisible();
  });

  it('shows saved details with a way to edit them, and a payment link that asks nothing more', async () => {
    fakeBasket([cruise()], { traveller: { firstName: 'Anna', lastName: 'Weber', phone: '612345678', document: 'X1234567', guardian: false } });
    renderBasket();
    expect(await screen.findByText('Anna Weber')).toBeVisible();
    const edit = screen.getByRole('button', { name: 'Edit Lead traveller' });
    await userEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Customer and traveller details' });
    expect(await within(dialog).findByRole('textbox', { name: 'Last name' })).toHaveValue('Weber');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(edit).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute('href', '/en/payment');
  });
});
