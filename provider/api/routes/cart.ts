import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  addToCart,
  bearerToken,
  cartOfToken,
  crossSelling,
  DEFAULT_HOLD_MINUTES,
  removeCoupon,
  removeSale,
  renewHolds,
  setTraveller,
  switchOption,
  upsellOptions,
  viewCart,
  updateCurrency,
  type CartDeps,
} from '../../services/cart';
import { tryCoupon } from '../../services/cart/coupon-tries';
import { pricedForMember, repriceCartForMember } from '../../services/cart/member-price';
import { cartOfId, type CartRow } from '../../services/cart/session';
import { clientAddress } from '../../services/ip-country';
import { limitsOf } from '../../services/limits';
import { signedInAccount } from '../../services/members/current';
import {
  AddToCartBodySchema,
  CartSchema,
  CouponBodySchema,
  CurrencyBodySchema,
  TravellerBodySchema,
  UpsellBodySchema,
  UpsellQuerySchema,
  UpsellSchema,
} from '../contract/cart';
import { IdParamSchema } from '../contract/common';
import { errorResponses } from '../contract/errors';
import { IdempotencyHeaderSchema } from '../contract/forms';
import { CART_HEADERS } from '../contract/headers';
import { ProductCardSchema } from '../contract/products';
import { RequestHeadersSchema } from '../contract/request-headers';
import type { CurrencyId } from '../contract/languages';
import type { ProviderDeps } from '../deps';
import { retryAfter } from './retry-after';
import { handlerContext, jsonBody } from './shared';

const tags = ['Basket'];

const headers = RequestHeadersSchema.extend({
  authorization: z
    .string()
    .max(200)
    .optional()
    .openapi({ param: { name: 'authorization', in: 'header' }, description: '`Bearer {guest token}`: the token a first add-to-cart answered with.' }),
});
const cartAnswer = (description: string) => ({
  200: {
    description: `${description} Carries \`${CART_HEADERS.count}\` (items in the basket); a first add-to-cart also carries \`authorization: Bearer {token}\`.`,
    content: { 'application/json': { schema: CartSchema } },
  },
});

