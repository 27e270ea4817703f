import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { log } from '@/lib/log';
import { reportToSentry } from '@/lib/log/error-report';
import { siteOfId } from '../../../sites';
import { siteName } from '../../services/voucher/texts';
import { clientAddress } from '../../services/ip-country';
import { addressKey, limitsOf } from '../../services/limits';
import { RetryLater } from '../../services/booking/retry-later';
import { availabilityCalendar, availabilityCheck } from '../../services/octo/availability';
import { octoBookingViews } from '../../services/octo/booking-view';
import { cancel } from '../../services/octo/cancel';
import { octoProducts, offeredProduct, productRows } from '../../services/octo/catalogue';
import { confirm } from '../../services/octo/confirm';
import { OCTO_ERROR_STATUS, OctoError, octoErrorOf } from '../../services/octo/errors';
import { findBookings } from '../../services/octo/find';
import { extend, requireBooking, reserve, updateHold, type OctoBookingRow } from '../../services/octo/hold';
import { productIdOf } from '../../services/octo/ids';
import { agencyOfApiKey } from '../../services/octo/keys';
import { capabilitiesOf, contentLanguageOf, type OctoRequest } from '../../services/octo/request';
import { changeConfirmed } from '../../services/octo/change';
import { describeZodError, ProviderError } from '../errors';
import { API_HEADERS } from '../contract/headers';
import type { ProviderDeps } from '../deps';
import { logRequests } from '../request-log';
import { paymentDepsOf } from '../routes/payment-deps';
import {
  AvailabilityCalendarBodySchema,
  AvailabilityCalendarSchema,
  AvailabilityCheckBodySchema,
  AvailabilitySchema,
  BookingSchema,
  BookingsQuerySchema,
  CancellationBodySchema,
  ConfirmationBodySchema,
  ExtendBodySchema,
  OctoErrorSchema,
  ProductParamSchema,
  ProductSchema,
  ReservationBodySchema,
  SupplierSchema,
  UpdateBodySchema,
  UuidParamSchema,
} from './contract';

export const OCTO_BASE_PATH = '/api/octo/v1';
/** The largest body read: a booking of 100 unit items with contacts is well below it. */
const MAX_OCTO_BODY = 64 * 1024;

const octoBody = (error: OctoError) => ({ error: error.error, errorMessage: error.message, ...error.fields });
const refuse = (c: Context, error: OctoError) => c.json(octoBody(error), OCTO_ERROR_STATUS[error.error]);

const SECURITY = [{ bearer: [] }];
const tags = ['OCTO'];
const HEADERS = z.object({
  'octo-capabilities': z.string().max(200).optional().openapi({ param: { name: 'octo-capabilities', in: 'header' }, description: '`octo/content`, `octo/pricing` (comma-separated); others are ignored.' }),
  'accept-language': z.string().max(200).optional().openapi({ param: { name: 'accept-language', in: 'header' }, description: 'The content language: de, en, en-US, es, fr or it (default en).' }),
});
const errors = {
  400: { description: 'BAD_REQUEST, INVALID_PRODUCT_ID, INVALID_OPTION_ID, INVALID_UNIT_ID, INVALID_AVAILABILITY_ID, INVALID_BOOKING_UUID or UNPROCESSABLE_ENTITY.', content: { 'application/json': { schema: OctoErrorSchema } } },
  401: { description: 'UNAUTHORIZED: no key sent.', content: { 'application/json': { schema: OctoErrorSchema } } },
  403: { description: 'FORBIDDEN: the key is not valid or was revoked.', content: { 'application/json': { schema: OctoErrorSchema } } },
  429: { description: 'TOO_MANY_REQUESTS: the key’s limit (1,200 requests a minute); `Retry-After` says when to try again.', content: { 'application/json': { schema: OctoErrorSchema } } },
  500: { description: 'INTERNAL_SERVER_ERROR.', content: { 'application/json': { schema: OctoErrorSchema } } },
};
const ok = <S extends z.ZodType>(schema: S, description: string) => ({ 200: { description, content: { 'application/json': { schema } } }, ...errors });
const json = <S>(schema: S) => ({ content: { 'application/json': { schema } }, required: true });
const base = { tags, security: SECURITY, request: { headers: HEADERS } };

