import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { applePass, PKPASS_TYPE } from '../../services/tickets/apple-wallet';
import { googleWalletSaveUrl } from '../../services/tickets/google-wallet';
import { passTicket } from '../../services/tickets/pass-data';
import { scanTicket } from '../../services/tickets/scan';
import { ScanAnswerSchema } from '../contract/booking';
import { errorResponses } from '../contract/errors';
import { API_HEADERS, BOOKING_HEADERS } from '../contract/headers';
import { VoucherQuerySchema } from '../contract/payment';
import type { ProviderDeps } from '../deps';
import { ProviderError } from '../errors';
import { operatorKeyGate } from './operator-key';
import { retryAfter } from './retry-after';

const tags = ['Tickets'];

const ScanParamsSchema = z.object({
  code: z
    .string()
    .max(200, { error: 'is longer than any ticket' })
    .openapi({ param: { name: 'code', in: 'path' }, example: 'SSX7K2QH9A-1.Hn3c0mY4l0gQ2B7dXv9sKw', description: 'The QR code’s payload, or the printed ticket code typed by staff.' }),
});
const TicketParamsSchema = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'is not a ticket code' })
    .openapi({ param: { name: 'code', in: 'path' }, example: 'SSX7K2QH9A-1' }),
});
const WalletQuerySchema = z.object({ token: VoucherQuerySchema.shape.token });
const walletHeaders = z.object({
  [API_HEADERS.site]: z.string().max(40).optional().openapi({ param: { name: API_HEADERS.site, in: 'header' }, description: 'The shop’s site: whose name the pass carries.' }),
});

const routes = {
  check: createRoute({
    method: 'get',
    path: '/ticket/{code}/check',
    tags,
    summary: 'The entrance’s scanner: is this ticket valid now? A valid one is admitted once',
    description:
      'Answers 200 for every ticket check, UNKNOWN included (a code the provider never issued or a forged signature), so a scanner ' +
      'has one path to handle; only a missing or wrong operator key (401) or checks not configured (404) are errors. The first ' +
      'VALID answer records the redemption; any later scan answers ALREADY_USED with its time. Twenty missing or wrong keys from one ' +
      'client address in an hour, then 429 with `Retry-After` for every key, the right one too.',
    request: {
      params: ScanParamsSchema,
      headers: z.object({
        [BOOKING_HEADERS.operatorKey]: z.string().max(500).optional().openapi({ param: { name: BOOKING_HEADERS.operatorKey, in: 'header' }, description: 'OPERATOR_KEY.' }),
      }),
    },
    responses: { 200: { description: 'What the ticket is and whether it may enter.', content: { 'application/json': { schema: ScanAnswerSchema } } }, ...errorResponses(400, 401, 404, 429, 500) },
  }),
  apple: createRoute({
    method: 'get',
    path: '/ticket/{code}/wallet/apple',
    tags,
    summary: 'A ticket as an Apple Wallet pass (.pkpass), opened by the order’s voucher token',
    request: { params: TicketParamsSchema, query: WalletQuerySchema, headers: walletHeaders },
    responses: {
      200: { description: 'The signed pass.', content: { [PKPASS_TYPE]: { schema: z.string().openapi({ format: 'binary' }) } } },
      ...errorResponses(400, 404, 500),
    },
  }),
  google: createRoute({
    method: 'get',
    path: '/ticket/{code}/wallet/google',
    tags,
    summary: 'Save a ticket to Google Wallet: a redirect to Google’s save link, signed now',
    request: { params: TicketParamsSchema, query: WalletQuerySchema, headers: walletHeaders },
    responses: {
      302: { description: '`Location` is `https://pay.google.com/gp/v/save/{jwt}`.', headers: { location: { schema: { type: 'string' } } } },
      ...errorResponses(400, 404, 500),
    },
  }),
};

export function registerTicketRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  const settings = deps.tickets ?? {};
  const now = () => deps.now?.() ?? new Date();
  const operator = operatorKeyGate(deps, 'Ticket checks are not configured.');
  app.use('/ticket/:code/check', retryAfter);
  const passDeps = async (site: string | undefined) => ({ db: (await deps.database()).db, site, shopUrl: deps.payment?.shopUrl, ticketSecret: deps.payment?.ticketSecret });

  app.openapi(routes.check, async (c) => {
    await operator(c.req.valid('header')[BOOKING_HEADERS.operatorKey], c.req.header('x-forwarded-for'));
    const { db } = await deps.database();
    const answer = await scanTicket({ db, now: now(), ticketSecret: deps.payment?.ticketSecret }, c.req.valid('param').code);
    c.header('cache-control', 'no-store');
    return c.json(answer, 200);
  });

  app.openapi(routes.apple, async (c) => {
    const apple = settings.wallet?.apple;
    if (!apple) throw new ProviderError('NOT_FOUND', 'Apple Wallet passes are not configured.');
    const pass = await passTicket(await passDeps(c.req.valid('header')[API_HEADERS.site]), c.req.valid('param').code, c.req.valid('query').token);
    return new Response(new Uint8Array(applePass(apple, pass)), {
      headers: { 'content-type': PKPASS_TYPE, 'content-disposition': `attachment; filename="${pass.ticket.code}.pkpass"`, 'cache-control': 'private, no-store' },
    }) as never;
  });

  app.openapi(routes.google, async (c) => {
    const google = settings.wallet?.google;
    if (!google) throw new ProviderError('NOT_FOUND', 'Google Wallet passes are not configured.');
    const pass = await passTicket(await passDeps(c.req.valid('header')[API_HEADERS.site]), c.req.valid('param').code, c.req.valid('query').token);
    return new Response(null, { status: 302, headers: { location: googleWalletSaveUrl(google, pass, now()), 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' } }) as never;
  });
}
