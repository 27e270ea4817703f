import * as z from 'zod/mini';
import type { Schema } from './request';
import type { ProductCard } from '@/provider/api/contract/products';
import type { MemberInfo, MemberOrder, PartnerOffers } from './member-area';

const money = z.object({ amount: z.number(), currency: z.string() });

export const InfoCheck = z.looseObject({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  email: z.string(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
}) as unknown as Schema<MemberInfo>;

export const OrdersCheck = z.looseObject({
  orders: z.array(
    z.looseObject({
      reference: z.string(),
      status: z.string(),
      createdAt: z.string(),
      total: money,
      refunded: money,
      lines: z.array(z.looseObject({ line: z.number(), productName: z.string() })),
      voucherToken: z.string(),
      bookingToken: z.string(),
    }),
  ),
}) as unknown as Schema<{ orders: MemberOrder[] }>;

export const OffersCheck = z.looseObject({
  offers: z.array(z.looseObject({ id: z.number(), partner: z.string(), title: z.string(), code: z.nullable(z.string()), locationId: z.number() })),
  locations: z.array(z.looseObject({ id: z.number(), name: z.string(), count: z.number() })),
}) as unknown as Schema<PartnerOffers>;

export const CardCheck = z.looseObject({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  lang: z.string(),
  locationId: z.number(),
  locationUrl: z.string(),
  image: z.looseObject({ url: z.string() }),
}) as unknown as Schema<ProductCard>;