const routes = {
  supplier: createRoute({ ...base, method: 'get', path: '/supplier', summary: 'The supplier: the shop', responses: ok(SupplierSchema, 'The supplier.') }),
  products: createRoute({ ...base, method: 'get', path: '/products', summary: 'Every product offered to resellers, with options and units', responses: ok(z.array(ProductSchema), 'The products.') }),
  product: createRoute({ ...base, method: 'get', path: '/products/{id}', summary: 'One product', request: { ...base.request, params: ProductParamSchema }, responses: ok(ProductSchema, 'The product.') }),
  calendar: createRoute({
    ...base,
    method: 'post',
    path: '/availability/calendar',
    summary: 'A day-by-day calendar of one option (up to 366 days)',
    request: { ...base.request, body: json(AvailabilityCalendarBodySchema) },
    responses: ok(z.array(AvailabilityCalendarSchema), 'One entry per local date.'),
  }),
  availability: createRoute({
    ...base,
    method: 'post',
    path: '/availability',
    summary: 'The departures (or opening-hours days) of one option in a range (up to 92 days) or by id',
    request: { ...base.request, body: json(AvailabilityCheckBodySchema) },
    responses: ok(z.array(AvailabilitySchema), 'The availabilities.'),
  }),
  reserve: createRoute({
    ...base,
    method: 'post',
    path: '/bookings',
    summary: 'Reserve: hold places until utcExpiresAt',
    description: 'The `uuid` is the idempotency key: the same request again answers the same booking; the uuid with another request is INVALID_BOOKING_UUID. A sold-out departure is UNPROCESSABLE_ENTITY.',
    request: { ...base.request, body: json(ReservationBodySchema) },
    responses: ok(BookingSchema, 'The booking, ON_HOLD.'),
  }),
  list: createRoute({
    ...base,
    method: 'get',
    path: '/bookings',
    summary: 'The agency’s bookings by reseller reference, supplier reference, travel date(s), product and option (at most 250, newest first)',
    request: { ...base.request, query: BookingsQuerySchema },
    responses: ok(z.array(BookingSchema), 'The bookings.'),
  }),
  get: createRoute({ ...base, method: 'get', path: '/bookings/{uuid}', summary: 'One booking', request: { ...base.request, params: UuidParamSchema }, responses: ok(BookingSchema, 'The booking.') }),
  update: createRoute({
    ...base,
    method: 'patch',
    path: '/bookings/{uuid}',
    summary: 'Change a booking: on hold, its product, option, departure, units and details; confirmed, its reference, contact, notes and email choice',
    request: { ...base.request, params: UuidParamSchema, body: json(UpdateBodySchema) },
    responses: ok(BookingSchema, 'The changed booking.'),
  }),
  extend: createRoute({
    ...base,
    method: 'post',
    path: '/bookings/{uuid}/extend',
    summary: 'Hold the places longer',
    request: { ...base.request, params: UuidParamSchema, body: json(ExtendBodySchema) },
    responses: ok(BookingSchema, 'The booking, ON_HOLD with its new utcExpiresAt.'),
  }),
  confirm: createRoute({
    ...base,
    method: 'post',
    path: '/bookings/{uuid}/confirm',
    summary: 'Confirm: the agency’s credit is debited the net price and the vouchers are issued',
    request: { ...base.request, params: UuidParamSchema, body: json(ConfirmationBodySchema) },
    responses: ok(BookingSchema, 'The booking, CONFIRMED, with its voucher.'),
  }),
  cancel: createRoute({
    ...base,
    method: 'post',
    path: '/bookings/{uuid}/cancel',
    summary: 'Cancel: a hold gives its places back; a confirmed booking is cancelled under its option’s terms and refunded to the credit',
    request: { ...base.request, params: UuidParamSchema, body: json(CancellationBodySchema) },
    responses: ok(BookingSchema, 'The booking, CANCELLED.'),
  }),
};

/**
 * The OCTO supplier API (ADR 0023): resellers' systems book the shop's catalogue on their agency's
 * credit, with the same engine as the shop's pages. Every call needs an agency's API key; every
 * answer and error is OCTO's shape.
 */
