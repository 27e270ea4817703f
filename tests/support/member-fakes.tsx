/** The member area as its component tests meet it: a member, orders, offers, the provider's member routes faked. */
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import type { ReactElement } from 'react';
import { beforeEach, vi } from 'vitest';
import { fakeProvider } from './fake-provider';
import { booking } from './manage-booking-fakes';
import { navigation } from './navigation-mock';
import { renderShop } from './render-shop';
import { MemberSiteProvider } from '@/components/member/member-site';
import type { MemberInfo, MemberOrder, PartnerOffer } from '@/lib/api/member-area';
import { COOKIES } from '@/lib/cookies/names';
import type { Language } from '@/lib/i18n/languages';
import type { ProductCard } from '@/provider/api/contract/products';
import type { Visitor } from '@/stores/visitor-store';
import { resetWishlistStore } from '@/stores/wishlist-store';

// The member area starts several calls at once. Vitest hands the real browser-http module (not
// fake-provider's) to all but the first of concurrent dynamic imports of it, so here callBasket
// takes the fake directly.
vi.mock('@/lib/basket/basket-call', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/basket/basket-call')>();
  const { browserHttp } = await import('@/lib/api/browser-http');
  return { ...original, callBasket: ((call, context) => call(browserHttp, context)) satisfies typeof original.callBasket };
});

export const eur = (amount: number) => ({ amount, currency: 'EUR' as const });

export function memberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 'm_1',
    name: 'Ada Lovelace',
    firstName: 'Ada',
    email: 'ada@example.com',
    emailVerified: true,
    phone: '+44 20 7946 0000',
    language: 'en',
    currencyId: 1,
    newsletter: false,
    hasPassword: true,
    providers: [],
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function memberOrder(overrides: Partial<MemberOrder> = {}): MemberOrder {
  return {
    reference: 'SS7K2QH9AB',
    status: 'paid',
    createdAt: '2027-04-01T09:00:00.000Z',
    total: eur(6800),
    refunded: eur(0),
    lines: [{ line: 0, productName: 'Seine Evening Cruise', date: '2027-05-14', time: '09:30', status: 'valid' }],
    voucherToken: 'vT_1',
    bookingToken: 'b1.SS7K2QH9AB.1.signature',
    ...overrides,
  };
}

export function partnerOffer(overrides: Partial<PartnerOffer> = {}): PartnerOffer {
  return {
    id: 1,
    partner: 'Hard Rock Cafe Paris',
    category: 'restaurant',
    title: '15% off food and drinks',
    description: 'Burgers and rock memorabilia on the Grands Boulevards.',
    conditions: 'Up to 6 people. Not with other offers.',
    percent: 15,
    code: 'OTT-HRC15',
    address: '14 Boulevard Montmartre, 75009 Paris',
    locationId: 41,
    locationName: 'Paris',
    ...overrides,
  };
}

export function productCard(id: number, name: string, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    name,
    url: name.toLowerCase().replaceAll(' ', '-'),
    lang: 'EN',
    type: 'hop_on_hop_off',
    status: 'active',
    locationId: 41,
    locationName: 'Paris',
    locationUrl: 'paris',
    image: { url: `/api/v2/media/product/${id}.svg`, alt: name, width: 1200, height: 800 },
    duration: { value: 90, unit: 'minute' },
    vehicle: 'bus',
    rating: 4.5,
    reviewCount: 10,
    priceFrom: eur(2550),
    retailFrom: null,
    savingsPercent: null,
    memberPriceFrom: null,
    memberDiscountPercent: null,
    isNew: false,
    hreflangs: [],
    ...overrides,
  };
}

/** The contract's error body, as the shop's /api/v2 passes it on. */
export const refusal = (status: number, reason?: string) =>
  Response.json({ error: { 400: 'BAD_REQUEST', 401: 'UNAUTHORIZED', 422: 'UNPROCESSABLE', 429: 'TOO_MANY_REQUESTS' }[status] ?? 'INTERNAL', message: 'refused', reason }, { status });

type Reply = Response | (() => Response | Promise<Response>);

export interface MemberRoutes {
  info?: MemberInfo | Reply;
  orders?: MemberOrder[] | Reply;
  offers?: PartnerOffer[];
  /** The account's wishlist: PUT and DELETE change it, unless `wishlistWrite` answers. */
  wishlist?: number[];
  wishlistWrite?: Reply;
  merge?: Reply;
  products?: ProductCard[];
  edit?: Reply;
  password?: Reply;
  remove?: Reply;
  erasure?: Reply;
}

