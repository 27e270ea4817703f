import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { CartSchema, type Cart } from '@/provider/api/contract/cart';
import { members, orders } from '@/provider/db/schema';
import { card, CARDS, customer, newKey, paymentProvider } from './payment-support';
import { memberTestDeps, newMember, registerAndVerify, type Call } from './member-support';
import type { TestDatabase } from './test-database';

export interface SignedIn {
  id: string;
  email: string;
  /** The `cookie` header of the member's session. */
  cookie: string;
}

/**
 * The payment test provider with members' emails kept in memory, and what the member-area
 * tests do again and again: sign a new member up, fill a basket (signed in or not) and pay it.
 */
export function memberShop(database: TestDatabase) {
  const shop = paymentProvider(database.handle, {}, memberTestDeps);
  const db = () => database.handle.db;
  const call: Call = (path, init) => shop.send(init?.method ?? 'GET', path.replace(/^\/api\/v2/, ''), init?.body ? JSON.parse(String(init.body)) : undefined, (init?.headers ?? {}) as Record<string, string>);

  /** A new member, registered and verified, with their session. */
  async function signUp(name = 'Anna Müller'): Promise<SignedIn> {
    const details = newMember(name);
    const cookie = await registerAndVerify(call, details);
    const [row] = await db().select({ id: members.id }).from(members).where(eq(members.email, details.email));
    return { id: row!.id, email: details.email, cookie };
  }

  /** Adds the items with the member's session (or as a visitor); the basket's token and what it shows. */
  async function fill(who: SignedIn | null, items: unknown[], token = ''): Promise<{ token: string; cart: Cart }> {
    for (const item of items) {
      const response = await shop.send('POST', '/transaction/addToCart', item, { ...(token ? { authorization: token } : {}), ...(who ? { cookie: who.cookie } : {}) });
      expect(response.status, await response.clone().text()).toBe(200);
      token ||= response.headers.get('authorization') ?? '';
    }
    const cart = CartSchema.parse(await (await shop.send('GET', '/transaction/sale', undefined, { authorization: token })).json());
    return { token, cart };
  }

  /** Pays a basket by the approved test card, for the total it shows, with the buyer's email; the paid order's row. */
  async function pay(token: string, cart: Cart, email = customer.email, headers: Record<string, string> = {}) {
    const response = await shop.send(
      'POST',
      '/transaction/payment/adyen',
      { customer: { ...customer, email }, amount: { value: cart.total.amount, currency: cart.total.currency }, paymentMethod: card(CARDS.approved), returnUrl: 'http://localhost:3000/en/payment' },
      { authorization: token, 'idempotency-key': newKey(), ...headers },
    );
    const paid = await shop.answer(response);
    expect(paid.result).toBe('paid');
    const [order] = await db().select().from(orders).where(eq(orders.id, paid.orderId));
    return order!;
  }

  /** A basket of the items bought and paid, signed in or as a visitor with this email. */
  async function buy(who: SignedIn | null, items: unknown[], email = who?.email ?? customer.email) {
    const { token, cart } = await fill(who, items);
    return pay(token, cart, email);
  }

  /** A call with the member's session (or none). */
  const as = (who: SignedIn | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    shop.send(method, path, body, { ...(who ? { cookie: who.cookie } : {}), ...headers });

  return { shop, db, call, signUp, fill, pay, buy, as };
}