export function createOctoApp(deps: ProviderDeps) {
  const app = new OpenAPIHono<{ Variables: { octo: OctoRequest } }>({
    defaultHook: (result, c) => {
      if (!result.success) return refuse(c, new OctoError('BAD_REQUEST', describeZodError(result.error)));
    },
  }).basePath(OCTO_BASE_PATH);
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', description: 'An API key the agency created in its agent area.' });

  app.use('*', logRequests);
  app.use('*', async (c, next) => {
    await next();
    c.header('cache-control', 'private, no-store');
  });
  app.use('*', (c, next) => bodyLimit({ maxSize: MAX_OCTO_BODY, onError: () => refuse(c, new OctoError('BAD_REQUEST', `The request body is larger than ${MAX_OCTO_BODY / 1024} KiB.`)) })(c, next));
  app.use('*', async (c, next) => {
    if (/%00/.test(c.req.url) || (c.req.header('content-type')?.includes('json') && /(?:^|[^\\])(?:\\\\)*\\u0000/.test(await c.req.text()))) {
      return refuse(c, new OctoError('BAD_REQUEST', 'Text may not contain NUL characters (\\u0000).'));
    }
    await next();
  });
  app.use('*', authenticate(deps));

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Sightseeing OCTO supplier API',
      version: '1.0.0',
      description:
        'OCTO core (https://docs.octo.travel) with the `octo/content` and `octo/pricing` capabilities. Authenticate with `Authorization: Bearer <key>`, a key your agency ' +
        'creates in its agent area. Bookings are paid from the agency’s credit at the net price. Errors are `{ error, errorMessage }` with OCTO’s codes.',
    },
  });

  const open = async (c: Context<{ Variables: { octo: OctoRequest } }>) => {
    const request = c.get('octo');
    const paymentDeps = await paymentDepsOf(deps, {
      [API_HEADERS.language]: request.language,
      [API_HEADERS.currency]: String(request.agency.currencyId) as '1',
      // The shop's site whose address the vouchers' links carry (the route handler names it from the Host).
      [API_HEADERS.site]: c.req.header(API_HEADERS.site)?.slice(0, 40),
    });
    c.header('octo-capabilities', [request.content ? 'octo/content' : null, request.pricing ? 'octo/pricing' : null].filter(Boolean).join(', '));
    if (request.content) c.header('content-language', request.contentLanguage);
    return { request, paymentDeps };
  };
  const answer = async (opened: Awaited<ReturnType<typeof open>>, rows: OctoBookingRow[]) => octoBookingViews(opened.paymentDeps, opened.request, rows);

  app.openapi(routes.supplier, async (c) => {
    const { request } = await open(c);
    const site = siteOfId(c.req.header(API_HEADERS.site));
    const origin = deps.payment?.shopUrl ?? site.origin;
    return c.json(
      {
        id: site.id,
        name: siteName(site.id, request.language),
        endpoint: `${origin}${OCTO_BASE_PATH}`,
        contact: { website: origin, email: site.contact.email, telephone: site.contact.phone, address: null },
      },
      200,
    );
  });
  app.openapi(routes.products, async (c) => {
    const { request, paymentDeps } = await open(c);
    return c.json(await octoProducts(paymentDeps.db, request, await productRows(paymentDeps.db)), 200);
  });
  app.openapi(routes.product, async (c) => {
    const { request, paymentDeps } = await open(c);
    const asked = c.req.valid('param').id;
    const row = await offeredProduct(paymentDeps.db, productIdOf(asked), asked);
    const [product] = await octoProducts(paymentDeps.db, request, [row]);
    return c.json(product!, 200);
  });
  app.openapi(routes.calendar, async (c) => {
    const { request, paymentDeps } = await open(c);
    return c.json(await availabilityCalendar(paymentDeps, request, c.req.valid('json')), 200);
  });
  app.openapi(routes.availability, async (c) => {
    const { request, paymentDeps } = await open(c);
    return c.json(await availabilityCheck(paymentDeps, request, c.req.valid('json')), 200);
  });
  app.openapi(routes.reserve, async (c) => {
    const opened = await open(c);
    const row = await reserve(opened.paymentDeps, opened.request, c.req.valid('json'));
    return c.json((await answer(opened, [row]))[0]!, 200);
  });
  app.openapi(routes.list, async (c) => {
    const opened = await open(c);
    return c.json(await answer(opened, await findBookings(opened.paymentDeps.db, opened.request.agency.id, c.req.valid('query'))), 200);
  });
  app.openapi(routes.get, async (c) => {
    const opened = await open(c);
    const row = await requireBooking(opened.paymentDeps.db, opened.request.agency.id, c.req.valid('param').uuid);
    return c.json((await answer(opened, [row]))[0]!, 200);
  });
  app.openapi(routes.update, async (c) => {
    const opened = await open(c);
    const { paymentDeps, request } = opened;
    const body = c.req.valid('json');
    const booking = await requireBooking(paymentDeps.db, request.agency.id, c.req.valid('param').uuid);
    const row = booking.state === 'ON_HOLD' ? await updateHold(paymentDeps, request, booking, body) : await changeConfirmed(paymentDeps, booking, body);
    return c.json((await answer(opened, [row]))[0]!, 200);
  });
  app.openapi(routes.extend, async (c) => {
    const opened = await open(c);
    const row = await extend(opened.paymentDeps, opened.request, c.req.valid('param').uuid, c.req.valid('json').expirationMinutes);
    return c.json((await answer(opened, [row]))[0]!, 200);
  });
  app.openapi(routes.confirm, async (c) => {
    const opened = await open(c);
    const row = await confirm(opened.paymentDeps, opened.request, c.req.valid('param').uuid, c.req.valid('json'));
    return c.json((await answer(opened, [row]))[0]!, 200);
  });
  app.openapi(routes.cancel, async (c) => {
    const opened = await open(c);
    const row = await cancel(opened.paymentDeps, opened.request, c.req.valid('param').uuid, c.req.valid('json').reason ?? null);
    return c.json((await answer(opened, [row]))[0]!, 200);
  });

  app.notFound((c) => c.json({ error: 'BAD_REQUEST', errorMessage: `There is no ${c.req.method} ${c.req.path} in this API: see ${OCTO_BASE_PATH}/openapi.json.` }, 404));
  app.onError((error, c) => {
    if (error instanceof RetryLater) c.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof OctoError) return refuse(c, error);
    if (error instanceof ProviderError) return refuse(c, octoErrorOf(error));
    if (error instanceof HTTPException && error.status < 500) return refuse(c, new OctoError('BAD_REQUEST', error.message || 'The request could not be read.'));
    log.error({ err: error, method: c.req.method, route: routePath(c, -1) }, 'OCTO API error');
    void reportToSentry((Sentry) => Sentry.captureException(error));
    return refuse(c, new OctoError('INTERNAL_SERVER_ERROR', 'There was an un-recoverable error, please try again.'));
  });
  return app;
}

