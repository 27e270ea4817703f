import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { countries } from '../../db/schema';
import { bearerToken, cartOfToken } from '../../services/cart';
import { cancelPayment, confirmPayment, paymentDetails, resumePayment, startCardPayment, basketCount } from '../../services/payment/card';
import { requireAgent, signedInAgent } from '../../services/agents/current';
import { payFromCredit } from '../../services/payment/credit';
import type { PaymentDeps } from '../../services/payment/deps';
import { voucherOfToken } from '../../services/payment/voucher';
import { InvalidAdyenNotification, readAdyenNotifications } from '../../services/payment/adyen-webhook';
import { storeNotifications } from '../../services/payment/notifications';
import {
  CardPaymentBodySchema,
  ConfirmBodySchema,
  LocalPaymentBodySchema,
  OrderBodySchema,
  PaymentAnswerSchema,
  PaymentDetailsBodySchema,
  PaymentMethodsQuerySchema,
  PaymentMethodsSchema,
  VoucherQuerySchema,
  VoucherSchema,
} from '../contract/payment';
import { errorResponses } from '../contract/errors';
import { idempotencyKey } from '../contract/forms';
import { API_HEADERS, CART_HEADERS } from '../contract/headers';
import { RequestHeadersSchema } from '../contract/request-headers';
import { CURRENCIES, type CurrencyId } from '../contract/languages';
import type { ProviderDeps } from '../deps';
import { ProviderError } from '../errors';
import { paymentDepsOf, paymentRuntime } from './payment-deps';
import { jsonBody } from './shared';

const tags = ['Payment'];
const site = z
  .string()
  .max(40)
  .optional()
  .openapi({ param: { name: API_HEADERS.site, in: 'header' }, description: 'The shop’s site (`worldwide`, `paris`, …): whose name, sender and address the vouchers and emails carry. Anything else is the default site.' });
const headers = RequestHeadersSchema.extend({
  [API_HEADERS.site]: site,
  authorization: z
    .string()
    .max(200)
    .optional()
    .openapi({ param: { name: 'authorization', in: 'header' }, description: '`Bearer {guest token}` of the basket being paid.' }),
});
const keyed = headers.extend({
  'idempotency-key': idempotencyKey('is required: one per payment submission, reused on retries').openapi({
    param: { name: 'idempotency-key', in: 'header' },
    description: 'One per submission (a UUID); a retry sends the same one and is answered without charging again.',
  }),
});
const answer = (description: string) => ({
  200: { description: `${description} Carries \`${CART_HEADERS.count}\`.`, content: { 'application/json': { schema: PaymentAnswerSchema } } },
});

const routes = {
  methods: createRoute({
    method: 'get',
    path: '/payments/methods',
    tags,
    summary: 'How the visitor can pay: the gateway, its client key and methods',
    request: { query: PaymentMethodsQuerySchema, headers },
    responses: { 200: { description: 'The payment methods.', content: { 'application/json': { schema: PaymentMethodsSchema } } }, ...errorResponses(400, 500) },
  }),
  card: createRoute({
    method: 'post',
    path: '/transaction/payment/adyen',
    tags,
    summary: 'Pay the basket by card (Adyen when configured, else the built-in sandbox gateway)',
    request: { body: jsonBody(CardPaymentBodySchema), headers: keyed },
    responses: { ...answer('Paid, a 3-D Secure step, pending, or refused.'), ...errorResponses(400, 401, 409, 422, 500) },
  }),
  details: createRoute({
    method: 'post',
    path: '/transaction/payment/adyen/details',
    tags,
    summary: 'Continue a payment after its 3-D Secure step or redirect',
    request: { body: jsonBody(PaymentDetailsBodySchema), headers },
    responses: { ...answer('How the payment ended.'), ...errorResponses(400, 401, 404, 422, 500) },
  }),
  cancel: createRoute({
    method: 'post',
    path: '/transaction/payment/adyen/cancel',
    tags,
    summary: 'Give up a payment in progress; the basket stays',
    request: { body: jsonBody(OrderBodySchema), headers },
    responses: { ...answer('The cancelled order.'), ...errorResponses(400, 401, 404, 500) },
  }),
  confirm: createRoute({
    method: 'post',
    path: '/transaction/payment/creditcard/confirm',
    tags,
    summary: 'The visitor is back from the gateway: settle or report the payment',
    request: { body: jsonBody(ConfirmBodySchema), headers },
    responses: { ...answer('Where the payment stands.'), ...errorResponses(400, 401, 404, 422, 500) },
  }),
  resume: createRoute({
    method: 'post',
    path: '/transaction/payment/resume',
    tags,
    summary: 'Where a payment stands (the return page; a reload mid-payment)',
    request: { body: jsonBody(OrderBodySchema.partial()), headers },
    responses: { ...answer('Where the payment stands.'), ...errorResponses(400, 401, 404, 500) },
  }),
  local: createRoute({
    method: 'post',
    path: '/transaction/payment/local',
    tags,
    summary: 'The signed-in agent pays their basket from the agency’s credit',
    description:
      'The agent’s session cookie says who pays (401 AGENT_SESSION_EXPIRED without one); `customer` is the traveller. 409 INSUFFICIENT_CREDIT when the balance and the credit limit, less what the agency’s other baskets reserve, do not cover the basket.',
    request: { body: jsonBody(LocalPaymentBodySchema), headers: keyed },
    responses: { ...answer('Paid from credit.'), ...errorResponses(400, 401, 403, 409, 422, 500) },
  }),
  voucher: createRoute({
    method: 'get',
    path: '/transaction/voucher',
    tags,
    summary: 'A paid order’s vouchers: JSON for the mobile voucher, or the PDF',
    request: { query: VoucherQuerySchema, headers: z.object({ [API_HEADERS.site]: site }) },
    responses: {
      200: {
        description: 'The vouchers.',
        content: { 'application/json': { schema: VoucherSchema }, 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      ...errorResponses(400, 404, 500),
    },
  }),
  notifications: createRoute({
    method: 'post',
    path: '/payments/notifications',
    tags,
    summary: 'Adyen notifications (webhook): HMAC-checked, stored once, answered at once, processed after',
    request: { body: { content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } }, required: true } },
    responses: { 200: { description: '`[accepted]`', content: { 'text/plain': { schema: z.string() } } }, ...errorResponses(400, 401, 404) },
  }),
};

