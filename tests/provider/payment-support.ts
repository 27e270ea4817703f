import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { CartSchema } from '@/provider/api/contract/cart';
import { PaymentAnswerSchema, type PaymentAnswer } from '@/provider/api/contract/payment';
import type { PaymentSettings, ProviderDeps } from '@/provider/api/deps';
import type { DatabaseHandle } from '@/provider/db/types';
import { TEST_NOW } from './fixtures';
import { providerOn } from './test-database';

/** Paris's walking tour at 10:00 (option 41031, 20 places), in English. */
export const walk = (date: string, adults = 2) => ({
  productId: 4103,
  optionId: 41031,
  date,
  time: '10:00',
  units: [{ type: 'adult', quantity: adults }],
  packageChoices: [4103111],
});

export const CARDS = {
  approved: '4111 1111 1111 1111',
  refused: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  challenge: '4000 0000 0000 3220',
  timeout: '4000 0000 0000 0119',
};

export const card = (number: string, extra: Record<string, unknown> = {}) => ({
  type: 'scheme',
  number,
  expiryMonth: '03',
  expiryYear: '2030',
  cvc: '737',
  holderName: 'Anna Müller',
  ...extra,
});

export const customer = { firstName: 'Anna', lastName: 'Müller', email: 'anna@example.com', phone: '612345678', countryId: 276 };

let keys = 0;
export const newKey = () => `test-key-${Date.now()}-${++keys}`;

/**
 * The provider on a test database with the sandbox gateway (no timeout wait), a clock the
 * test moves, an outbox of its own and the after-answer work collected so a test can await it.
 */
export function paymentProvider(handle: DatabaseHandle, settings: PaymentSettings = {}, deps: Partial<ProviderDeps> = {}) {
  const clock = { now: TEST_NOW };
  const deferred: Promise<void>[] = [];
  const outboxDir = mkdtempSync(join(tmpdir(), 'outbox-'));
  const { call, deps: providerDeps } = providerOn(handle, () => clock.now, {
    ...deps,
    payment: { sandboxTimeoutMs: 0, outboxDir, defer: (task) => void deferred.push(task()), ...settings },
  });

  async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return call(`/api/v2${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  /** A new visitor's basket with the items; its token and total. */
  async function basket(...items: unknown[]) {
    let token = '';
    for (const item of items) {
      const response = await send('POST', '/transaction/addToCart', item, token ? { authorization: token } : {});
      expect(response.status, await response.clone().text()).toBe(200);
      token ||= response.headers.get('authorization') ?? '';
    }
    const cart = CartSchema.parse(await (await send('GET', '/transaction/sale', undefined, { authorization: token })).json());
    return { token, total: cart.total, cart };
  }

  async function pay(token: string, total: { amount: number; currency: string }, paymentMethod: unknown, key = newKey()) {
    return send(
      'POST',
      '/transaction/payment/adyen',
      { customer, amount: { value: total.amount, currency: total.currency }, paymentMethod, returnUrl: 'http://localhost:3000/en/payment' },
      { authorization: token, 'idempotency-key': key },
    );
  }

  const answer = async (response: Response): Promise<PaymentAnswer> => {
    expect(response.status, await response.clone().text()).toBe(200);
    return PaymentAnswerSchema.parse(await response.json());
  };

  return { clock, send, basket, pay, answer, outboxDir, providerDeps, settle: () => Promise.all(deferred.splice(0)) };
}
