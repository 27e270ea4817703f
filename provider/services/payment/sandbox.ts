import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { sandboxPayments } from '../../db/schema';
import type { Database } from '../../db/types';
import {
  GatewayInvalid,
  GatewayUnavailable,
  type AuthoriseRequest,
  type DetailsRequest,
  type Gateway,
  type GatewayOutcome,
  type RefundAnswer,
  type RefundRequest,
  type RefusalReason,
} from './gateway';
import { hasExpired, passesLuhn, REFUSALS, SANDBOX_CHALLENGE_CODE, TEST_CARDS } from './test-cards';

const CardSchema = z.object({
  type: z.literal('scheme'),
  number: z.string().transform((n) => n.replace(/[\s-]/g, '')),
  expiryMonth: z.coerce.number().int(),
  expiryYear: z.coerce.number().int(),
  cvc: z.string(),
  holderName: z.string().trim().min(1).max(100),
});

type Row = typeof sandboxPayments.$inferSelect;

export interface SandboxOptions {
  db: () => Promise<Database>;
  now: () => Date;
  /** How long the timeout card keeps the shop waiting before its answer is lost (ms). */
  timeoutDelayMs?: number;
}

const pspReference = () => `SBX${randomBytes(8).toString('hex').toUpperCase()}`;

function outcomeOf(row: Row): GatewayOutcome {
  if (row.status === 'challenge') {
    return { kind: 'action', pspReference: row.pspReference, action: { type: 'sandbox-challenge', pspReference: row.pspReference } };
  }
  if (row.status === 'refused') return { kind: 'refused', pspReference: row.pspReference, reason: (row.refusalReason ?? 'REFUSED') as RefusalReason };
  return { kind: 'authorised', pspReference: row.pspReference };
}

/**
 * The built-in gateway: a card form of the shop's own and test cards, with a real
 * gateway's manners — its own books, idempotency keys, a 3-D Secure step, authorise
 * then capture or void, and a card whose answer is lost on the way (the timeout).
 */
