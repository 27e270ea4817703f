import type { AxiosInstance } from 'axios';
import type { z as zod } from '@hono/zod-openapi';
import type { AgencyCredit, AgentBooking, AgentBookingsQuerySchema, Statement, TopUpAnswerSchema, TopUpBodySchema, TopUpDetailsBodySchema } from '@/provider/api/contract/agents';
import type { ApiContext } from './context';
import { checkFrom, apiGet, apiSendIn } from './request';

/** The answers' zod/mini checks, loaded with the first call: zod stays out of the pages' first load. */
const checks = () => import('./agent-area-checks');
const BookingsCheck = checkFrom(checks, 'BookingsCheck');
const StatementCheck = checkFrom(checks, 'StatementCheck');
const TopUpAnswerCheck = checkFrom(checks, 'TopUpAnswerCheck');

/**
 * The agent area's calls from the browser (provider/api/contract/agents.ts): the agency's
 * bookings, its statement and top-ups by card. The session is the httpOnly cookie of the agent's
 * login; a 401 AGENT_SESSION_EXPIRED means the agent is signed out. Answers are checked with small
 * zod/mini views, not the full schemas.
 */

export type { AgencyCredit, AgentBooking, Statement };
export type AgentBookingsQuery = Omit<zod.input<typeof AgentBookingsQuerySchema>, 'page'>;
export type TopUp = zod.input<typeof TopUpBodySchema>;
export type TopUpAnswer = zod.infer<typeof TopUpAnswerSchema>;
export type TopUpDetails = zod.input<typeof TopUpDetailsBodySchema>;
export interface AgentBookings {
  bookings: AgentBooking[];
  page: number;
  pages: number;
  total: number;
}

/** A statement's or a list's date range, as the query sends it (empty ends are left out). */
export interface DateRange {
  from?: string;
  to?: string;
}

const rangeParams = ({ from, to }: DateRange) => ({ from: from || undefined, to: to || undefined });

/** The agency's bookings, newest first, 20 a page; `q` a reference or a traveller's name. 400 for a bad range. */
export const getAgentBookings = (http: AxiosInstance, query: AgentBookingsQuery, page: number, context: ApiContext) =>
  apiGet(http, BookingsCheck, 'agent/bookings', { context, params: { q: query.q?.trim() || undefined, ...rangeParams(query), status: query.status, page } });

/** Every ledger entry in the range with its running balance, and the balances before and after. 400 when `to` is before `from`. */
export const getStatement = (http: AxiosInstance, range: DateRange, context: ApiContext) =>
  apiGet(http, StatementCheck, 'agent/statement', { context, params: rangeParams(range) });

/** The same statement as a CSV file: a plain link the browser downloads with the session cookie. */
export function statementCsvUrl(range: DateRange): string {
  const params = new URLSearchParams({ format: 'csv' });
  for (const [name, value] of Object.entries(rangeParams(range))) if (value) params.set(name, value);
  return `/api/v2/agent/statement?${params}`;
}

/** A booking's vouchers as one PDF: a plain link. */
export const agentBookingPrintUrl = (reference: string) => `/api/v2/agent/bookings/${encodeURIComponent(reference)}/print`;

/** Credits the agency by card; the body's idempotency key makes a repeated request answer the first one's result. */
export const topUp = (http: AxiosInstance, body: TopUp, context: ApiContext) => apiSendIn(http, TopUpAnswerCheck, 'post', 'agent/top-up', body, context);

/** The 3-D Secure step's result (the sandbox's code, Adyen's details) for the top-up `reference`. */
export const topUpDetails = (http: AxiosInstance, body: TopUpDetails, context: ApiContext) =>
  apiSendIn(http, TopUpAnswerCheck, 'post', 'agent/top-up/details', body, context);
