import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Statement } from '../../api/contract/agents';
import { CURRENCIES, type ApiLanguage, type CurrencyId } from '../../api/contract/languages';
import { agencyTopUps, agentLedger, members, orders, type LedgerKind } from '../../db/schema';
import type { Database } from '../../db/types';
import type { AgencyRow } from '../agents/current';
import { translator } from '../voucher/texts';
import { rangeInstants, type DateRange } from './range';

const KIND_LABELS = { booking: 'booking', refund: 'refund', 'top-up': 'topUp', adjustment: 'adjustment' } as const satisfies Record<LedgerKind, string>;

/** The kind of an entry as the agent reads it, in their language. */
export const kindLabel = (kind: LedgerKind, language: ApiLanguage) => translator(language, 'agentStatement')(KIND_LABELS[kind]);

/**
 * `GET agent/statement`: the agency's ledger entries in the range, oldest first, each with the
 * balance after it. The running balance is a window over the agency's whole ledger, taken before
 * the range is cut out, so a range opens on the balance its earlier entries left.
 */
export async function agencyStatement(deps: { db: Database; language: ApiLanguage }, agency: AgencyRow, range: DateRange): Promise<Statement> {
  const { db, language } = deps;
  const { start, end } = rangeInstants(range);
  const running = db
    .select({
      id: agentLedger.id,
      at: agentLedger.createdAt,
      kind: agentLedger.kind,
      amount: agentLedger.amount,
      cause: agentLedger.cause,
      orderId: agentLedger.orderId,
      topUpId: agentLedger.topUpId,
      agentId: agentLedger.agentId,
      balance: sql<number>`sum(${agentLedger.amount}) over (order by ${agentLedger.createdAt}, ${agentLedger.id})`.mapWith(Number).as('balance'),
    })
    .from(agentLedger)
    .where(eq(agentLedger.agencyId, agency.id))
    .as('running');

  const rows = await db
    .select({
      id: running.id,
      at: running.at,
      kind: running.kind,
      amount: running.amount,
      cause: running.cause,
      balance: running.balance,
      orderReference: orders.reference,
      topUpReference: agencyTopUps.reference,
      agentName: members.name,
    })
    .from(running)
    .leftJoin(orders, eq(orders.id, running.orderId))
    .leftJoin(agencyTopUps, eq(agencyTopUps.id, running.topUpId))
    .leftJoin(members, eq(members.id, running.agentId))
    .where(and(start ? gte(running.at, start) : undefined, end ? lt(running.at, end) : undefined))
    .orderBy(asc(running.at), asc(running.id));

  const entries = rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    kind: row.kind,
    reference: row.orderReference ?? row.topUpReference ?? null,
    agentName: row.agentName ?? null,
    amount: row.amount,
    balance: Number(row.balance),
    note: row.kind === 'adjustment' ? row.cause : kindLabel(row.kind, language),
  }));
  const first = entries[0];
  const opening = first ? first.balance - first.amount : await balanceBefore(db, agency.id, end);
  return {
    currency: CURRENCIES[agency.currencyId as CurrencyId].code,
    from: range.from ?? null,
    to: range.to ?? null,
    opening,
    closing: entries.at(-1)?.balance ?? opening,
    entries,
  };
}

/** A range without entries opens and closes on the balance at its end. */
async function balanceBefore(db: Database, agencyId: number, end: Date | undefined): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${agentLedger.amount}), 0)`.mapWith(Number) })
    .from(agentLedger)
    .where(and(eq(agentLedger.agencyId, agencyId), end ? lt(agentLedger.createdAt, end) : undefined));
  return Number(row?.balance ?? 0);
}
