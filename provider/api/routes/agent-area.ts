import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { agencyBookings, agencyOrder } from '../../services/agent-area/bookings';
import { agencyStatement } from '../../services/agent-area/statement';
import { statementCsv, statementFilename } from '../../services/agent-area/statement-csv';
import { startTopUp, topUpDetails } from '../../services/agent-area/top-up';
import { agencyCredit, creditHeader } from '../../services/agents/credit';
import { requireAgent } from '../../services/agents/current';
import { orderVoucherPdf } from '../../services/member-area/print';
import {
  AgentBookingsQuerySchema,
  AgentBookingsSchema,
  StatementQuerySchema,
  StatementSchema,
  TopUpAnswerSchema,
  TopUpBodySchema,
  TopUpDetailsBodySchema,
  TOP_UP_MAX,
  TOP_UP_MIN,
} from '../contract/agents';
import { errorResponses } from '../contract/errors';
import { AGENT_HEADERS, API_HEADERS } from '../contract/headers';
import { RequestHeadersSchema } from '../contract/request-headers';
import type { ProviderDeps } from '../deps';
import { paymentDepsOf } from './payment-deps';
import { jsonBody } from './shared';

const tags = ['Agent area'];
const SESSION = 'Agents only: the session cookie `agent/login` set (none, an ended one, or a member’s: 401 AGENT_SESSION_EXPIRED). Only the agent’s agency is ever read or changed.';

const headers = RequestHeadersSchema.extend({
  [API_HEADERS.site]: z
    .string()
    .max(40)
    .optional()
    .openapi({ param: { name: API_HEADERS.site, in: 'header' }, description: 'The shop’s site: whose name and address the vouchers carry.' }),
});
const ReferenceParamSchema = z.object({
  reference: z
    .string()
    .max(40)
    .openapi({ param: { name: 'reference', in: 'path' }, description: 'The booking reference.', example: 'SSX7K2QH9A' }),
});
const json = <S extends z.ZodType>(schema: S, description: string) => ({ 200: { description, content: { 'application/json': { schema } } } });

