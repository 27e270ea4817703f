import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import { navigation } from '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { AgentRecovery } from '@/components/basket/agent-recovery';
import { BasketIsland } from '@/components/basket/basket-island';
import { CartButton } from '@/components/header/cart-button';
import { CurrencyMenu } from '@/components/header/currency-menu';
import { COOKIES } from '@/lib/cookies/names';
import type { Cart, Sale, Traveller } from '@/provider/api/contract/cart';
import { visitorActions } from '@/stores/visitor-store';

// jsdom has <dialog> without showModal/close: what the basket needs of them.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const CODES = { 1: 'EUR', 2: 'GBP', 3: 'USD' } as const;
type CurrencyId = keyof typeof CODES;

/** Prices of the fake catalogue in euro cents; other currencies are a fixed rate of them. */
const inCurrency = (euroCents: number, currency: CurrencyId) => ({ amount: currency === 1 ? euroCents : Math.round(euroCents * 0.85), currency: CODES[currency] });

interface FakeItem {
  sale: Omit<Sale, 'amount' | 'heldUntil' | 'status' | 'units'> & { units: { type: Sale['units'][number]['type']; name: string; quantity: number; euroCents: number }[] };
  heldUntil: number;
  /** Holding again fails: its places were sold meanwhile. */
  gone?: boolean;
}

const HOUR = 3_600_000;

function cruise(id = 1): FakeItem {
  return {
    sale: {
      id,
      productId: 4103,
      productName: 'Seine Evening Cruise',
      productUrl: '/41/paris/4103/seine-evening-cruise',
      image: '/api/v2/media/product/4103.svg',
      locationName: 'Paris',
      optionId: 41031,
      optionName: 'Cruise with dinner',
      date: '2027-05-12',
      time: '10:00',
      timeZone: 'Europe/Paris',
      units: [{ type: 'adult', name: 'Adult', quantity: 2, euroCents: 1250 }],
      packageChoices: [{ group: 'Language', choice: 'English' }],
      studentCardRequired: false,
    },
    heldUntil: Date.now() + HOUR,
  };
}

function busTour(id = 2): FakeItem {
  return {
    sale: {
      id,
      productId: 4101,
      productName: 'Paris Hop-On Hop-Off Bus Tour',
      productUrl: '/41/paris/4101/paris-hop-on-hop-off-bus-tour',
      image: '/api/v2/media/product/4101.svg',
      locationName: 'Paris',
      optionId: 41011,
      optionName: '1-day ticket',
      date: '2027-05-13',
      time: null,
      timeZone: 'Europe/Paris',
      units: [
        { type: 'adult', name: 'Adult', quantity: 1, euroCents: 3300 },
        { type: 'child', name: 'Child', quantity: 0, euroCents: 1500 },
      ],
      packageChoices: [],
      studentCardRequired: false,
    },
    heldUntil: Date.now() + HOUR,
  };
}