type Headers = z.infer<typeof headers>;

export function registerPaymentRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  const { settings, gateway } = paymentRuntime(deps);

  async function open(h: Headers, token?: string | null) {
    const paymentDeps = await paymentDepsOf(deps, h);
    const cart = await cartOfToken(paymentDeps.db, token === undefined ? bearerToken(h.authorization) : token, paymentDeps.now);
    return { paymentDeps, cart };
  }

  async function reply(c: Context, paymentDeps: PaymentDeps, cart: Awaited<ReturnType<typeof open>>['cart'], body: z.infer<typeof PaymentAnswerSchema>) {
    c.header(CART_HEADERS.count, String(await basketCount(paymentDeps.db, cart)));
    return c.json(body, 200);
  }

  app.openapi(routes.methods, async (c) => {
    const q = c.req.valid('query');
    const { db } = await deps.database();
    const [country] = q.countryId ? await db.select({ iso: countries.isoCode }).from(countries).where(eq(countries.id, q.countryId)) : [];
    const methods = await gateway.paymentMethods({
      amount: { value: q.amount, currency: CURRENCIES[q.currencyId as CurrencyId].code },
      shopperLocale: q.locale,
      countryCode: country?.iso,
    });
    return c.json({ gateway: gateway.name, clientKey: gateway.clientKey, environment: settings.environment ?? 'test', paymentMethodsResponse: methods }, 200);
  });

  app.openapi(routes.card, async (c) => {
    const h = c.req.valid('header');
    const { paymentDeps, cart } = await open(h);
    // An agent paying their own basket by card: still the agency's booking.
    const agent = cart?.memberId ? await signedInAgent(deps, paymentDeps.db, c.req.raw.headers) : null;
    const body = c.req.valid('json');
    const booking = agent && agent.id === cart?.memberId ? { id: agent.id, agency: agent.agency, agencyReference: body.agencyReference, notifyTraveller: body.notifyTraveller } : null;
    return reply(c, paymentDeps, cart, await startCardPayment(paymentDeps, cart, body, h['idempotency-key'], booking));
  });
  app.openapi(routes.details, async (c) => {
    const { paymentDeps, cart } = await open(c.req.valid('header'));
    return reply(c, paymentDeps, cart, await paymentDetails(paymentDeps, cart, c.req.valid('json')));
  });
  app.openapi(routes.cancel, async (c) => {
    const { paymentDeps, cart } = await open(c.req.valid('header'));
    return reply(c, paymentDeps, cart, await cancelPayment(paymentDeps, cart, c.req.valid('json').orderId));
  });
  app.openapi(routes.confirm, async (c) => {
    const { paymentDeps, cart } = await open(c.req.valid('header'));
    return reply(c, paymentDeps, cart, await confirmPayment(paymentDeps, cart, c.req.valid('json')));
  });
  app.openapi(routes.resume, async (c) => {
    const { paymentDeps, cart } = await open(c.req.valid('header'));
    return reply(c, paymentDeps, cart, await resumePayment(paymentDeps, cart, c.req.valid('json').orderId));
  });
  app.openapi(routes.local, async (c) => {
    const h = c.req.valid('header');
    const { paymentDeps, cart } = await open(h);
    const agent = await requireAgent(deps, paymentDeps.db, c.req.raw.headers);
    return reply(c, paymentDeps, cart, await payFromCredit(paymentDeps, cart, agent, c.req.valid('json'), h['idempotency-key']));
  });

  app.openapi(routes.voucher, async (c) => {
    const { token, format } = c.req.valid('query');
    const { db } = await deps.database();
    const voucher = await voucherOfToken({ db, site: c.req.valid('header')[API_HEADERS.site], shopUrl: settings.shopUrl, ticketSecret: settings.ticketSecret, wallet: deps.tickets?.wallet }, token, format);
    if (voucher.kind === 'pdf') {
      return new Response(Buffer.from(voucher.pdf), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="voucher-${voucher.reference}.pdf"`, 'cache-control': 'private, no-store' },
      }) as never;
    }
    c.header('cache-control', 'private, no-store');
    return c.json(voucher.document, 200);
  });

  app.openapi(routes.notifications, async (c) => {
    if (gateway.name !== 'adyen' || !settings.adyenHmacKey) throw new ProviderError('NOT_FOUND', 'Notifications are only taken when Adyen is configured.');
    let read;
    try {
      read = readAdyenNotifications(c.req.valid('json'), settings.adyenHmacKey);
    } catch (error) {
      // A body that is not Adyen's is the sender's fault; a bad HMAC key setting is ours (500).
      if (error instanceof InvalidAdyenNotification) throw new ProviderError('BAD_REQUEST', error.message);
      throw error;
    }
    if (read.accepted.length === 0 && read.rejected > 0) throw new ProviderError('UNAUTHORIZED', 'The notification’s signature is not valid.');
    const { paymentDeps } = await open(RequestHeadersSchema.parse({}) as Headers, null);
    const job = await storeNotifications(paymentDeps.db, 'adyen', read.accepted);
    if (job) paymentDeps.runJob(job);
    return c.text('[accepted]', 200) as never;
  });
}
