import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { AddToCartBody } from '../../api/contract/cart';
import { CURRENCIES, type CurrencyId } from '../../api/contract/languages';
import { ProviderError } from '../../api/errors';
import { cartSales, optionTranslations, packageChoices, packageGroups, productOptions } from '../../db/schema';
import type { Database } from '../../db/types';
import { checkItem, itemPrice, type CheckedItem } from './add';
import type { CartDeps } from './deps';
import { saleOf, type SaleRow } from './edit';
import { keepPlaces, lockSlot, releasePlaces } from './holds';
import { lockBasketAgency, reserveSale } from '../agents/reservation';
import { inTransaction, lockCart } from './locks';
import type { CartRow } from './session';

/**
 * The package choices of one option carried to another: the choice at the same place in
 * the group at the same place (a tour in English stays in English); else the group's first.
 */
async function carriedChoices(db: Database, fromChoices: number[], toOptionId: number): Promise<number[]> {
  const groups = await db
    .select({ groupId: packageGroups.id, optionId: packageGroups.optionId, groupPosition: packageGroups.position, choiceId: packageChoices.id, choicePosition: packageChoices.position })
    .from(packageGroups)
    .innerJoin(packageChoices, eq(packageChoices.groupId, packageGroups.id))
    .where(or(eq(packageGroups.optionId, toOptionId), inArray(packageChoices.id, fromChoices.length ? fromChoices : [-1])))
    .orderBy(asc(packageGroups.position), asc(packageChoices.position));
  const chosen = groups.filter((g) => fromChoices.includes(g.choiceId));
  const target = groups.filter((g) => g.optionId === toOptionId);
  const targetGroups = [...new Set(target.map((g) => g.groupId))];
  return targetGroups.map((groupId, index) => {
    const choices = target.filter((g) => g.groupId === groupId);
    const position = chosen[index]?.choicePosition;
    return (choices.find((c) => c.choicePosition === position) ?? choices[0]!).choiceId;
  });
}

/** The same visit on another option of the product: same day, passengers and choices, the same departure time where both are timed. */
async function asOtherOption(db: Database, sale: SaleRow, optionId: number, now: Date): Promise<CheckedItem | null> {
  const packageChoices = await carriedChoices(db, sale.packageChoices, optionId);
  const body: AddToCartBody = { productId: sale.productId, optionId, date: sale.travelDate, units: sale.units, packageChoices };
  const attempt = (time?: string) => checkItem(db, { ...body, time }, now).catch((error: unknown) => {
    if (error instanceof ProviderError) return null;
    throw error;
  });
  return (await attempt(sale.startTime ?? undefined)) ?? (sale.startTime ? attempt() : null);
}

async function candidates(deps: CartDeps, sale: SaleRow, toOptionId?: number) {
  const others = await deps.db
    .select({ id: productOptions.id, name: optionTranslations.name })
    .from(productOptions)
    .innerJoin(optionTranslations, and(eq(optionTranslations.optionId, productOptions.id), eq(optionTranslations.lang, deps.context.language)))
    .where(and(eq(productOptions.productId, sale.productId), ne(productOptions.id, sale.optionId), toOptionId ? eq(productOptions.id, toOptionId) : undefined))
    .orderBy(asc(productOptions.position));
  const found: { id: number; name: string; item: CheckedItem }[] = [];
  for (const other of others) {
    const item = await asOtherOption(deps.db, sale, other.id, deps.now);
    const left = item?.data.options[0];
    if (!item || !left) continue;
    if (item.slot.time !== null && left.capacity !== null) {
      const taken = left.taken.get(`${item.slot.date}|${item.slot.time}`) ?? 0;
      if (left.capacity - taken < item.passengers) continue;
    }
    found.push({ id: other.id, name: other.name, item });
  }
  return found;
}

/** `GET sale/{id}/upselling`: the other options this item could move to, with the difference in price. */
export async function upsellOptions(deps: CartDeps, cart: CartRow | null, saleId: number, query: { fromOptionId?: number; toOptionId?: number }) {
  const sale = await saleOf(deps.db, cart, saleId);
  if (query.fromOptionId !== undefined && query.fromOptionId !== sale.optionId) {
    throw new ProviderError('CONFLICT', `Item ${saleId} is no longer on option ${query.fromOptionId}.`);
  }
  const currency = cart!.currencyId as CurrencyId;
  const code = CURRENCIES[currency].code;
  const options = (await candidates(deps, sale, query.toOptionId)).map(({ id, name, item }) => {
    const amount = itemPrice(item, currency).total.amount;
    return {
      optionId: id,
      name,
      amount: { amount, currency: code },
      difference: { amount: amount - sale.amount, currency: code },
      kind: amount >= sale.amount ? ('upgrade' as const) : ('downgrade' as const),
    };
  });
  return { saleId, options };
}

/** `POST sale/{id}/upselling`: moves the item to another option, holding the new places before the old ones are let go. */
export async function switchOption(deps: CartDeps, cart: CartRow | null, saleId: number, toOptionId: number) {
  const sale = await saleOf(deps.db, cart, saleId);
  const [target] = await candidates(deps, sale, toOptionId);
  if (!target) throw new ProviderError('UNPROCESSABLE', 'It is not possible to select this option.', 'OPTION_NOT_SELECTABLE');
  const until = new Date(deps.now.getTime() + deps.holdMinutes * 60_000);
  const { item } = target;
  const amount = itemPrice(item, cart!.currencyId as CurrencyId).total.amount;
  await inTransaction(deps.db, async (t) => {
    await lockCart(t, sale.cartId);
    const agency = await lockBasketAgency(t, sale.cartId);
    if (item.slot.time !== null && item.option.capacity !== null) {
      await lockSlot(t, item.slot);
      await keepPlaces(t, sale.id, item.slot, item.option.capacity, item.passengers, until, deps.now);
    } else {
      await releasePlaces(t, sale.id);
    }
    await t
      .update(cartSales)
      .set({ optionId: toOptionId, startTime: item.slot.time, packageChoices: item.packageChoices, amount, heldUntil: until })
      .where(eq(cartSales.id, sale.id));
    // Another price: the agent's credit is asked again for the new amount.
    if (agency) await reserveSale(t, agency, { id: sale.id, amount }, cart!.currencyId, deps.now);
  });
}
