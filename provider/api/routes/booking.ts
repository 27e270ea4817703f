import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { orderOfBookingToken } from '../../services/booking/access';
import { changeCalendar, changeDate } from '../../services/booking/change-date';
import { lookupBooking } from '../../services/booking/lookup';
import { resendConfirmation } from '../../services/booking/resend';
import { RetryLater } from '../../services/booking/retry-later';
import { managedBooking } from '../../services/booking/view';
import { clientAddress } from '../../services/ip-country';
import { limitsOf } from '../../services/limits';
import { cancelTickets } from '../../services/orders/cancel';
import { retryPendingRefunds } from '../../services/orders/refunds';
import { ticketSecret } from '../../services/payment/voucher-data';
import {
  BookingTokenSchema,
  CancelAnswerSchema,
  CancelBodySchema,
  ChangeAnswerSchema,
  ChangeBodySchema,
  ChangeCalendarQuerySchema,
  ChangeCalendarSchema,
  LookupBodySchema,
  ManagedBookingSchema,
} from '../contract/booking';
import { errorResponses } from '../contract/errors';
import { idempotencyKey } from '../contract/forms';
import { API_HEADERS, BOOKING_HEADERS } from '../contract/headers';
import { RequestHeadersSchema } from '../contract/request-headers';
import type { ProviderDeps } from '../deps';
import { paymentDepsOf } from './payment-deps';
import { jsonBody } from './shared';

const tags = ['Booking'];

const headers = RequestHeadersSchema.extend({
  [API_HEADERS.site]: z
    .string()
    .max(40)
    .optional()
    .openapi({ param: { name: API_HEADERS.site, in: 'header' }, description: 'The shop’s site: whose name, sender and address the emails and links carry.' }),
});
const withToken = headers.extend({
  [BOOKING_HEADERS.token]: z
    .string()
    .max(200)
    .optional()
    .openapi({
      param: { name: BOOKING_HEADERS.token, in: 'header' },
      description: 'The token `booking/lookup` answered, or the one in the confirmation email’s “Manage your booking” link.',
    }),
});
const keyed = withToken.extend({
  'idempotency-key': idempotencyKey('is required: one per confirmation, reused on retries').openapi({
    param: { name: 'idempotency-key', in: 'header' },
    description: 'One per confirmation (a UUID); a retry sends the same one and is answered what the first request did.',
  }),
});
const json = <S extends z.ZodType>(schema: S, description: string) => ({ 200: { description, content: { 'application/json': { schema } } } });

const routes = {
  lookup: createRoute({
    method: 'post',
    path: '/booking/lookup',
    tags,
    summary: 'Find a booking by its reference and the email or PIN: a token for the other booking calls',
    description:
      'An unknown reference, a wrong email and a wrong PIN all answer the same 404. Ten failures for one reference within an hour lock its ' +
      'look-ups for 30 minutes (429 LOOKUP_LOCKED, even with the right details); an address may look up 30 times in 15 minutes.',
    request: { body: jsonBody(LookupBodySchema), headers },
    responses: { ...json(BookingTokenSchema, 'The token (two hours).'), ...errorResponses(400, 404, 429, 500) },
  }),
  view: createRoute({
    method: 'get',
    path: '/booking',
    tags,
    summary: 'The booking the token opens: tickets, what each may still do, refunds and history',
    request: { headers: withToken },
    responses: { ...json(ManagedBookingSchema, 'The booking.'), ...errorResponses(400, 401, 500) },
  }),
  cancel: createRoute({
    method: 'post',
    path: '/booking/cancel',
    tags,
    summary: 'Cancel tickets (all that still can be, or the lines named) and refund what the policy allows',
    request: { body: jsonBody(CancelBodySchema), headers: keyed },
    responses: { ...json(CancelAnswerSchema, 'What was cancelled and refunded, and the booking after it.'), ...errorResponses(400, 401, 404, 409, 422, 500) },
  }),
  resend: createRoute({
    method: 'post',
    path: '/booking/resend',
    tags,
    summary: 'Send the confirmation email with the vouchers again, to the booking’s own address',
    request: { headers: withToken },
    responses: { ...json(ManagedBookingSchema, 'Sent; the booking with the resend in its history.'), ...errorResponses(400, 401, 429, 500, 502) },
  }),
  calendar: createRoute({
    method: 'get',
    path: '/booking/change/calendar',
    tags,
    summary: 'The days and departures a ticket can move to, each with its price difference',
    request: { query: ChangeCalendarQuerySchema, headers: withToken },
    responses: { ...json(ChangeCalendarSchema, '31 days from `from`.'), ...errorResponses(400, 401, 404, 409, 422, 500) },
  }),
  change: createRoute({
    method: 'post',
    path: '/booking/change',
    tags,
    summary: 'Move a ticket to another date: a dearer one is paid first, a cheaper one refunds the difference',
    request: { body: jsonBody(ChangeBodySchema), headers: keyed },
    responses: { ...json(ChangeAnswerSchema, 'Changed, or refused by the card; the booking after it.'), ...errorResponses(400, 401, 404, 409, 422, 500) },
  }),
};