const routes = {
  add: createRoute({
    method: 'post',
    path: '/transaction/addToCart',
    tags,
    summary: 'Add an item to the basket and hold its places',
    description: 'With a signed-in member’s session cookie, a new basket (or a guest’s) becomes the member’s and is priced at member prices; with an agent’s, the agent’s, in the agency’s currency, and the item reserves the agency’s credit when the credit covers it.',
    request: { body: jsonBody(AddToCartBodySchema), headers: headers.merge(IdempotencyHeaderSchema) },
    responses: { ...cartAnswer('The basket with the item.'), ...errorResponses(400, 401, 404, 409, 422, 500) },
  }),
  sale: createRoute({
    method: 'get',
    path: '/transaction/sale',
    tags,
    summary: 'The basket: items, holds, coupon and totals',
    request: { headers },
    responses: { ...cartAnswer('The basket (empty without a token).'), ...errorResponses(400, 401, 500) },
  }),
  renew: createRoute({
    method: 'post',
    path: '/transaction/sale/renew',
    tags,
    summary: 'Hold the places of expired items again, where they are still free',
    request: { headers },
    responses: { ...cartAnswer('The basket; items whose places are gone stay expired.'), ...errorResponses(400, 401, 500) },
  }),
  traveller: createRoute({
    method: 'put',
    path: '/transaction/traveller',
    tags,
    summary: 'The lead traveller’s details',
    request: { body: jsonBody(TravellerBodySchema), headers },
    responses: { ...cartAnswer('The basket with the details.'), ...errorResponses(400, 401, 404, 500) },
  }),
  deleteSale: createRoute({
    method: 'delete',
    path: '/sale/delete/{id}',
    tags,
    summary: 'Remove an item from the basket and free its places',
    request: { params: IdParamSchema, headers },
    responses: { ...cartAnswer('The basket without the item.'), ...errorResponses(400, 401, 404, 500) },
  }),
  deleteSalePost: createRoute({
    method: 'post',
    path: '/sale/delete/{id}',
    tags,
    summary: 'Remove an item from the basket (the same as DELETE, for clients that only POST)',
    request: { params: IdParamSchema, headers },
    responses: { ...cartAnswer('The basket without the item.'), ...errorResponses(400, 401, 404, 500) },
  }),
  coupon: createRoute({
    method: 'post',
    path: '/coupon/apply',
    tags,
    summary: 'Apply a discount code to the basket',
    description: 'Ten wrong codes per basket and thirty per address in an hour, then 429 with `Retry-After`; a code that applies is not counted.',
    request: { body: jsonBody(CouponBodySchema), headers },
    responses: { ...cartAnswer('The basket with the discount.'), ...errorResponses(400, 401, 422, 429, 500) },
  }),
  removeCoupon: createRoute({
    method: 'delete',
    path: '/coupon/apply',
    tags,
    summary: 'Remove the discount code',
    request: { headers },
    responses: { ...cartAnswer('The basket without a discount.'), ...errorResponses(400, 401, 500) },
  }),
  currency: createRoute({
    method: 'put',
    path: '/currency/update',
    tags,
    summary: 'Change the basket’s currency: every item is re-priced',
    request: { body: jsonBody(CurrencyBodySchema), headers },
    responses: { ...cartAnswer('The basket in the new currency.'), ...errorResponses(400, 401, 500) },
  }),
  crossSelling: createRoute({
    method: 'get',
    path: '/transaction/crossSellingProducts',
    tags,
    summary: 'Products to suggest beside the basket',
    request: { headers },
    responses: {
      200: { description: 'Up to four products.', content: { 'application/json': { schema: z.array(ProductCardSchema) } } },
      ...errorResponses(400, 401, 500),
    },
  }),
  upsell: createRoute({
    method: 'get',
    path: '/sale/{id}/upselling',
    tags,
    summary: 'Other options an item could move to (upselling and downselling)',
    request: { params: IdParamSchema, query: UpsellQuerySchema, headers },
    responses: { 200: { description: 'Options with the difference in price.', content: { 'application/json': { schema: UpsellSchema } } }, ...errorResponses(400, 401, 404, 409, 500) },
  }),
  switchOption: createRoute({
    method: 'post',
    path: '/sale/{id}/upselling',
    tags,
    summary: 'Move an item to another option',
    request: { params: IdParamSchema, body: jsonBody(UpsellBodySchema), headers },
    responses: { ...cartAnswer('The basket with the item moved.'), ...errorResponses(400, 401, 404, 409, 422, 500) },
  }),
};

type Headers = z.infer<typeof headers>;

