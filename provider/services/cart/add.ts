import { and, count, eq, inArray } from 'drizzle-orm';
import type { AddToCartBody } from '../../api/contract/cart';
import { MAX_CART_ITEMS } from '../../api/contract/cart';
import { ProviderError } from '../../api/errors';
import { carts, cartSales, packageChoices, packageGroups } from '../../db/schema';
import type { Database } from '../../db/types';
import { minutesOfDay } from '../../domain/dates';
import { isWithin } from '../../domain/distance';
import { BOOKING_CUTOFF_MINUTES, changeOn, isBookable, optionDay } from '../availability/engine';
import { loadAvailability, type AvailabilityData, type OptionData } from '../availability/load';
import { ensurePlaces, holdPlaces, lockSlot, type Slot } from './holds';
import { inTransaction, lockCart } from './locks';
import { memberDiscounts, memberPriceItem, pricedForMember, repriceLockedCart } from './member-price';
import { passengersOf } from './pricing';
import { hashToken, newToken, SESSION_DAYS, type CartRow } from './session';
import { adoptLockedBasket } from '../agents/basket';
import { lockAgency } from '../agents/credit';
import { creditCovers, lockBasketAgency } from '../agents/reservation';
import type { SignedInAccount } from '../members/current';
import { ensureSameRequest, requestHash } from '../idempotency';
import type { CartDeps } from './deps';

const refuse = (reason: ConstructorParameters<typeof ProviderError>[2], message: string, code: 'UNPROCESSABLE' | 'CONFLICT' = 'UNPROCESSABLE') =>
  new ProviderError(code, message, reason);

/** What is being booked, checked against the catalogue and the day's availability (everything but the places, which need the lock). */
export interface CheckedItem {
  slot: Slot;
  option: OptionData;
  data: AvailabilityData;
  passengers: number;
  units: AddToCartBody['units'];
  packageChoices: number[];
}

/** Spec §5 and §8, in the order a visitor meets them on the booking panel. */
export async function checkItem(db: Database, body: AddToCartBody, now: Date): Promise<CheckedItem> {
  const data = await loadAvailability(db, { optionId: body.optionId }, now, () => ({ from: body.date, to: body.date }));
  const option = data?.options[0];
  if (!data || !option || option.productId !== body.productId) {
    throw new ProviderError('NOT_FOUND', `Product ${body.productId} has no option ${body.optionId}.`);
  }
  if (!data.product.active) throw refuse('TEMPORARILY_UNAVAILABLE', 'This product is temporarily unavailable.');
  // The browser checks too, but only this check cannot be skipped.
  const { nearby } = data.product;
  if (nearby && (!body.position || !isWithin(body.position, nearby))) {
    throw refuse('LOCATION_TOO_FAR', `This product is sold only within ${nearby.radiusKm} km of its city: send the buyer's position from there.`);
  }

  const types = body.units.map((u) => u.type);
  if (new Set(types).size !== types.length) throw new ProviderError('BAD_REQUEST', 'units: names a passenger type more than once');
  const units = body.units.filter((u) => u.quantity > 0);
  const passengers = passengersOf(units);
  if (passengers === 0) throw refuse('NO_PASSENGERS', 'Choose at least one passenger.');
  const unknown = units.find((u) => !option.units.some((sold) => sold.unitType === u.type));
  if (unknown) throw refuse('OPTION_NOT_SELECTABLE', `This option has no ${unknown.type} tickets.`);
  if (passengers < option.minPassengers) {
    throw refuse('MIN_PASSENGERS', `This option needs at least ${option.minPassengers} passengers.`);
  }

  await checkPackageChoices(db, option.id, body.packageChoices);

  const day = optionDay(option, body.date, data.clock, data.product);
  if (option.kind === 'open' || option.capacity === null) {
    if (body.time !== undefined) throw new ProviderError('BAD_REQUEST', 'time: this option is open-dated and has no departure time');
    if (!isBookable(day.status)) throw refuse('DAY_UNAVAILABLE', 'The selected day is unavailable.');
    return { slot: { optionId: option.id, date: body.date, time: null }, option, data, passengers, units, packageChoices: body.packageChoices };
  }

  if (day.status === 'sold_out') throw refuse('SOLD_OUT', 'Sold out: there are no places left on this day.', 'CONFLICT');
  if (!isBookable(day.status)) throw refuse('DAY_UNAVAILABLE', 'The selected day is unavailable.');
  if (body.time === undefined) throw refuse('NO_TIME_SLOT', 'Please select a time slot.');
  const departure = day.times.find((t) => t.time === body.time);
  const departed =
    body.date === data.clock.today && minutesOfDay(data.clock.time) > minutesOfDay(body.time) - BOOKING_CUTOFF_MINUTES;
  if (!departure || departed) throw refuse('TIME_UNAVAILABLE', 'The selected time is unavailable.');
  return { slot: { optionId: option.id, date: body.date, time: body.time }, option, data, passengers, units, packageChoices: body.packageChoices };
}

/** Every package group of the option answered once, with one of its own choices. */
async function checkPackageChoices(db: Database, optionId: number, chosen: number[]) {
  const groups = await db.select({ id: packageGroups.id }).from(packageGroups).where(eq(packageGroups.optionId, optionId));
  const choices = groups.length
    ? await db
        .select({ id: packageChoices.id, groupId: packageChoices.groupId })
        .from(packageChoices)
        .where(inArray(packageChoices.groupId, groups.map((g) => g.id)))
    : [];
  const groupOf = new Map(choices.map((c) => [c.id, c.groupId]));
  const answered = chosen.map((id) => groupOf.get(id));
  const complete = answered.every((g) => g !== undefined) && new Set(answered).size === chosen.length && chosen.length === groups.length;
  if (!complete) throw refuse('PACKAGE_OPTIONS', 'It is mandatory to select all package options.');
}