const answer = async (reply: Reply | undefined, fallback: () => Response) => (reply === undefined ? fallback() : typeof reply === 'function' ? reply() : reply);
const json = <T,>(value: T | Reply | undefined, fallback: T) =>
  value instanceof Response || typeof value === 'function' ? answer(value as Reply, () => Response.json(fallback)) : Response.json(value ?? fallback);

/** The provider's member routes; returns the account's wishlist as the fake holds it. */
export function fakeMemberApi(routes: MemberRoutes = {}) {
  const state = { wishlist: [...(routes.wishlist ?? [])] };
  fakeProvider.handler = async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/v2/', '');
    const route = `${request.method} ${path.replace(/\d+$/, '{id}')}`;
    switch (route) {
      case 'GET member/info':
        return json(routes.info, memberInfo());
      case 'GET transaction':
        return routes.orders instanceof Response || typeof routes.orders === 'function'
          ? answer(routes.orders, () => Response.json({ orders: [] }))
          : Response.json({ orders: routes.orders ?? [memberOrder()] });
      case 'GET member/discounts': {
        const offers = routes.offers ?? [partnerOffer()];
        const city = url.searchParams.get('locationId');
        const counts = new Map<number, { id: number; name: string; count: number }>();
        for (const offer of offers) {
          const entry = counts.get(offer.locationId) ?? { id: offer.locationId, name: offer.locationName, count: 0 };
          entry.count += 1;
          counts.set(offer.locationId, entry);
        }
        return Response.json({ offers: offers.filter((offer) => !city || offer.locationId === Number(city)), locations: [...counts.values()] });
      }
      case 'GET member/wishlist':
        return Response.json({ productIds: state.wishlist });
      case 'PUT member/wishlist/{id}':
      case 'DELETE member/wishlist/{id}': {
        if (routes.wishlistWrite) return answer(routes.wishlistWrite, () => Response.json({}));
        const id = Number(path.split('/').pop());
        state.wishlist = request.method === 'PUT' ? [id, ...state.wishlist.filter((x) => x !== id)] : state.wishlist.filter((x) => x !== id);
        return Response.json({ productIds: state.wishlist });
      }
      case 'POST member/wishlist/merge':
        return answer(routes.merge, () => Response.json({ productIds: state.wishlist }));
      case 'GET product/{id}': {
        const card = routes.products?.find((product) => product.id === Number(path.split('/').pop()));
        return card ? Response.json(card) : refusal(404);
      }
      case 'POST member/edit':
        return answer(routes.edit, () => Response.json(memberInfo()));
      case 'POST member/password':
        return answer(routes.password, () => Response.json({ status: 'CHANGED' }));
      case 'POST member/delete':
        return answer(routes.remove, () => new Response(null, { status: 204 }));
      case 'POST privacy/erasure-request':
        return answer(routes.erasure, () => Response.json({ status: 'RECEIVED' }, { status: 202 }));
      case 'GET booking':
        return Response.json(booking());
      default:
        return Response.json({ error: 'NOT_FOUND', message: `unknown ${url.pathname}` }, { status: 404 });
    }
  };
  return state;
}

/** Requests made to one provider path. */
export const requestsTo = (method: string, path: string) =>
  fakeProvider.requests.filter((request) => request.method === method && new URL(request.url).pathname === `/api/v2/${path}`);
export const bodyOf = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;

export const user = () => userEvent.setup({ delay: null });

/** Renders an island on a site with members (or without), for a member (`memberName`) or a visitor. */
export function renderMemberSite(ui: ReactElement, { visitor = {}, language = 'en', members = true }: { visitor?: Partial<Visitor>; language?: Language; members?: boolean } = {}) {
  return renderShop(<MemberSiteProvider enabled={members}>{ui}</MemberSiteProvider>, visitor, language);
}

/** Each test file calls this once: no request, stored wishlist, member cookie or address left over. */
export function setUpMemberTests(address = '/en/member-area') {
  beforeEach(() => {
    fakeProvider.requests = [];
    localStorage.clear();
    resetWishlistStore();
    Cookies.remove(COOKIES.memberHint.name);
    navigation.push.mockClear();
    window.history.replaceState(null, '', address);
  });
}