type TokenHeaders = z.infer<typeof withToken>;

/**
 * "Manage my booking" without an account: a look-up gives a signed token, and the token opens
 * the booking for reading, cancelling, moving and resending. The routes only prove who asks;
 * the services in `services/orders` and `services/booking` do the rest.
 */
export function registerBookingRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  const limiter = limitsOf(deps).bookingLookup;
  const wallet = () => deps.tickets?.wallet;

  app.use('/booking/*', async (c, next) => {
    // A booking is one person's: never kept by a shared cache, errors included.
    c.header('cache-control', 'private, no-store');
    await next();
    if (c.error instanceof RetryLater) c.header('retry-after', String(c.error.retryAfterSeconds));
  });

  /** The request's services and the paid order its token opens. */
  async function open(h: TokenHeaders) {
    const paymentDeps = await paymentDepsOf(deps, h);
    const secret = await ticketSecret(paymentDeps.db, paymentDeps.ticketSecret);
    const order = await orderOfBookingToken(paymentDeps.db, h[BOOKING_HEADERS.token], paymentDeps.now, secret);
    return { paymentDeps, order, viewDeps: { ...paymentDeps, wallet: wallet() } };
  }

  app.openapi(routes.lookup, async (c) => {
    const paymentDeps = await paymentDepsOf(deps, c.req.valid('header'));
    const ip = clientAddress(c.req.header('x-forwarded-for'));
    return c.json(await lookupBooking({ ...paymentDeps, limiter }, c.req.valid('json'), ip), 200);
  });

  app.openapi(routes.view, async (c) => {
    const { order, viewDeps } = await open(c.req.valid('header'));
    return c.json(await managedBooking(viewDeps, order), 200);
  });

  app.openapi(routes.cancel, async (c) => {
    const h = c.req.valid('header');
    const { paymentDeps, order, viewDeps } = await open(h);
    const result = await cancelTickets(paymentDeps, { orderId: order.id, lines: c.req.valid('json').lines, actor: 'customer', idempotencyKey: h['idempotency-key'] });
    // Refunds the gateway did not take just now (this one's or earlier ones) are sent again after the answer.
    paymentDeps.defer(async () => void (await retryPendingRefunds(paymentDeps)));
    const booking = await managedBooking(viewDeps, result.order);
    return c.json({ booking, refunded: { amount: result.refunded, currency: booking.paid.currency }, lines: result.lines }, 200);
  });

  app.openapi(routes.resend, async (c) => {
    const { paymentDeps, order, viewDeps } = await open(c.req.valid('header'));
    await resendConfirmation(paymentDeps, order, 'customer');
    return c.json(await managedBooking(viewDeps, order), 200);
  });

  app.openapi(routes.calendar, async (c) => {
    const { paymentDeps, order } = await open(c.req.valid('header'));
    const { line, from } = c.req.valid('query');
    return c.json(await changeCalendar(paymentDeps, order, line, from), 200);
  });

  app.openapi(routes.change, async (c) => {
    const h = c.req.valid('header');
    const { order, viewDeps } = await open(h);
    return c.json(await changeDate(viewDeps, order, c.req.valid('json'), h['idempotency-key'], 'customer'), 200);
  });
}
