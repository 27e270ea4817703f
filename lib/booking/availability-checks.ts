import * as z from 'zod/mini';
import type { Schema } from '@/lib/api/request';
import type { Calendar, ProductDay } from './types';

/*
 * Light checks of the availability answers in the browser: enough to trust the shape the
 * panel reads, small enough to load with the first request (the contract's schemas stay
 * on the server). Loose objects: a plain one would strip every field it does not name.
 */

const status = z.enum(['available', 'unavailable', 'block_out', 'almost_sold_out', 'sold_out']);
const money = z.looseObject({ amount: z.number(), currency: z.enum(['EUR', 'GBP', 'USD']) });

export const CalendarCheck = z.looseObject({
  timeZone: z.string(),
  today: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(z.looseObject({ date: z.string(), status, priceFrom: z.nullable(money), remaining: z.nullable(z.number()) })),
}) as unknown as Schema<Calendar>;

export const ProductDayCheck = z.looseObject({
  day: z.string(),
  timeZone: z.string(),
  status,
  options: z.array(
    z.looseObject({
      id: z.number(),
      name: z.string(),
      kind: z.enum(['timed', 'open']),
      duration: z.looseObject({ value: z.number(), unit: z.enum(['minute', 'hour', 'day']) }),
      status,
      minPassengers: z.number(),
      remaining: z.nullable(z.number()),
      times: z.array(z.looseObject({ time: z.string(), status, capacity: z.number(), remaining: z.number() })),
      units: z.array(z.looseObject({ type: z.string(), name: z.string(), ageFrom: z.nullable(z.number()), ageTo: z.nullable(z.number()), price: money, retail: z.nullable(money) })),
      packageGroups: z.array(z.looseObject({ id: z.number(), name: z.string(), choices: z.array(z.looseObject({ id: z.number(), name: z.string() })) })),
      identityDocumentRequired: z.boolean(),
      cancellation: z.looseObject({ refundType: z.enum(['full', 'partial', 'none']), refundPercent: z.number(), cutoffMinutes: z.number() }),
    }),
  ),
}) as unknown as Schema<ProductDay>;