/** The item's price on its day, in the basket's currency; with a member discount, the member price. */
export function itemPrice(item: Pick<CheckedItem, 'option' | 'units' | 'slot'>, currency: CartRow['currencyId'], memberDiscountPercent: number | null = null) {
  return memberPriceItem(item.option.units, item.units, currency as 1 | 2 | 3, changeOn(item.option.changes, item.slot.date), memberDiscountPercent);
}

/** The item an earlier request with this key added to the basket, if the request was the same; another request with it is refused. */
async function addedBefore(db: Database, cart: CartRow | null, idempotencyKey: string | undefined, hash: string) {
  if (!cart || !idempotencyKey) return undefined;
  const [seen] = await db
    .select({ id: cartSales.id, requestHash: cartSales.requestHash })
    .from(cartSales)
    .where(and(eq(cartSales.cartId, cart.id), eq(cartSales.idempotencyKey, idempotencyKey)));
  if (seen) ensureSameRequest(seen.requestHash, hash);
  return seen;
}

/** Who is signed in with a basket call: a member (member prices) or an agent (`agencyId`: the agency's credit). */
export type BasketOwner = Pick<SignedInAccount, 'id' | 'agencyId'>;

/**
 * `transaction/addToCart`: checks the item, then — in one transaction holding the basket's
 * and the departure's locks — counts the places left, creates the basket if the visitor has
 * none, and holds the places. Returns the basket and, for a new visitor, their token. A retry
 * with the same key and request answers the item added first, even if its places are now the last.
 * A signed-in member gets a new basket as theirs, or a guest basket made theirs (its items
 * re-priced), and the member price; a basket of another member stays at public prices.
 * A signed-in agent's basket is in the agency's currency, and the item reserves the agency's
 * credit when the credit (under the agency's lock) covers it.
 */
export async function addToCart(deps: CartDeps, cart: CartRow | null, body: AddToCartBody, idempotencyKey: string | undefined, owner: BasketOwner | null = null) {
  const { db, now } = deps;
  const hash = requestHash(body);
  const before = await addedBefore(db, cart, idempotencyKey, hash);
  if (before) return { cart: cart!, token: null, saleId: before.id };
  const item = await checkItem(db, body, now);
  const heldUntil = new Date(now.getTime() + deps.holdMinutes * 60_000);
  const agent = owner?.agencyId ? { id: owner.id, agencyId: owner.agencyId } : null;
  const memberId = owner && !agent ? owner.id : null;

  return inTransaction(db, async (t) => {
    let token: string | null = null;
    let current = cart;
    // The basket's lock first (locks.ts); it also makes a racing retry wait here and find the item.
    if (current) await lockCart(t, current.id);
    const seen = await addedBefore(t, current, idempotencyKey, hash);
    if (seen) return { cart: current!, token, saleId: seen.id };
    if (current) {
      const [{ items }] = (await t.select({ items: count() }).from(cartSales).where(eq(cartSales.cartId, current.id))) as [{ items: number }];
      if (items >= MAX_CART_ITEMS) throw refuse('CART_FULL', `A basket holds at most ${MAX_CART_ITEMS} items.`);
      if (agent && current.memberId === null) current = (await adoptLockedBasket(t, current, agent, now)) ?? current;
      else if (memberId && current.memberId === null) {
        [current] = (await t.update(carts).set({ memberId }).where(eq(carts.id, current.id)).returning()) as [CartRow];
        await repriceLockedCart(t, current.id);
      }
    }
    // Step 2: the agency of the basket's agent, before any departure's lock.
    const agency = current ? await lockBasketAgency(t, current.id) : agent ? await lockAgency(t, agent.agencyId) : null;
    if (item.slot.time !== null && item.option.capacity !== null) {
      await lockSlot(t, item.slot);
      await ensurePlaces(t, item.slot, item.option.capacity, item.passengers, now);
    }
    if (!current) {
      token = newToken();
      const sessionExpiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
      [current] = (await t
        .insert(carts)
        .values({ tokenHash: hashToken(token), currencyId: agency?.currencyId ?? deps.context.currency, sessionExpiresAt, memberId: owner?.id ?? null })
        .returning()) as [CartRow];
    }
    const member = pricedForMember(current, memberId);
    const discount = member ? ((await memberDiscounts(t, [body.productId])).get(body.productId) ?? null) : null;
    const amount = itemPrice(item, current.currencyId, discount).total.amount;
    const [sale] = (await t
      .insert(cartSales)
      .values({
        cartId: current.id,
        productId: body.productId,
        optionId: body.optionId,
        travelDate: body.date,
        startTime: item.slot.time,
        units: item.units,
        packageChoices: item.packageChoices,
        amount,
        reservesCredit: agency ? await creditCovers(t, agency, current.currencyId, amount, now) : false,
        heldUntil,
        idempotencyKey: idempotencyKey ?? null,
        requestHash: idempotencyKey ? hash : null,
      })
      .returning({ id: cartSales.id })) as [{ id: number }];
    if (item.slot.time !== null) await holdPlaces(t, sale.id, item.slot, item.passengers, heldUntil);
    return { cart: current, token, saleId: sale.id };
  });
}
