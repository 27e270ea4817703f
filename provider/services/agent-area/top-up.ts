import { and, eq } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import type { TopUpAnswerSchema, TopUpBodySchema, TopUpDetailsBodySchema } from '../../api/contract/agents';
import { ProviderError } from '../../api/errors';
import { agencyTopUps } from '../../db/schema';
import type { SignedInAgent } from '../agents/current';
import { agencyCredit } from '../agents/credit';
import type { PaymentDeps } from '../payment/deps';
import { GatewayInvalid, GatewayUnavailable, type GatewayOutcome } from '../payment/gateway';
import { newTopUpReference } from '../payment/references';
import { LOCALES } from '../voucher/texts';
import { captureTopUp, topUpAmount, type TopUpRow } from './top-up-credit';

type TopUpAnswer = z.infer<typeof TopUpAnswerSchema>;
const CARD_FIELDS: Record<string, 'CARD_NUMBER' | 'CARD_EXPIRY' | 'CARD_CVC'> = { number: 'CARD_NUMBER', expiry: 'CARD_EXPIRY', cvc: 'CARD_CVC' };

/**
 * `POST agent/top-up`: the agency's credit bought by card through the shop's gateway. The
 * top-up is recorded first under the request's idempotency key, so a retry finds it and asks the
 * gateway again with the same key (no second charge); the ledger is credited only once the money
 * is captured (`top-up-credit.ts`).
 */
export async function startTopUp(deps: PaymentDeps, agent: SignedInAgent, body: z.infer<typeof TopUpBodySchema>): Promise<TopUpAnswer> {
  const { db } = deps;
  const { agency } = agent;
  const [created] = await db
    .insert(agencyTopUps)
    .values({ reference: newTopUpReference(), agencyId: agency.id, agentId: agent.id, amount: body.amount, status: 'pending', idempotencyKey: body.idempotencyKey, createdAt: deps.now })
    .onConflictDoNothing({ target: agencyTopUps.idempotencyKey })
    .returning();
  const topUp = created ?? (await db.select().from(agencyTopUps).where(eq(agencyTopUps.idempotencyKey, body.idempotencyKey)))[0]!;
  if (topUp.agencyId !== agency.id || topUp.amount !== body.amount) {
    throw new ProviderError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was already used for a different request. Send a new key with each new request.');
  }
  // A retry after the first try ended: its answer, without asking the gateway again.
  if (topUp.status === 'refused' || topUp.status === 'captured') return topUpAnswer(deps, agent, topUp);
  if (topUp.status === 'authorised') return topUpAnswer(deps, agent, await captureTopUp(deps, topUp, agency.currencyId));

  let outcome: GatewayOutcome;
  try {
    outcome = await deps.gateway.authorise({
      reference: topUp.reference,
      amount: topUpAmount(topUp, agency.currencyId),
      paymentMethod: body.paymentMethod,
      returnUrl: body.returnUrl,
      shopperLocale: LOCALES[deps.context.language],
      shopperEmail: agent.email,
      browserInfo: body.browserInfo,
      // The top-up's own id: stable across retries, and never met by an order's key.
      idempotencyKey: `top-up-${topUp.id}`,
    });
  } catch (error) {
    return gatewayFailed(deps, agent, topUp, error);
  }
  return handleOutcome(deps, agent, topUp, outcome);
}

/** `POST agent/top-up/details`: the 3-D Secure step (or redirect) finished; the gateway says how it ended. */
export async function topUpDetails(deps: PaymentDeps, agent: SignedInAgent, body: z.infer<typeof TopUpDetailsBodySchema>): Promise<TopUpAnswer> {
  const [topUp] = await deps.db
    .select()
    .from(agencyTopUps)
    .where(and(eq(agencyTopUps.reference, body.reference.trim().toUpperCase()), eq(agencyTopUps.agencyId, agent.agency.id)));
  // Another agency's top-up is the same 404 as none.
  if (!topUp) throw new ProviderError('NOT_FOUND', 'There is no such top-up.');
  if (topUp.status !== 'pending') return topUpAnswer(deps, agent, topUp);
  let outcome: GatewayOutcome;
  try {
    outcome = await deps.gateway.details({
      reference: topUp.reference,
      details: body.details,
      paymentData: body.paymentData,
      pspReference: topUp.pspReference,
      idempotencyKey: `top-up-${topUp.id}-details`,
    });
  } catch (error) {
    return gatewayFailed(deps, agent, topUp, error);
  }
  return handleOutcome(deps, agent, topUp, outcome);
}

async function handleOutcome(deps: PaymentDeps, agent: SignedInAgent, topUp: TopUpRow, outcome: GatewayOutcome): Promise<TopUpAnswer> {
  switch (outcome.kind) {
    case 'authorised': {
      const authorised = await advance(deps, topUp, { status: 'authorised', pspReference: outcome.pspReference });
      return topUpAnswer(deps, agent, await captureTopUp(deps, authorised, agent.agency.currencyId));
    }
    case 'refused':
      return topUpAnswer(deps, agent, await advance(deps, topUp, { status: 'refused', pspReference: outcome.pspReference }));
    case 'action':
      return topUpAnswer(deps, agent, await advance(deps, topUp, { pspReference: outcome.pspReference }), outcome.action);
    case 'pending':
      return topUpAnswer(deps, agent, await advance(deps, topUp, { pspReference: outcome.pspReference }));
  }
}

/** Moves a pending top-up on; one that a notification moved meanwhile is answered as it now stands. */
export async function advance(deps: Pick<PaymentDeps, 'db'>, topUp: TopUpRow, set: { status?: TopUpRow['status']; pspReference: string | null }): Promise<TopUpRow> {
  const [moved] = await deps.db
    .update(agencyTopUps)
    .set({ status: set.status, pspReference: set.pspReference ?? topUp.pspReference })
    .where(and(eq(agencyTopUps.id, topUp.id), eq(agencyTopUps.status, 'pending')))
    .returning();
  return moved ?? (await deps.db.select().from(agencyTopUps).where(eq(agencyTopUps.id, topUp.id)))[0]!;
}

/** The gateway did not answer (unknown: a retry asks again with the same key) or refused the card data itself (nothing charged). */
async function gatewayFailed(deps: PaymentDeps, agent: SignedInAgent, topUp: TopUpRow, error: unknown): Promise<TopUpAnswer> {
  if (error instanceof GatewayUnavailable) return topUpAnswer(deps, agent, topUp);
  if (error instanceof GatewayInvalid) {
    await advance(deps, topUp, { status: 'refused', pspReference: null });
    throw new ProviderError('UNPROCESSABLE', error.message, (error.field && CARD_FIELDS[error.field]) || 'CARD_INVALID');
  }
  throw error;
}

async function topUpAnswer(deps: PaymentDeps, agent: SignedInAgent, topUp: TopUpRow, action: Record<string, unknown> | null = null): Promise<TopUpAnswer> {
  const credit = await agencyCredit(deps.db, agent.agency, deps.now);
  return { reference: topUp.reference, status: topUp.status, action, amount: { amount: topUp.amount, currency: credit.currency }, credit };
}
