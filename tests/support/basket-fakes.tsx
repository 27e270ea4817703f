/** The basket as its component tests meet it: fake items, a fake provider behind the shop's /api/v2, the page rendered. */
import Cookies from 'js-cookie';
import { afterEach, beforeEach } from 'vitest';
import { fakeProvider } from './fake-provider';
import { navigation } from './navigation-mock';
import { renderShop } from './render-shop';
import { BasketIsland } from '@/components/basket/basket-island';
import { CartButton } from '@/components/header/cart-button';
import { COOKIES } from '@/lib/cookies/names';
import type { Language } from '@/lib/i18n/languages';
import type { Cart, Sale, Traveller } from '@/provider/api/contract/cart';
import { encodeSiteB } from '@/provider/domain/site-b';


export const CODES = { 1: 'EUR', 2: 'GBP', 3: 'USD' } as const;
export type CurrencyId = keyof typeof CODES;

/** Prices of the fake catalogue in euro cents; other currencies are a fixed rate of them. */
export const inCurrency = (euroCents: number, currency: CurrencyId) => ({ amount: currency === 1 ? euroCents : Math.round(euroCents * 0.85), currency: CODES[currency] });

export interface FakeItem {
  sale: Omit<Sale, 'amount' | 'heldUntil' | 'status' | 'units' | 'siteB'> & { units: { type: Sale['units'][number]['type']; name: string; quantity: number; euroCents: number }[] };
  heldUntil: number;
  /** Holding again fails: its places were sold meanwhile. */
  gone?: boolean;
}

export const HOUR = 3_600_000;

export function cruise(id = 1): FakeItem {
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
      reservesCredit: false,
      studentCardRequired: false,
      identityDocumentRequired: false,
    },
    heldUntil: Date.now() + HOUR,
  };
}

export function busTour(id = 2): FakeItem {
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
      reservesCredit: false,
      studentCardRequired: false,
      identityDocumentRequired: false,
    },
    heldUntil: Date.now() + HOUR,
  };
}

/** The Alhambra's entry: the venue checks each visitor's ID against the ticket. */
export function palaceEntry(id = 3): FakeItem {
  return {
    sale: {
      id,
      productId: 706,
      productName: 'Alhambra Entry Ticket',
      productUrl: '/7/granada/706/alhambra-entry-ticket',
      image: '/api/v2/media/product/706.svg',
      locationName: 'Granada',
      optionId: 7061,
      optionName: 'Standard entry',
      date: '2027-05-14',
      time: null,
      timeZone: 'Europe/Madrid',
      units: [{ type: 'adult', name: 'Adult', quantity: 2, euroCents: 1900 }],
      packageChoices: [],
      reservesCredit: false,
      studentCardRequired: false,
      identityDocumentRequired: true,
    },
    heldUntil: Date.now() + HOUR,
  };
}

/** A provider's basket, kept between requests like the real one, answering the calls of spec §7. */
export function fakeBasket(items: FakeItem[], { currencyId = 1 as CurrencyId, traveller = null as Traveller | null } = {}) {
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
        siteB: encodeSiteB(inCurrency(amount, state.currencyId).amount),
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

export const requestsTo = (method: string, path: string) => fakeProvider.requests.filter((request) => request.method === method && new URL(request.url).pathname === `/api/v2/${path}`);

export function renderBasket(options: { crossSelling?: boolean; sharedCart?: boolean; payment?: boolean; language?: Language } = {}, visitor = {}) {
  const language = options.language ?? 'en';
  return renderShop(
    <>
      <CartButton />
      <main>
        <BasketIsland language={language} crossSelling={options.crossSelling ?? false} sharedCart={options.sharedCart ?? false} payment={options.payment ?? true} />
      </main>
    </>,
    { currency: 1, ...visitor },
    language,
  );
}

/** Each basket test file calls this once: a fresh fake provider and address, no campaign or count cookie left over. */
export function setUpBasket() {
  beforeEach(() => {
    fakeProvider.requests = [];
    navigation.push.mockReset();
    window.history.replaceState(null, '', '/en/shopping-cart');
  });

  afterEach(() => {
    for (const name of [COOKIES.voucher.name, COOKIES.hideVoucher.name, COOKIES.cartCount.name]) Cookies.remove(name);
  });
}
