import * as z from 'zod/mini';
import type { Schema } from './request';
import type { AgentInfo } from './agent-auth';

export const AgencyCreditCheck = z.looseObject({
  currency: z.string(),
  balance: z.number(),
  creditLimit: z.number(),
  reserved: z.number(),
  available: z.number(),
});

export const AgentInfoCheck = z.looseObject({
  firstName: z.string(),
  name: z.string(),
  agency: z.looseObject({ name: z.string(), reference: z.string(), currencyId: z.number(), commissionPercent: z.number() }),
  credit: AgencyCreditCheck,
}) as unknown as Schema<AgentInfo>;