/**
 * Every call but the OpenAPI document needs a live key: none is UNAUTHORIZED, a wrong or revoked
 * one FORBIDDEN. Wrong keys count against the address once known (a burst of parallel guesses may
 * pass the check together: with 256-bit keys the limit stops floods, not guessing); each key has
 * its own limit. The request's language and capabilities are read here too.
 */
function authenticate(deps: ProviderDeps): MiddlewareHandler<{ Variables: { octo: OctoRequest } }> {
  const limits = limitsOf(deps);
  return async (c, next) => {
    if (c.req.path === `${OCTO_BASE_PATH}/openapi.json`) return next();
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1];
    if (!token) throw new OctoError('UNAUTHORIZED', 'Send your API key as "Authorization: Bearer <key>": your agency creates keys in its agent area.');
    const address = addressKey(clientAddress(c.req.header('x-forwarded-for')));
    // Only wrong keys count: a reseller's many requests at once from one address never add up to a refusal.
    await limits.octoWrongKey.check(address);
    const { db } = await deps.database();
    const now = deps.now?.() ?? new Date();
    const holder = await agencyOfApiKey(db, token, now);
    if (!holder) {
      await limits.octoWrongKey.take(address);
      throw new OctoError('FORBIDDEN', 'This API key is not valid or has been revoked.');
    }
    await limits.octoPerKey.take(`key:${holder.keyId}`);
    const language = contentLanguageOf(c.req.header('accept-language'));
    const capabilities = capabilitiesOf(c.req.header('octo-capabilities'));
    const request: OctoRequest = {
      agency: holder.agency,
      keyId: holder.keyId,
      language: language.language,
      contentLanguage: language.tag,
      content: capabilities.includes('octo/content'),
      pricing: capabilities.includes('octo/pricing'),
    };
    c.set('octo', request);
    await next();
  };
}
