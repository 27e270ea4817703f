import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { managedBooking } from '../../services/booking/view';
import { cancelMemberOrder } from '../../services/member-area/cancel';
import { partnerOffersFor } from '../../services/member-area/discounts';
import { memberOrders } from '../../services/member-area/orders';
import { memberVoucherPdf } from '../../services/member-area/print';
import { addToWishlist, mergeWishlist, removeFromWishlist, wishlistOf, WISHLIST_LIMIT } from '../../services/member-area/wishlist';
import { requireMember } from '../../services/members/current';
import { retryPendingRefunds } from '../../services/orders/refunds';
import { CancelAnswerSchema } from '../contract/booking';
import { dbIdParam } from '../contract/common';
import { errorResponses } from '../contract/errors';
import { API_HEADERS } from '../contract/headers';
import { MemberCancelBodySchema, MemberOrdersSchema, PartnerOffersSchema, WishlistMergeBodySchema, WishlistSchema } from '../contract/members';
import { RequestHeadersSchema } from '../contract/request-headers';
import type { ProviderDeps } from '../deps';
import { errorBody } from '../errors';
import { paymentDepsOf } from './payment-deps';
import { jsonBody } from './shared';

const tags = ['Member area'];
const SESSION = 'Members only: the session cookie the member calls set (no session, or an ended one: 401 MEMBER_SESSION_EXPIRED).';

const headers = RequestHeadersSchema.extend({
  [API_HEADERS.site]: z
    .string()
    .max(40)
    .optional()
    .openapi({ param: { name: API_HEADERS.site, in: 'header' }, description: 'The shop’s site: whose name and address the vouchers and emails carry.' }),
});
const SaleParamSchema = z.object({
  id: z
    .string()
    .max(40)
    .openapi({ param: { name: 'id', in: 'path' }, description: 'The booking reference.', example: 'SSX7K2QH9A' }),
});
const ProductParamSchema = z.object({ productId: dbIdParam().openapi({ param: { name: 'productId', in: 'path' }, example: 4101 }) });
const DiscountsQuerySchema = z.object({
  locationId: dbIdParam('must be a location id')
    .optional()
    .openapi({ param: { name: 'locationId', in: 'query' }, description: 'Only this city’s offers.', example: 41 }),
});
const json = <S extends z.ZodType>(schema: S, description: string) => ({ 200: { description, content: { 'application/json': { schema } } } });
const wishlistAnswer = { ...json(WishlistSchema, 'The wishlist after the call, newest first.'), ...errorResponses(400, 401, 404, 500) };

