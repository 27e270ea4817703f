/** The agent area as its component tests meet it: an agent of "Demo Travel Agency", its bookings and statement, the provider's agent routes faked. */
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, vi } from 'vitest';
import { fakeProvider } from './fake-provider';
import { booking } from './manage-booking-fakes';
import { navigation } from './navigation-mock';
import { renderShop } from './render-shop';
import { AgentAreaIsland } from '@/components/agent/agent-area-island';
import type { AgentInfo } from '@/lib/api/agent-auth';
import type { ApiKey } from '@/lib/api/agent-api-keys';
import type { AgentBooking, Statement, TopUpAnswer } from '@/lib/api/agent-area';
import { COOKIES } from '@/lib/cookies/names';
import type { Language } from '@/lib/i18n/languages';

// The area starts several calls at once; as in member-fakes, callBasket takes the fake http directly.
vi.mock('@/lib/basket/basket-call', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/basket/basket-call')>();
  const { browserHttp } = await import('@/lib/api/browser-http');
  return { ...original, callBasket: ((call, context) => call(browserHttp, context)) satisfies typeof original.callBasket };
});

export const eur = (amount: number) => ({ amount, currency: 'EUR' as const });

export function agentInfo(overrides: Partial<AgentInfo> = {}): AgentInfo {
  return {
    firstName: 'Alex',
    name: 'Alex Agent',
    email: 'agent@demo.example',
    language: 'en',
    agency: { name: 'Demo Travel Agency', reference: 'DTA', currencyId: 1, commissionPercent: 10 },
    credit: { currency: 'EUR', balance: 50000, creditLimit: 0, reserved: 2000, available: 48000 },
    ...overrides,
  };
}

export function agentBooking(overrides: Partial<AgentBooking> = {}): AgentBooking {
  return {
    reference: 'SS7K2QH9AB',
    status: 'paid',
    createdAt: '2027-04-01T09:00:00.000Z',
    traveller: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
    agentName: 'Sam Second',
    agencyReference: 'DTA / GH-17',
    paidWith: 'credit',
    channel: 'shop',
    total: eur(6800),
    refunded: eur(0),
    commission: eur(680),
    lines: [{ line: 0, productName: 'Seine Evening Cruise', date: '2027-05-14', time: '09:30', status: 'valid' }],
    voucherToken: 'vT_1',
    bookingToken: 'b1.SS7K2QH9AB.1.signature',
    ...overrides,
  };
}

export function statement(overrides: Partial<Statement> = {}): Statement {
  return {
    currency: 'EUR',
    from: '2027-05-01',
    to: '2027-05-31',
    opening: 50000,
    closing: 63200,
    entries: [
      { id: 7, at: '2027-05-03T10:00:00.000Z', kind: 'booking', reference: 'SS7K2QH9AB', agentName: 'Sam Second', amount: -6800, balance: 43200, note: 'Booking' },
      { id: 8, at: '2027-05-04T10:00:00.000Z', kind: 'top-up', reference: 'TU8H2K', agentName: 'Alex Agent', amount: 20000, balance: 63200, note: 'Top-up' },
    ],
    ...overrides,
  };
}

export function topUpAnswer(overrides: Partial<TopUpAnswer> = {}): TopUpAnswer {
  return {
    reference: 'TU8H2K',
    status: 'captured',
    action: null,
    amount: eur(20000),
    credit: { currency: 'EUR', balance: 70000, creditLimit: 0, reserved: 2000, available: 68000 },
    ...overrides,
  };
}

export function apiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: '0b8f5d3e-8c1a-4f7e-9a51-3c2d1e0f9a11',
    name: 'Channel manager',
    prefix: 'octo_Xk3v9QaB',
    createdAt: '2027-04-02T08:00:00.000Z',
    lastUsedAt: '2027-05-10T12:30:00.000Z',
    revokedAt: null,
    ...overrides,
  };
}

/** The contract's error body, as the shop's /api/v2 passes it on. */
export const refusal = (status: number, reason?: string, headers: Record<string, string> = {}) =>
  Response.json({ error: status === 401 ? 'UNAUTHORIZED' : 'REFUSED', message: 'refused', reason }, { status, headers });

type Reply = Response | ((request: Request) => Response | Promise<Response>);

