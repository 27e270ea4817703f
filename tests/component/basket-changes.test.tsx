import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { busTour, cruise, fakeBasket, renderBasket, requestsTo, setUpBasket } from '../support/basket-fakes';
import { fakeProvider } from '../support/fake-provider';
import { navigation } from '../support/navigation-mock';
import { openHeaderMenu } from '../support/open-header-menu';
import { renderShop } from '../support/render-shop';
import { BasketIsland } from '@/components/basket/basket-island';
import { CurrencyMenu } from '@/components/header/currency-menu';
import { COOKIES } from '@/lib/cookies/names';
import { visitorActions } from '@/stores/visitor-store';

/** What changes a basket after it was filled: holds running out, currencies, other options, failures, suggestions. */
setUpBasket();

describe('a basket that changes', () => {
  it('marks items whose hold runs out, opens the session-expiry dialog, and recovers the places still free', async () => {
    const soon = cruise();
    soon.heldUntil = Date.now() + 1200;
    const sold = busTour();
    sold.heldUntil = Date.now() + 1200;
    sold.gone = true;
    fakeBasket([soon, sold]);
    renderBasket();
    const countdown = await screen.findByText(/We hold your places for/);
    expect(countdown).toHaveTextContent(/00:0[12]/);
    expect(countdown.parentElement!.querySelector('[aria-live="polite"]')).toHaveTextContent('1 minute left to complete your booking.');

    const dialog = await screen.findByRole('dialog', { name: 'Your places are no longer held' }, { timeout: 4000 });
    // The dialog starts on the way out that keeps the basket, not on the one that reloads.
    expect(within(dialog).getByRole('button', { name: 'Recover my basket' })).toHaveFocus();
    expect(screen.getAllByText('Your places are no longer held.')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recover my basket' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo('POST', 'transaction/sale/renew')).toHaveLength(1);
    const lost = within(screen.getByRole('article', { name: 'Paris Hop-On Hop-Off Bus Tour' }));
    expect(lost.getByText('These places are no longer available. Please remove this item.')).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Seine Evening Cruise' })).queryByText(/no longer/)).toBeNull();
    expect(screen.getByText('1 item could not be held again: its places have gone.')).toBeInTheDocument();
    // Payment waits until the lost item is gone.
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(lost.getByRole('button', { name: 'Remove Paris Hop-On Hop-Off Bus Tour' }));
    expect(await screen.findByRole('link', { name: 'Continue to payment' })).toBeVisible();
  });

  it('has the provider re-price the basket when the visitor changes currency', async () => {
    fakeBasket([cruise()]);
    renderBasket();
    expect(await screen.findByText('€25.00', { selector: 'p' })).toBeVisible();
    act(() => visitorActions.setCurrency(2));
    await waitFor(() => expect(requestsTo('PUT', 'currency/update')).toHaveLength(1));
    expect(JSON.parse(await requestsTo('PUT', 'currency/update')[0]!.text())).toEqual({ id: 2 });
    expect(await screen.findByText('£21.25', { selector: 'p' })).toBeVisible();
  });

  it('re-prices the basket once when the currency changes in the header beside it', async () => {
    fakeBasket([cruise()]);
    renderShop(
      <>
        <CurrencyMenu currencies={[1, 2, 3]} />
        <BasketIsland language="en" crossSelling={false} sharedCart={false} payment />
      </>,
      { currency: 1, cartCount: 1 },
    );
    await screen.findByRole('article', { name: 'Seine Evening Cruise' });
    await openHeaderMenu(/^Currency: EUR/);
    await userEvent.click(screen.getByRole('button', { name: /Pound sterling/ }));
    expect(await screen.findByText('£21.25', { selector: 'p' })).toBeVisible();
    // The menu and the basket both ask; they share one request.
    expect(requestsTo('PUT', 'currency/update')).toHaveLength(1);
  });

  it('has the header re-price a basket with items on any page, and only logs a failure', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeProvider.handler = () => Response.json({ error: 'INTERNAL', message: 'down' }, { status: 500 });
    renderShop(<CurrencyMenu currencies={[1, 2, 3]} />, { currency: 1, cartCount: 2 });
    await openHeaderMenu(/^Currency: EUR/);
    await userEvent.click(screen.getByRole('button', { name: /US dollar/ }));
    await waitFor(() => expect(errors).toHaveBeenCalledWith(expect.stringContaining('could not be re-priced')));
    expect(JSON.parse(await requestsTo('PUT', 'currency/update')[0]!.text())).toEqual({ id: 3 });
    expect(Cookies.get(COOKIES.currency.name)).toBe('3');
    expect(screen.queryByRole('alert')).toBeNull();
    errors.mockRestore();
  });

  it('offers the other options of an item with the difference in price, and switches to one', async () => {
    fakeBasket([cruise()]);
    renderBasket();
    const toggle = await screen.findByRole('button', { name: 'Other options' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('(+€5.00)')).toBeVisible();
    expect(screen.getByText('(−€3.00)')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Cruise only' }));
    expect(await screen.findByText('Paris · Cruise only')).toBeVisible();
    expect(JSON.parse(await requestsTo('POST', 'sale/1/upselling')[0]!.text())).toEqual({ toOptionId: 41033 });
    expect(screen.getByRole('article', { name: 'Seine Evening Cruise' })).toHaveFocus();
  });

  it('stays on the basket with a retry when the provider fails with a 500', async () => {
    const basket = fakeBasket([cruise()]);
    basket.failNextLoads = 1;
    renderBasket();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your basket just now.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Seine Evening Cruise' })).toBeVisible();
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('logs the visitor out when the session is lost', async () => {
    fakeProvider.handler = () => Response.json({ error: 'UNAUTHORIZED', message: 'expired' }, { status: 401 });
    renderBasket();
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/home'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a friendly empty basket', async () => {
    fakeBasket([]);
    renderBasket({ crossSelling: true });
    expect(await screen.findByRole('heading', { name: 'Your basket is empty' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your basket is empty' })).not.toHaveFocus();
    await waitFor(() => expect(requestsTo('GET', 'transaction/crossSellingProducts')).toHaveLength(1));
  });

  it('suggests more of the basket’s cities when the site wants it, with a retry when that fails', async () => {
    const basket = fakeBasket([cruise()]);
    basket.crossSelling = 500;
    renderBasket({ crossSelling: true });
    expect(await screen.findByText('We could not load our suggestions just now.')).toBeVisible();
    expect(screen.getByRole('article', { name: 'Seine Evening Cruise' })).toBeVisible();
    expect(navigation.push).not.toHaveBeenCalled();

    basket.crossSelling = [
      {
        id: 4102, name: 'Arc de Triomphe Entry Ticket', url: 'arc-de-triomphe-entry-ticket', lang: 'EN', type: 'attraction', status: 'active',
        locationId: 41, locationName: 'Paris', locationUrl: 'paris', image: { url: '/x.svg', alt: '', width: 1, height: 1 },
        duration: { value: 2, unit: 'hour' }, vehicle: null, rating: 4.5, reviewCount: 10, priceFrom: { amount: 3050, currency: 'EUR' }, retailFrom: null,
        savingsPercent: null, isNew: false, hreflangs: [],
      },
    ];
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const suggestions = await screen.findByRole('region', { name: 'You may also like' });
    expect(within(suggestions).getByRole('link', { name: 'Arc de Triomphe Entry Ticket' })).toHaveAttribute('href', '/en/41/paris/4102/arc-de-triomphe-entry-ticket');
    expect(within(suggestions).getAllByText('€30.50')[0]).toBeInTheDocument();
  });

  it('asks no cross-selling when the site turns it off', async () => {
    fakeBasket([cruise()]);
    renderBasket({ crossSelling: false });
    await screen.findByRole('article', { name: 'Seine Evening Cruise' });
    expect(requestsTo('GET', 'transaction/crossSellingProducts')).toHaveLength(0);
  });
});
