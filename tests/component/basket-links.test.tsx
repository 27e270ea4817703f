import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { busTour, cruise, fakeBasket, renderBasket, requestsTo, setUpBasket } from '../support/basket-fakes';

/** Baskets passed on by link: opening one and sharing one. */
setUpBasket();

describe('a basket opened by a link', () => {
  const link = '/en/shopping-cart?reserve=41011:4101:2027-06-01:adult=2&reserve=broken&utm_source=mail';

  it('asks whether to keep what is in the basket, keeps it, adds the link’s tours and cleans the address', async () => {
    const basket = fakeBasket([cruise()]);
    window.history.replaceState(null, '', link);
    renderBasket();
    const dialog = await screen.findByRole('dialog', { name: 'Add the tours from this link?' });
    expect(dialog).toHaveTextContent('Your basket already has 1 item.');
    expect(within(dialog).getByRole('button', { name: 'Keep current items' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep current items' }));
    expect(await screen.findByText('1 tour was added to your basket.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('1 part of the link was not valid and was left out.');
    expect(requestsTo('DELETE', 'sale/delete/1')).toHaveLength(0);
    const [add] = requestsTo('POST', 'transaction/addToCart');
    expect(JSON.parse(await add!.text())).toEqual({ optionId: 41011, productId: 4101, date: '2027-06-01', units: [{ type: 'adult', quantity: 2 }], packageChoices: [] });
    expect(add!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(basket.items).toHaveLength(2);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(window.location.search).toBe('?utm_source=mail');
  });

  it('deletes what is in the basket first when asked to', async () => {
    const basket = fakeBasket([cruise()]);
    window.history.replaceState(null, '', link);
    renderBasket();
    const dialog = await screen.findByRole('dialog', { name: 'Add the tours from this link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete current items' }));
    expect(await screen.findByText('1 tour was added to your basket.')).toBeInTheDocument();
    expect(requestsTo('DELETE', 'sale/delete/1')).toHaveLength(1);
    expect(basket.items.map((item) => item.sale.productId)).toEqual([4101]);
    expect(await screen.findByRole('article', { name: 'Paris Hop-On Hop-Off Bus Tour' })).toBeVisible();
  });

  it('offers a link to the basket’s items when the site shares baskets, with their package choices', async () => {
    fakeBasket([cruise(), busTour()]);
    const { unmount } = renderBasket({ sharedCart: false });
    await screen.findByRole('article', { name: 'Seine Evening Cruise' });
    expect(screen.queryByRole('button', { name: 'Share this basket' })).toBeNull();
    unmount();

    renderBasket({ sharedCart: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Share this basket' }));
    const field = await screen.findByRole('textbox', { name: 'Link to this basket' });
    expect(field).toHaveValue(`${window.location.origin}/en/shopping-cart?reserve=41031:4103:2027-05-12:10:00:adult=2:4103111&reserve=41011:4101:2027-05-13:adult=1`);
    expect(screen.queryByText('Some items could not be included in the link.')).toBeNull();
  });

  it('adds straight away to an empty basket', async () => {
    fakeBasket([]);
    window.history.replaceState(null, '', '/en/shopping-cart?reserve=41031:4103:2027-05-12:10:00:adult=2:4103111');
    renderBasket();
    expect(await screen.findByText('1 tour was added to your basket.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(await requestsTo('POST', 'transaction/addToCart')[0]!.text())).toMatchObject({ time: '10:00', packageChoices: [4103111] });
    expect(await screen.findByRole('article', { name: 'Seine Evening Cruise' })).toBeVisible();
    expect(window.location.search).toBe('');
  });

  it('counts the link’s tours still in the basket: removing them takes the note away', async () => {
    fakeBasket([cruise()]);
    window.history.replaceState(null, '', '/en/shopping-cart?reserve=41011:4101:2027-06-01:adult=2');
    renderBasket();
    await userEvent.click(await screen.findByRole('button', { name: 'Keep current items' }));
    expect(await screen.findByText('1 tour was added to your basket.')).toBeVisible();

    // The basket's own item goes: the tour from the link is still there, and so is the note.
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Seine Evening Cruise' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Seine Evening Cruise' })).toBeNull());
    expect(screen.getByText('1 tour was added to your basket.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Paris Hop-On Hop-Off Bus Tour' }));
    expect(await screen.findByRole('heading', { name: 'Your basket is empty' })).toBeVisible();
    expect(screen.queryByText(/was added to your basket/)).toBeNull();
  });
});