export function createSandboxGateway(options: SandboxOptions): Gateway {
  const delay = options.timeoutDelayMs ?? 1500;

  async function byKey(db: Database, key: string) {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.idempotencyKey, key));
    return row;
  }

  return {
    name: 'sandbox',
    clientKey: null,

    async paymentMethods() {
      return { paymentMethods: [{ type: 'scheme', name: 'Card', brands: ['visa', 'mc', 'amex'] }] };
    },

    async authorise(request: AuthoriseRequest) {
      const db = await options.db();
      // A retry with the key of an earlier call gets that call's answer: nothing is charged twice.
      const earlier = await byKey(db, request.idempotencyKey);
      if (earlier) return outcomeOf(earlier);

      const card = CardSchema.safeParse(request.paymentMethod);
      if (!card.success) throw new GatewayInvalid('The card details are incomplete.');
      const { number, expiryMonth, expiryYear, cvc } = card.data;
      if (!passesLuhn(number)) throw new GatewayInvalid('The card number is not valid.', 'number');
      if (expiryMonth < 1 || expiryMonth > 12 || hasExpired(expiryMonth, expiryYear, options.now())) {
        throw new GatewayInvalid('The card has expired or its expiry date is not valid.', 'expiry');
      }
      if (!/^\d{3,4}$/.test(cvc)) throw new GatewayInvalid('The security code is not valid.', 'cvc');

      const behaviour = TEST_CARDS[number as keyof typeof TEST_CARDS] ?? 'approved';
      const refusal = REFUSALS[behaviour] ?? null;
      const status = refusal ? 'refused' : behaviour === 'challenge' ? 'challenge' : 'authorised';
      const [row] = await db
        .insert(sandboxPayments)
        .values({
          pspReference: pspReference(),
          idempotencyKey: request.idempotencyKey,
          merchantReference: request.reference,
          amount: request.amount.value,
          currency: request.amount.currency,
          cardLast4: number.slice(-4),
          status,
          refusalReason: refusal,
        })
        .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
        .returning();
      // Two identical calls at once: the one that lost the race answers what the other recorded.
      if (!row) return outcomeOf((await byKey(db, request.idempotencyKey))!);
      if (behaviour === 'timeout') {
        await new Promise((resolve) => setTimeout(resolve, delay));
        throw new GatewayUnavailable('The card issuer did not answer in time.', true);
      }
      return outcomeOf(row);
    },

    async details(request: DetailsRequest) {
      const db = await options.db();
      const psp = String(request.pspReference ?? request.details.pspReference ?? '');
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.pspReference, psp));
      if (!row || row.merchantReference !== request.reference) throw new GatewayInvalid('Unknown payment.');
      if (row.status !== 'challenge') return outcomeOf(row);
      const passed = request.details.code === SANDBOX_CHALLENGE_CODE;
      const [updated] = await db
        .update(sandboxPayments)
        .set({ status: passed ? 'authorised' : 'refused', refusalReason: passed ? null : 'AUTHENTICATION_FAILED', updatedAt: options.now() })
        .where(and(eq(sandboxPayments.pspReference, psp), eq(sandboxPayments.status, 'challenge')))
        .returning();
      return outcomeOf(updated ?? (await db.select().from(sandboxPayments).where(eq(sandboxPayments.pspReference, psp)))[0]!);
    },

    async capture({ pspReference: psp }) {
      const db = await options.db();
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.pspReference, psp));
      if (row?.status === 'captured') return;
      if (row?.status !== 'authorised') throw new GatewayInvalid(`Payment ${psp} cannot be captured (${row?.status ?? 'unknown'}).`);
      await db.update(sandboxPayments).set({ status: 'captured', updatedAt: options.now() }).where(eq(sandboxPayments.pspReference, psp));
    },

    async cancel({ pspReference: psp }) {
      const db = await options.db();
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.pspReference, psp));
      if (!row || row.status === 'cancelled' || row.status === 'refused') return;
      if (row.status === 'captured') throw new GatewayInvalid(`Payment ${psp} was captured and can no longer be voided.`);
      await db.update(sandboxPayments).set({ status: 'cancelled', updatedAt: options.now() }).where(eq(sandboxPayments.pspReference, psp));
    },

    async refund(request: RefundRequest): Promise<RefundAnswer> {
      const db = await options.db();
      const answer = (row: Row): RefundAnswer => ({ pspReference: row.pspReference, status: 'succeeded' });
      const earlier = await byKey(db, request.idempotencyKey);
      if (earlier) return answer(earlier);
      const row = await db.transaction(async (tx) => {
        // The payment's row locked: two refunds of one payment at once cannot both fit under its amount.
        const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.pspReference, request.pspReference)).for('update');
        if (payment?.status !== 'captured') throw new GatewayInvalid(`Payment ${request.pspReference} cannot be refunded (${payment?.status ?? 'unknown'}).`);
        const again = await byKey(tx as unknown as Database, request.idempotencyKey);
        if (again) return again;
        if (!Number.isInteger(request.amount.value) || request.amount.value <= 0) throw new GatewayInvalid('A refund must be a positive amount.');
        if (request.amount.currency !== payment.currency) throw new GatewayInvalid(`Payment ${payment.pspReference} was made in ${payment.currency}.`);
        const [given] = await tx
          .select({ total: sql<number>`cast(coalesce(sum(${sandboxPayments.amount}), 0) as integer)` })
          .from(sandboxPayments)
          .where(and(eq(sandboxPayments.originalReference, payment.pspReference), eq(sandboxPayments.status, 'refund')));
        const left = payment.amount - Number(given?.total ?? 0);
        if (request.amount.value > left) throw new GatewayInvalid(`Only ${left} of payment ${payment.pspReference} is left to refund.`);
        const [inserted] = await tx
          .insert(sandboxPayments)
          .values({
            pspReference: pspReference(),
            idempotencyKey: request.idempotencyKey,
            merchantReference: request.reference,
            amount: request.amount.value,
            currency: payment.currency,
            cardLast4: payment.cardLast4,
            status: 'refund',
            originalReference: payment.pspReference,
          })
          .returning();
        return inserted!;
      });
      return answer(row);
    },
  };
}
