import { and, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { AgentBooking, AgentBookingsQuerySchema } from '../../api/contract/agents';
import type { z } from '@hono/zod-openapi';
import { members, orders } from '../../db/schema';
import type { Database } from '../../db/types';
import type { AgencyRow } from '../agents/current';
import { describeOrders, money, orderStatusSql, type MemberOrdersDeps } from '../member-area/orders';
import { noSuchBooking } from '../member-area/owner';
import type { OrderRow } from '../payment/answer';
import { rangeInstants } from './range';

/** Bookings per page of the agent area's list. */
export const AGENT_BOOKINGS_PAGE = 20;

type BookingsQuery = z.infer<typeof AgentBookingsQuerySchema>;

/** `%`, `_` and `\` are LIKE's own: what the agent typed is matched as written. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `GET agent/bookings`: the agency's paid orders, newest first, a page at a time. `q` finds a
 * reference by its start (any case) or a traveller by part of their name; `from`/`to` are booking
 * days; `status` is the one the list shows, computed from the tickets. Only the agency's orders
 * are ever read, whatever is asked.
 */
export async function agencyBookings(deps: MemberOrdersDeps, agency: AgencyRow, query: BookingsQuery) {
  const { db } = deps;
  const { start, end } = rangeInstants(query);
  const q = query.q?.trim();
  const traveller = sql`(${orders.customer}->>'firstName') || ' ' || (${orders.customer}->>'lastName')`;
  const where = and(
    eq(orders.agencyId, agency.id),
    eq(orders.status, 'paid'),
    q ? or(ilike(orders.reference, `${literal(q)}%`), ilike(traveller, `%${literal(q)}%`)) : undefined,
    start ? gte(orders.createdAt, start) : undefined,
    end ? lt(orders.createdAt, end) : undefined,
    query.status ? eq(orderStatusSql, query.status) : undefined,
  );
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(orders).where(where),
    db
      .select({ order: orders, agentName: members.name })
      .from(orders)
      .leftJoin(members, eq(members.id, orders.agentId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.reference))
      .limit(AGENT_BOOKINGS_PAGE)
      .offset((query.page - 1) * AGENT_BOOKINGS_PAGE),
  ]);
  const total = Number(counted?.total ?? 0);
  const described = await describeOrders(deps, rows.map((r) => r.order));
  const bookings: AgentBooking[] = rows.map(({ order, agentName }, i) => ({
    ...described[i]!,
    traveller: { firstName: order.customer.firstName, lastName: order.customer.lastName, email: order.customer.email },
    agentName: agentName ?? null,
    agencyReference: order.agencyReference,
    paidWith: order.gateway === 'credit' ? 'credit' : 'card',
    channel: order.channel,
    commission: money(order, order.agencyCommission ?? 0),
  }));
  return { bookings, page: query.page, pages: Math.max(1, Math.ceil(total / AGENT_BOOKINGS_PAGE)), total };
}

/** The agency's paid order with this reference; another agency's is the same 404 as none at all. */
export async function agencyOrder(db: Database, agency: AgencyRow, reference: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.reference, reference.trim().toUpperCase()), eq(orders.status, 'paid'), eq(orders.agencyId, agency.id)));
  if (!order) throw noSuchBooking();
  return order;
}