/** A provider's basket, kept between requests like the real one, answering the calls of spec §7. */
function fakeBasket(items: FakeItem[], { currencyId = 1 as CurrencyId, traveller = null as Traveller | null } = {}) {
  const state = {
    items,
    currencyId,
    traveller,
    coupon: null as { code: string; percent: number } | null,
    failNextLoads: 0,
    /** What cross-selling answers: product cards, or an HTTP status to fail with. */
    crossSelling: [] as unknown[] | number,
  };

  function cart(): Cart {
    const now = Date.now();
    const sales: Sale[] = state.items.map(({ sale, heldUntil }) => {
      const held = heldUntil > now;
      const amount = sale.units.reduce((sum, unit) => sum + unit.quantity * unit.euroCents, 0);
      return {
        ...sale,
        units: sale.units.map(({ euroCents, ...unit }) => ({ ...unit, unitPrice: inCurrency(euroCents, state.currencyId) })),
        amount: inCurrency(amount, state.currencyId),
        heldUntil: held ? new Date(heldUntil).toISOString() : null,
        status: held ? 'held' : 'expired',
      };
    });
    const code = CODES[state.currencyId];
    const subtotal = sales.reduce((sum, sale) => sum + sale.amount.amount, 0);
    const discount = state.coupon ? Math.round((subtotal * state.coupon.percent) / 100) : 0;
    const holds = sales.flatMap((sale) => (sale.heldUntil ? [sale.heldUntil] : [])).sort();
    return {
      id: 'cart-1',
      currencyId: state.currencyId,
      items: sales,
      count: sales.length,
      subtotal: { amount: subtotal, currency: code },
      coupon: state.coupon ? { ...state.coupon, discount: { amount: discount, currency: code } } : null,
      total: { amount: subtotal - discount, currency: code },
      heldUntil: holds[0] ?? null,
      traveller: state.traveller,
      now: new Date(now).toISOString(),
    };
  }

  /** The shop's /api/v2 keeps the badge's cookie in step with every answer. */
  const answer = () => {
    Cookies.set(COOKIES.cartCount.name, String(state.items.length));
    return Response.json(cart());
  };
  const refuse = (status: number, reason?: string) => Response.json({ error: status === 422 ? 'UNPROCESSABLE' : 'NOT_FOUND', message: 'refused', reason }, { status });

  fakeProvider.handler = async (request) => {
    const path = new URL(request.url).pathname.replace('/api/v2/', '');
    const body = request.method === 'GET' || request.method === 'DELETE' ? null : ((await request.json().catch(() => null)) as Record<string, unknown> | null);
    const route = `${request.method} ${path}`;
    if (route === 'GET transaction/sale') {
      if (state.failNextLoads > 0) {
        state.failNextLoads -= 1;
        return Response.json({ error: 'INTERNAL', message: 'down' }, { status: 500 });
      }
      return answer();
    }
    if (request.method === 'DELETE' && path.startsWith('sale/delete/')) {
      state.items = state.items.filter((item) => item.sale.id !== Number(path.split('/').at(-1)));
      return answer();
    }
    if (route === 'POST coupon/apply') {
      const code = String(body?.code).toUpperCase();
      if (code === 'SUMMER15') return refuse(422, 'COUPON_EXPIRED');
      if (code !== 'WELCOME10') return refuse(422, 'COUPON_INVALID');
      state.coupon = { code, percent: 10 };
      return answer();
    }
    if (route === 'DELETE coupon/apply') {
      state.coupon = null;
      return answer();
    }
    if (route === 'PUT currency/update') {
      state.currencyId = body?.id as CurrencyId;
      return answer();
    }
    if (route === 'PUT transaction/traveller') {
      state.traveller = body as unknown as Traveller;
      return answer();
    }
    if (route === 'POST transaction/sale/renew') {
      for (const item of state.items) if (item.heldUntil <= Date.now() && !item.gone) item.heldUntil = Date.now() + HOUR;
      return answer();
    }
    if (route === 'GET transaction/crossSellingProducts') {
      if (typeof state.crossSelling === 'number') return Response.json({ error: 'INTERNAL', message: 'down' }, { status: state.crossSelling });
      return Response.json(state.crossSelling);
    }
    if (route === 'POST transaction/addToCart') {
      const id = 100 + state.items.length;
      const added = body?.productId === 4101 ? busTour(id) : cruise(id);
      added.sale.date = String(body?.date);
      state.items.push(added);
      return answer();
    }
    if (route === 'GET product/4103') {
      return Response.json({ id: 4103, options: [{ id: 41031, packageGroups: [{ id: 41031, name: 'Language', choices: [{ id: 4103110, name: 'French' }, { id: 4103111, name: 'English' }] }] }] });
    }
    const upsell = /^sale\/(\d+)\/upselling$/.exec(path);
    if (upsell && request.method === 'GET') {
      const code = CODES[state.currencyId];
      return Response.json({
        saleId: Number(upsell[1]),
        options: [
          { optionId: 41032, name: 'Cruise with champagne', amount: { amount: 3000, currency: code }, difference: { amount: 500, currency: code }, kind: 'upgrade' },
          { optionId: 41033, name: 'Cruise only', amount: { amount: 2200, currency: code }, difference: { amount: -300, currency: code }, kind: 'downgrade' },
        ],
      });
    }
    if (upsell && request.method === 'POST') {
      const item = state.items.find((candidate) => candidate.sale.id === Number(upsell[1]))!;
      item.sale = { ...item.sale, optionId: Number(body?.toOptionId), optionName: 'Cruise only', units: [{ type: 'adult', name: 'Adult', quantity: 2, euroCents: 1100 }] };
      return answer();
    }
    return refuse(404);
  };
  return state;
}