const routes = {
  statement: createRoute({
    method: 'get',
    path: '/agent/statement',
    tags,
    summary: 'The agency’s statement: ledger entries in a range with the running balance, as JSON or CSV',
    description:
      `${SESSION} Dates inclusive (UTC); \`to\` before \`from\` is a 400. The CSV (\`format=csv\`) has a header row in the request’s language, ` +
      'ISO date-times, amounts with a dot (`-24.50`), every field quoted, no cell that a spreadsheet would run as a formula, and a UTF-8 byte order mark.',
    request: { query: StatementQuerySchema, headers },
    responses: {
      200: {
        description: 'The entries, oldest first, with the opening and closing balance.',
        content: { 'application/json': { schema: StatementSchema }, 'text/csv': { schema: z.string() } },
      },
      ...errorResponses(400, 401, 500),
    },
  }),
  bookings: createRoute({
    method: 'get',
    path: '/agent/bookings',
    tags,
    summary: 'The agency’s paid bookings, newest first, 20 a page; search by reference or traveller, booking dates and status',
    description: `${SESSION} Each carries a voucher token and a two-hour booking token: cancel and change of date go through the manage-booking calls, and a credit-paid booking’s refund goes back to the agency’s credit.`,
    request: { query: AgentBookingsQuerySchema, headers },
    responses: { ...json(AgentBookingsSchema, 'The page of bookings.'), ...errorResponses(400, 401, 500) },
  }),
  print: createRoute({
    method: 'get',
    path: '/agent/bookings/{reference}/print',
    tags,
    summary: 'The voucher PDF of one of the agency’s bookings',
    description: `${SESSION} Another agency’s reference answers the same 404 as one that does not exist.`,
    request: { params: ReferenceParamSchema, headers },
    responses: {
      200: { description: 'The vouchers, one page per ticket.', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
      ...errorResponses(400, 401, 404, 500),
    },
  }),
  topUp: createRoute({
    method: 'post',
    path: '/agent/top-up',
    tags,
    summary: 'Top up the agency’s credit by card',
    description:
      `${SESSION} ${TOP_UP_MIN} to ${TOP_UP_MAX} minor units of the agency’s currency, through the shop’s gateway. A retry with the same idempotency key answers ` +
      'the first try without charging again; the credit rises only once the payment is captured, once.',
    request: { body: jsonBody(TopUpBodySchema), headers },
    responses: { ...json(TopUpAnswerSchema, 'Captured (credited), a 3-D Secure step, pending, or refused.'), ...errorResponses(400, 401, 422, 500) },
  }),
  topUpDetails: createRoute({
    method: 'post',
    path: '/agent/top-up/details',
    tags,
    summary: 'Continue a top-up after its 3-D Secure step or redirect',
    description: `${SESSION} Another agency’s top-up is a 404.`,
    request: { body: jsonBody(TopUpDetailsBodySchema), headers },
    responses: { ...json(TopUpAnswerSchema, 'How the top-up ended.'), ...errorResponses(400, 401, 404, 422, 500) },
  }),
};

type Headers = z.infer<typeof headers>;

/**
 * The agent area's calls (spec §6, §7 "Agent"; ADR 0016): the agency's statement, its bookings
 * and their vouchers, and top-ups by card. Every call needs an agent's session; the services in
 * `services/agent-area` read and write only that agent's agency.
 */
export function registerAgentAreaRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  for (const path of ['/agent/statement', '/agent/bookings', '/agent/bookings/*', '/agent/top-up', '/agent/top-up/*']) {
    app.use(path, async (c, next) => {
      // One agency's books: never kept by a shared cache, errors included.
      c.header('cache-control', 'private, no-store');
      await next();
    });
  }

  /** The request's services and the signed-in agent (401 without one); the answer carries the agency's credit. */
  async function open(c: Context, h: Headers) {
    const paymentDeps = await paymentDepsOf(deps, h);
    const agent = await requireAgent(deps, paymentDeps.db, c.req.raw.headers);
    return { paymentDeps, agent };
  }
  async function withCredit(c: Context, { paymentDeps, agent }: Awaited<ReturnType<typeof open>>) {
    c.header(AGENT_HEADERS.credit, creditHeader(await agencyCredit(paymentDeps.db, agent.agency, paymentDeps.now)));
  }

  app.openapi(routes.statement, async (c) => {
    const opened = await open(c, c.req.valid('header'));
    const { paymentDeps, agent } = opened;
    const { format, ...range } = c.req.valid('query');
    const statement = await agencyStatement({ db: paymentDeps.db, language: paymentDeps.context.language }, agent.agency, range);
    await withCredit(c, opened);
    if (format === 'json') return c.json(statement, 200);
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="${statementFilename(agent.agency.reference, statement, paymentDeps.now)}"`);
    return c.body(statementCsv(statement, paymentDeps.context.language), 200) as never;
  });

  app.openapi(routes.bookings, async (c) => {
    const opened = await open(c, c.req.valid('header'));
    const bookings = await agencyBookings(opened.paymentDeps, opened.agent.agency, c.req.valid('query'));
    await withCredit(c, opened);
    return c.json(bookings, 200);
  });

  app.openapi(routes.print, async (c) => {
    const opened = await open(c, c.req.valid('header'));
    const { paymentDeps, agent } = opened;
    const order = await agencyOrder(paymentDeps.db, agent.agency, c.req.valid('param').reference);
    const { pdf, reference } = await orderVoucherPdf({ ...paymentDeps, wallet: deps.tickets?.wallet }, order);
    await withCredit(c, opened);
    c.header('content-type', 'application/pdf');
    c.header('content-disposition', `attachment; filename="voucher-${reference}.pdf"`);
    return c.body(Buffer.from(pdf), 200) as never;
  });

  app.openapi(routes.topUp, async (c) => {
    const opened = await open(c, c.req.valid('header'));
    const answer = await startTopUp(opened.paymentDeps, opened.agent, c.req.valid('json'));
    c.header(AGENT_HEADERS.credit, creditHeader(answer.credit));
    return c.json(answer, 200);
  });

  app.openapi(routes.topUpDetails, async (c) => {
    const opened = await open(c, c.req.valid('header'));
    const answer = await topUpDetails(opened.paymentDeps, opened.agent, c.req.valid('json'));
    c.header(AGENT_HEADERS.credit, creditHeader(answer.credit));
    return c.json(answer, 200);
  });
}
