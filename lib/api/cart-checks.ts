import * as z from 'zod/mini';
import type { Schema } from './request';
import type { Cart } from '@/provider/api/contract/cart';
import type { ProductCard } from '@/provider/api/contract/products';
import type { Upsell } from './cart';

const money = z.object({ amount: z.number(), currency: z.string() });

/**
 * A light check of the contract's CartSchema: enough to trust the shape, small enough for the
 * browser. Loose objects: a plain one would strip every field it does not name.
 */
export const CartCheck = z.looseObject({
  items: z.array(z.looseObject({ id: z.number(), amount: money, status: z.string() })),
  count: z.number(),
  total: money,
  now: z.string(),
}) as unknown as Schema<Cart>;

export const CardsCheck = z.array(z.looseObject({ id: z.number(), name: z.string() })) as unknown as Schema<ProductCard[]>;

export const UpsellCheck = z.looseObject({
  saleId: z.number(),
  options: z.array(z.looseObject({ optionId: z.number(), name: z.string(), amount: money, difference: money, kind: z.string() })),
}) as unknown as Schema<Upsell>;
