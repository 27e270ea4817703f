import * as z from 'zod/mini';
import type { Schema } from './request';
import type { ManagedBooking } from '@/provider/api/contract/booking';
import type { BookingToken, CancelAnswer, ChangeAnswer, ChangeCalendar } from './booking';

const money = z.object({ amount: z.number(), currency: z.string() });

const BookingCheck = z.looseObject({
  reference: z.string(),
  status: z.enum(['paid', 'partly-cancelled', 'cancelled']),
  customer: z.looseObject({ email: z.string() }),
  paid: money,
  refunded: money,
  tickets: z.array(z.looseObject({ line: z.number(), code: z.string(), status: z.string(), policy: z.looseObject({ refundType: z.string() }) })),
  history: z.array(z.looseObject({ at: z.string(), kind: z.string() })),
  voucher: z.looseObject({ mobileUrl: z.string(), pdfUrl: z.string() }),
});

export const TokenCheck = z.looseObject({ token: z.string(), expiresAt: z.string() }) as unknown as Schema<BookingToken>;

export const CancelCheck = z.looseObject({ booking: BookingCheck, refunded: money, lines: z.array(z.number()) }) as unknown as Schema<CancelAnswer>;

export const CalendarCheck = z.looseObject({
  line: z.number(),
  days: z.array(z.looseObject({ date: z.string(), slots: z.array(z.looseObject({ time: z.string(), difference: money })) })),
}) as unknown as Schema<ChangeCalendar>;

export const ChangeCheck = z.looseObject({
  result: z.enum(['changed', 'refused']),
  booking: BookingCheck,
  difference: money,
  refusalReason: z.nullable(z.string()),
}) as unknown as Schema<ChangeAnswer>;

export const ManagedCheck = BookingCheck as unknown as Schema<ManagedBooking>;