export interface AgentRoutes {
  login?: Reply;
  logout?: Reply;
  info?: Reply;
  bookings?: Reply;
  statement?: Reply;
  topUp?: Reply;
  details?: Reply;
  gateway?: 'sandbox' | 'adyen';
  apiKeys?: Reply;
  createApiKey?: Reply;
  /** DELETE agent/api-keys/{id}; by default the key of `apiKey()` with that id, revoked. */
  revokeApiKey?: Reply;
}

const answer = (reply: Reply | undefined, request: Request, fallback: () => Response | Promise<Response>) => (reply === undefined ? fallback() : typeof reply === 'function' ? reply(request) : reply.clone());

/** The provider's agent routes (and the manage-booking view's look-up, for "Manage"). */
export function fakeAgentApi(routes: AgentRoutes = {}) {
  fakeProvider.handler = async (request) => {
    const path = new URL(request.url).pathname.replace('/api/v2/', '');
    if (request.method === 'DELETE' && path.startsWith('agent/api-keys/')) {
      const id = decodeURIComponent(path.slice('agent/api-keys/'.length));
      return answer(routes.revokeApiKey, request, () => Response.json(apiKey({ id, revokedAt: '2027-05-20T09:00:00.000Z' })));
    }
    switch (`${request.method} ${path}`) {
      case 'POST agent/login':
        return answer(routes.login, request, () => Response.json(agentInfo()));
      case 'POST agent/logout':
        return answer(routes.logout, request, () => Response.json({ status: 'SIGNED_OUT' }));
      case 'GET agent/info':
        return answer(routes.info, request, () => Response.json(agentInfo()));
      case 'GET agent/bookings':
        return answer(routes.bookings, request, () => Response.json({ bookings: [agentBooking()], page: 1, pages: 1, total: 1 }));
      case 'GET agent/statement':
        return answer(routes.statement, request, () => Response.json(statement()));
      case 'POST agent/top-up':
        return answer(routes.topUp, request, () => Response.json(topUpAnswer()));
      case 'POST agent/top-up/details':
        return answer(routes.details, request, () => Response.json(topUpAnswer()));
      case 'GET agent/api-keys':
        return answer(routes.apiKeys, request, () => Response.json({ keys: [apiKey()] }));
      case 'POST agent/api-keys':
        return answer(routes.createApiKey, request, async () =>
          Response.json({ ...apiKey({ id: '7c1e2a90-1d4b-4c8e-8f3a-5b6c7d8e9f00', name: ((await bodyOf(request)).name as string) ?? '', prefix: 'octo_N3wK3yAb', createdAt: '2027-05-20T09:00:00.000Z', lastUsedAt: null }), key: 'octo_N3wK3yAbSecretPartThatIsShownOnlyOnce0123456' }),
        );
      case 'GET payments/methods':
        return Response.json({ gateway: routes.gateway ?? 'sandbox', clientKey: null, environment: 'test', paymentMethodsResponse: {} });
      case 'GET booking':
        return Response.json(booking());
      default:
        return Response.json({ error: 'NOT_FOUND', message: `unknown ${path}` }, { status: 404 });
    }
  };
}

/** Requests made to one provider path. */
export const requestsTo = (method: string, path: string) =>
  fakeProvider.requests.filter((request) => request.method === method && new URL(request.url).pathname === `/api/v2/${path}`);
export const bodyOf = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export const user = () => userEvent.setup({ delay: null });

/** The agent area at `hash`, for a signed-in agent (the `isagent` cookie) unless `signedIn` is false. */
export function openAgentArea({ hash = '', search = '', language = 'en' as Language, signedIn = true } = {}) {
  window.history.replaceState(null, '', `/${language}/agent-area${search}${hash}`);
  return renderShop(<AgentAreaIsland language={language} />, signedIn ? { isAgent: true } : {}, language);
}

/** Each test file calls this once: no request, agent cookie, address or stubbed location left over. */
export function setUpAgentTests() {
  beforeEach(() => {
    fakeProvider.requests = [];
    for (const name of [COOKIES.isAgent.name, COOKIES.agentCredit.name]) Cookies.remove(name);
    navigation.push.mockClear();
    vi.unstubAllGlobals();
  });
}

/** `location.assign` recorded instead of a full page load. */
export function stubFullLoads() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}