export function registerCartRoutes(app: OpenAPIHono, deps: ProviderDeps) {
  const holdMinutes = deps.holdMinutes ?? DEFAULT_HOLD_MINUTES;
  const limits = limitsOf(deps);
  app.use('/coupon/apply', retryAfter);

  async function open(h: Headers) {
    const base = await handlerContext(deps, h);
    const cartDeps: CartDeps = { ...base, holdMinutes };
    const cart = await cartOfToken(base.db, bearerToken(h.authorization), base.now);
    return { cartDeps, cart };
  }

  /** Answers the basket, with its item count (and a new visitor's token) in headers. */
  async function answer(c: Context, cartDeps: CartDeps, cart: CartRow | null, token: string | null = null) {
    const body = await viewCart(cartDeps, cart);
    c.header(CART_HEADERS.count, String(body.count));
    if (token) c.header('authorization', `Bearer ${token}`);
    return c.json(body, 200);
  }

  /** The basket row again, after a call that changed it (coupon, currency, traveller). */
  const reread = (cartDeps: CartDeps, cart: CartRow | null) => (cart ? cartOfId(cartDeps.db, cart.id) : null);

  /** Who the request's session cookie belongs to: a member or an agent (one look-up, none without a cookie). */
  const ownerOf = (c: Context, cartDeps: CartDeps) => signedInAccount(deps, cartDeps.db, c.req.raw.headers);
  /** The signed-in member's id; an agent gets no member prices. */
  const memberOf = async (c: Context, cartDeps: CartDeps) => {
    const owner = await ownerOf(c, cartDeps);
    return owner?.role === 'member' ? owner.id : null;
  };

  /** After a call that priced items from the catalogue again (currency, option): a member's own basket goes back to member prices. */
  async function keepMemberPrices(c: Context, cartDeps: CartDeps, cart: CartRow | null) {
    if (cart?.memberId && pricedForMember(cart, await memberOf(c, cartDeps))) await repriceCartForMember(cartDeps.db, cart.id, cartDeps.now);
  }

  app.openapi(routes.add, async (c) => {
    const h = c.req.valid('header');
    const { cartDeps, cart } = await open(h);
    const result = await addToCart(cartDeps, cart, c.req.valid('json'), h['idempotency-key'], await ownerOf(c, cartDeps));
    return answer(c, cartDeps, result.cart, result.token);
  });
  app.openapi(routes.sale, async (c) => {
    const { cartDeps, cart } = await open(c.req.valid('header'));
    return answer(c, cartDeps, cart);
  });
  app.openapi(routes.renew, async (c) => {
    const { cartDeps, cart } = await open(c.req.valid('header'));
    await renewHolds(cartDeps, cart);
    return answer(c, cartDeps, cart);
  });
  app.openapi(routes.traveller, async (c) => {
    const { cartDeps, cart } = await open(c.req.valid('header'));
    await setTraveller(cartDeps, cart, c.req.valid('json'));
    return answer(c, cartDeps, await reread(cartDeps, cart));
  });
  app.openapi(routes.deleteSale, async (c) => {
    const { cartDeps, cart } = await open(c.req.valid('header'));
    await removeSale(cartDeps, cart, c.req.valid('param').id);
    return answer(c, cartDeps, cart);
  });
  app.openapi(routes.deleteSalePost, async (c) => {
    const { cartDeps, cart } = await open(c.req.valid('header'));
    await removeSale(cartDeps, cart, c.req.valid('param').id);
    return answer(c, cartDeps, cart);
  });
  app.openapi(routes.coupon, async (c) => {
    const { cartDeps, cart } = await open(c.req.valid('header'));
    await tryCoupon(limits, cartDeps, cart, c.req.valid('json').code, clientAddress(c.req.header('x-forwarded-for')));
    return answer(c, cartDeps, await reread(cartDeps, cart));
  });
  app.openapi(routes.removeCoupon, async (c) => {
    const { cartDeps, cart } = await open(c.req.valid('header'));
    await removeCoupon(cartDeps, cart);
    return answer(c, cartDeps, await reread(cartDeps, cart));
  });
  app.openapi(routes.currency, async (c) => {
    const { cartDeps, cart } = await open(c.req.valid('header'));
    await updateCurrency(cartDeps, cart, c.req.valid('json').id as CurrencyId);
    await keepMemberPrices(c, cartDeps, cart);
    return answer(c, cartDeps, await reread(cartDeps, cart));
  });
  app.openapi(routes.crossSelling, async (c) => {
    const { cartDeps, cart } = await open(c.req.valid('header'));
    return c.json(await crossSelling(cartDeps, cart), 200);
  });
  app.openapi(routes.upsell, async (c) => {
    const { cartDeps, cart } = await open(c.req.valid('header'));
    return c.json(await upsellOptions(cartDeps, cart, c.req.valid('param').id, c.req.valid('query')), 200);
  });
  app.openapi(routes.switchOption, async (c) => {
    const { cartDeps, cart } = await open(c.req.valid('header'));
    await switchOption(cartDeps, cart, c.req.valid('param').id, c.req.valid('json').toOptionId);
    await keepMemberPrices(c, cartDeps, cart);
    return answer(c, cartDeps, cart);
  });
}