const requestsTo = (method: string, path: string) => fakeProvider.requests.filter((request) => request.method === method && new URL(request.url).pathname === `/api/v2/${path}`);

function renderBasket(options: { crossSelling?: boolean; sharedCart?: boolean; agentRecoveryCart?: boolean } = {}, visitor = {}) {
  return renderShop(
    <>
      <CartButton language="en" />
      <main>
        <BasketIsland
          language="en"
          crossSelling={options.crossSelling ?? false}
          sharedCart={options.sharedCart ?? false}
          agentRecoveryCart={options.agentRecoveryCart ?? false}
        />
      </main>
    </>,
    { currency: 1, ...visitor },
  );
}

beforeEach(() => {
  fakeProvider.requests = [];
  navigation.push.mockReset();
  window.history.replaceState(null, '', '/en/shopping-cart');
});

afterEach(() => {
  for (const name of [COOKIES.voucher.name, COOKIES.hideVoucher.name, COOKIES.cartCount.name]) Cookies.remove(name);
});

describe('the basket', () => {
  it('lists each item with its product link, city, option, date, time in the city’s zone, passengers, package choices and price, under a hold countdown', async () => {
    fakeBasket([cruise(), busTour()]);
    renderBasket();
    const cruiseItem = await screen.findByRole('article', { name: 'Seine Evening Cruise' });
    const item = within(cruiseItem);
    expect(item.getByRole('link', { name: 'Seine Evening Cruise' })).toHaveAttribute('href', '/en/41/paris/4103/seine-evening-cruise');
    expect(item.getByText('Paris · Cruise with dinner')).toBeVisible();
    expect(item.getByText('12/05/2027')).toBeVisible();
    expect(item.getByText('10:00 (Europe/Paris time)')).toBeVisible();
    expect(item.getByText('2 × Adult')).toBeVisible();
    expect(item.getByText('Language').nextElementSibling).toHaveTextContent('English');
    expect(item.getByText('€25.00 EUR')).toBeVisible();

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
    expect(within(totals).getByText('Total').nextElementSibling).toHaveTextContent('€58.00 EUR');
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
    expect(totals.getByText('Discount WELCOME10 (10 %)').nextElementSibling).toHaveTextContent('−€2.50 EUR');
    expect(totals.getByText('Total').nextElementSibling).toHaveTextContent('€22.50 EUR');

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

  it('asks for the traveller’s details before payment, checks them, saves them and goes on to pay', async () => {
    const basket = fakeBasket([cruise()]);
    renderBasket();
    await userEvent.click(await screen.findByRole('link', { name: 'Continue to payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer and traveller details' });
    const form = within(dialog);
    await userEvent.click(await form.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getAllByText('This field is required')).toHaveLength(4));
    expect(form.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('This field is required');

    await userEvent.type(form.getByRole('textbox', { name: 'First name' }), 'Анна');
    await userEvent.type(form.getByRole('textbox', { name: 'Last name' }), 'Müller-Lüdenscheidt');
    await userEvent.type(form.getByRole('textbox', { name: 'Phone number (without prefix)' }), '612 345 678');
    await userEvent.type(form.getByRole('textbox', { name: 'Passport or ID number' }), 'X1234567');
    await userEvent.click(form.getByRole('checkbox', { name: /child without an ID/ }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('This field must only contain latin script')).toBeVisible();
    expect(requestsTo('PUT', 'transaction/traveller')).toHaveLength(0);

    await userEvent.clear(form.getByRole('textbox', { name: 'First name' }));
    await userEvent.type(form.getByRole('textbox', { name: 'First name' }), 'Anna');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/payment'));
    expect(basket.traveller).toEqual({ firstName: 'Anna', lastName: 'Müller-Lüdenscheidt', phone: '612 345 678', document: 'X1234567', guardian: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Anna Müller-Lüdenscheidt')).toBeVisible();
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
    expect(await screen.findByText('€25.00 EUR', { selector: 'p' })).toBeVisible();
    act(() => visitorActions.setCurrency(2));
    await waitFor(() => expect(requestsTo('PUT', 'currency/update')).toHaveLength(1));
    expect(JSON.parse(await requestsTo('PUT', 'currency/update')[0]!.text())).toEqual({ id: 2 });
    expect(await screen.findByText('£21.25 GBP', { selector: 'p' })).toBeVisible();
  });

  it('re-prices the basket once when the currency changes in the header beside it', async () => {
    fakeBasket([cruise()]);
    renderShop(
      <>
        <CurrencyMenu currencies={[1, 2, 3]} />
        <BasketIsland language="en" crossSelling={false} sharedCart={false} agentRecoveryCart={false} />
      </>,
      { currency: 1, cartCount: 1 },
    );
    await screen.findByRole('article', { name: 'Seine Evening Cruise' });
    await userEvent.click(screen.getByRole('button', { name: /^Currency: EUR/ }));
    await userEvent.click(screen.getByRole('button', { name: /Pound sterling/ }));
    expect(await screen.findByText('£21.25 GBP', { selector: 'p' })).toBeVisible();
    // The menu and the basket both ask; they share one request.
    expect(requestsTo('PUT', 'currency/update')).toHaveLength(1);
  });

  it('has the header re-price a basket with items on any page, and only logs a failure', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeProvider.handler = () => Response.json({ error: 'INTERNAL', message: 'down' }, { status: 500 });
    renderShop(<CurrencyMenu currencies={[1, 2, 3]} />, { currency: 1, cartCount: 2 });
    await userEvent.click(screen.getByRole('button', { name: /^Currency: EUR/ }));
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
    expect(await screen.findByText('(+€5.00 EUR)')).toBeVisible();
    expect(screen.getByText('(−€3.00 EUR)')).toBeVisible();
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
    expect(within(suggestions).getAllByText('€30.50 EUR')[0]).toBeInTheDocument();
  });

  it('asks no cross-selling when the site turns it off', async () => {
    fakeBasket([cruise()]);
    renderBasket({ crossSelling: false });
    await screen.findByRole('article', { name: 'Seine Evening Cruise' });
    expect(requestsTo('GET', 'transaction/crossSellingProducts')).toHaveLength(0);
  });
});

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
});

describe('agent recovery cart', () => {
  const link = 'https://shop.example/en/shopping-cart?reserve=41031:4103:2027-05-12:10:00:adult=2:4103111';

  it('lets an agent turn a customer’s basket link into their basket, and refuses text that is no basket link', async () => {
    const navigate = vi.fn();
    renderShop(<AgentRecovery language="en" navigate={navigate} />, { isAgent: true });
    const field = screen.getByLabelText('The basket link your customer shared');
    await userEvent.type(field, 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Recover the basket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a basket link.');
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, link);
    await userEvent.click(screen.getByRole('button', { name: 'Recover the basket' }));
    expect(navigate).toHaveBeenCalledWith('/en/shopping-cart?reserve=41031:4103:2027-05-12:10:00:adult=2:4103111');
  });

  it('is offered to agents where the site’s flag is on, and to nobody else', async () => {
    fakeBasket([]);
    const view = renderBasket({ agentRecoveryCart: true }, { isAgent: true });
    expect(await screen.findByLabelText('The basket link your customer shared')).toBeVisible();
    view.unmount();
    renderBasket({ agentRecoveryCart: true });
    expect(await screen.findByText('Your basket is empty')).toBeInTheDocument();
    expect(screen.queryByLabelText('The basket link your customer shared')).toBeNull();
  });
});
