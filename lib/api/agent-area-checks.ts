import * as z from 'zod/mini';
import type { Schema } from './request';
import type { AgentBookings, Statement, TopUpAnswer } from './agent-area';
import { AgencyCreditCheck } from './agent-auth-checks';

const money = z.looseObject({ amount: z.number(), currency: z.string() });

export const BookingsCheck = z.looseObject({
  bookings: z.array(
    z.looseObject({
      reference: z.string(),
      status: z.string(),
      createdAt: z.string(),
      traveller: z.looseObject({ firstName: z.string(), lastName: z.string() }),
      paidWith: z.string(),
      total: money,
      refunded: money,
      commission: money,
      lines: z.array(z.looseObject({ line: z.number(), productName: z.string() })),
      voucherToken: z.string(),
      bookingToken: z.string(),
    }),
  ),
  page: z.number(),
  pages: z.number(),
  total: z.number(),
}) as unknown as Schema<AgentBookings>;

export const StatementCheck = z.looseObject({
  currency: z.string(),
  opening: z.number(),
  closing: z.number(),
  entries: z.array(z.looseObject({ id: z.number(), at: z.string(), kind: z.string(), amount: z.number(), balance: z.number() })),
}) as unknown as Schema<Statement>;

export const TopUpAnswerCheck = z.looseObject({
  reference: z.string(),
  status: z.enum(['pending', 'authorised', 'captured', 'refused']),
  action: z.nullable(z.record(z.string(), z.unknown())),
  amount: money,
  credit: AgencyCreditCheck,
}) as unknown as Schema<TopUpAnswer>;