const routes = {
  orders: createRoute({
    method: 'get',
    path: '/transaction',
    tags,
    summary: 'My purchases: the member’s paid orders, newest first',
    description:
      `${SESSION} Orders bought signed in, and — once the member’s email is verified — guest orders with the same email. ` +
      'Each carries a voucher token (the mobile voucher) and a two-hour booking token for the manage-booking calls.',
    request: { headers },
    responses: { ...json(MemberOrdersSchema, 'The orders.'), ...errorResponses(400, 401, 500) },
  }),
  print: createRoute({
    method: 'get',
    path: '/sale/{id}/print',
    tags,
    summary: 'The voucher PDF of one of the member’s orders',
    description: `${SESSION} A reference that is not the member’s answers the same 404 as one that does not exist.`,
    request: { params: SaleParamSchema, headers },
    responses: {
      200: { description: 'The vouchers, one page per ticket.', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
      ...errorResponses(400, 401, 404, 500),
    },
  }),
  cancel: createRoute({
    method: 'post',
    path: '/sale/{id}/cancel',
    tags,
    summary: 'Cancel the member’s order (every ticket that still can be, or the lines named) and refund what the policy allows',
    description: `${SESSION} The same rules as manage-my-booking; a retry with the same idempotency key refunds nothing twice. Not the member’s: 404.`,
    request: { params: SaleParamSchema, body: jsonBody(MemberCancelBodySchema), headers },
    responses: { ...json(CancelAnswerSchema, 'What was cancelled and refunded, and the booking after it.'), ...errorResponses(400, 401, 404, 409, 422, 500) },
  }),
  discounts: createRoute({
    method: 'get',
    path: '/member/discounts',
    tags,
    summary: 'Exclusive partner discounts in the cities (restaurants, attractions, shops, experiences)',
    description: SESSION,
    request: { query: DiscountsQuerySchema, headers },
    responses: { ...json(PartnerOffersSchema, 'The offers, and the cities that have some.'), ...errorResponses(400, 401, 500) },
  }),
  wishlist: createRoute({
    method: 'get',
    path: '/member/wishlist',
    tags,
    summary: 'The member’s wishlist',
    description: SESSION,
    request: { headers },
    responses: { ...json(WishlistSchema, 'Product ids, newest first.'), ...errorResponses(400, 401, 500) },
  }),
  wish: createRoute({
    method: 'put',
    path: '/member/wishlist/{productId}',
    tags,
    summary: 'Keep a product on the wishlist (again: nothing changes)',
    description: `${SESSION} An unknown product is 404; past ${WISHLIST_LIMIT} products the oldest makes room.`,
    request: { params: ProductParamSchema, headers },
    responses: wishlistAnswer,
  }),
  unwish: createRoute({
    method: 'delete',
    path: '/member/wishlist/{productId}',
    tags,
    summary: 'Take a product off the wishlist (not on it: nothing changes)',
    description: `${SESSION} An unknown product is 404.`,
    request: { params: ProductParamSchema, headers },
    responses: wishlistAnswer,
  }),
  merge: createRoute({
    method: 'post',
    path: '/member/wishlist/merge',
    tags,
    summary: 'Merge the list the browser kept before sign-in into the account’s',
    description: `${SESSION} Newest first; ids the catalogue does not have are left out; the newest ${WISHLIST_LIMIT} are kept.`,
    request: { body: jsonBody(WishlistMergeBodySchema), headers },
    responses: { ...json(WishlistSchema, 'The merged wishlist, newest first.'), ...errorResponses(400, 401, 500) },
  }),
};

type Headers = z.infer<typeof headers>;

/**
 * The member area's calls (spec §7 "Member"): purchases, vouchers and cancellation, partner
 * discounts and the wishlist. Every call needs the member's session; the services in
 * `services/member-area` decide what is the member's, and answer 404 for anything else.
 */
export function registerMemberAreaRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  const wallet = () => deps.tickets?.wallet;

  for (const path of ['/transaction', '/sale/:id/print', '/sale/:id/cancel', '/member/discounts', '/member/wishlist', '/member/wishlist/*']) {
    app.use(path, async (c, next) => {
      // One member's answers: never kept by a shared cache, errors included.
      c.header('cache-control', 'private, no-store');
      await next();
    });
  }
  // `merge` would otherwise be read as a product id by PUT and DELETE `{productId}` (a 400): it is a route of its own, POST only.
  // A catch-all (not a documented operation) that lets POST through to the route below.
  app.all('/member/wishlist/merge', async (c, next) => {
    if (c.req.method === 'POST') return next();
    c.header('allow', 'POST');
    return c.json(errorBody('METHOD_NOT_ALLOWED', 'This route takes POST.'), 405);
  });

  /** The request's services and the signed-in member (401 without one). */
  async function open(c: Context, h: Headers) {
    const paymentDeps = await paymentDepsOf(deps, h);
    const member = await requireMember(deps, paymentDeps.db, c.req.raw.headers);
    return { paymentDeps, member };
  }

  app.openapi(routes.orders, async (c) => {
    const { paymentDeps, member } = await open(c, c.req.valid('header'));
    return c.json(await memberOrders(paymentDeps, member), 200);
  });

  app.openapi(routes.print, async (c) => {
    const { paymentDeps, member } = await open(c, c.req.valid('header'));
    const { pdf, reference } = await memberVoucherPdf({ ...paymentDeps, wallet: wallet() }, member, c.req.valid('param').id);
    return new Response(Buffer.from(pdf), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="voucher-${reference}.pdf"`, 'cache-control': 'private, no-store' },
    }) as never;
  });

  app.openapi(routes.cancel, async (c) => {
    const { paymentDeps, member } = await open(c, c.req.valid('header'));
    const result = await cancelMemberOrder(paymentDeps, member, c.req.valid('param').id, c.req.valid('json'));
    // Refunds the gateway did not take just now (this one's or earlier ones) are sent again after the answer.
    paymentDeps.defer(async () => void (await retryPendingRefunds(paymentDeps)));
    const booking = await managedBooking({ ...paymentDeps, wallet: wallet() }, result.order);
    return c.json({ booking, refunded: { amount: result.refunded, currency: booking.paid.currency }, lines: result.lines }, 200);
  });

  app.openapi(routes.discounts, async (c) => {
    const { paymentDeps } = await open(c, c.req.valid('header'));
    return c.json(await partnerOffersFor(paymentDeps.db, paymentDeps.context.language, c.req.valid('query').locationId), 200);
  });

  app.openapi(routes.wishlist, async (c) => {
    const { paymentDeps, member } = await open(c, c.req.valid('header'));
    return c.json(await wishlistOf(paymentDeps.db, member.id), 200);
  });

  app.openapi(routes.wish, async (c) => {
    const { paymentDeps, member } = await open(c, c.req.valid('header'));
    return c.json(await addToWishlist(paymentDeps.db, member.id, c.req.valid('param').productId, paymentDeps.now), 200);
  });

  app.openapi(routes.unwish, async (c) => {
    const { paymentDeps, member } = await open(c, c.req.valid('header'));
    return c.json(await removeFromWishlist(paymentDeps.db, member.id, c.req.valid('param').productId), 200);
  });

  app.openapi(routes.merge, async (c) => {
    const { paymentDeps, member } = await open(c, c.req.valid('header'));
    return c.json(await mergeWishlist(paymentDeps.db, member.id, c.req.valid('json').productIds, paymentDeps.now), 200);
  });
}
