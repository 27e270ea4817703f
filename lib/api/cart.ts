import type { AxiosInstance } from 'axios';
import type { AddToCartBody, Cart, Traveller } from '@/provider/api/contract/cart';
import type { CurrencyId } from '@/provider/api/contract/languages';
import type { ApiContext } from './context';
import { checkFrom, apiGet, apiSendIn } from './request';
import type { ApiResult } from './result';

/** The answers' zod/mini checks, loaded with the first call: zod stays out of the pages' first load. */
const checks = () => import('./cart-checks');
const CartCheck = checkFrom(checks, 'CartCheck');
const CardsCheck = checkFrom(checks, 'CardsCheck');
const UpsellCheck = checkFrom(checks, 'UpsellCheck');

/**
 * The browser's basket calls (spec §7 Basket). They go to the shop's own `/api/v2`, which
 * adds the guest token from its httpOnly cookie and keeps `guest_cart_element` in step.
 */

export interface Upsell {
  saleId: number;
  options: { optionId: number; name: string; amount: Cart['total']; difference: Cart['total']; kind: 'upgrade' | 'downgrade' }[];
}

export const getCart = (http: AxiosInstance, context: ApiContext): Promise<ApiResult<Cart>> =>
  apiGet(http, CartCheck, 'transaction/sale', { context });

/** `idempotencyKey`: one per press of "Book now", so a retried request adds nothing twice. */
export const addToCart = (http: AxiosInstance, body: AddToCartBody, context: ApiContext, idempotencyKey: string) =>
  apiSendIn(http, CartCheck, 'post', 'transaction/addToCart', body, context, { 'idempotency-key': idempotencyKey });

export const removeSale = (http: AxiosInstance, saleId: number, context: ApiContext) =>
  apiSendIn(http, CartCheck, 'delete', `sale/delete/${saleId}`, undefined, context);

export const applyCoupon = (http: AxiosInstance, code: string, context: ApiContext) =>
  apiSendIn(http, CartCheck, 'post', 'coupon/apply', { code }, context);

export const removeCoupon = (http: AxiosInstance, context: ApiContext) => apiSendIn(http, CartCheck, 'delete', 'coupon/apply', undefined, context);

export const updateCartCurrency = (http: AxiosInstance, currency: CurrencyId, context: ApiContext) =>
  apiSendIn(http, CartCheck, 'put', 'currency/update', { id: currency }, context);

export const setTraveller = (http: AxiosInstance, traveller: Traveller, context: ApiContext) =>
  apiSendIn(http, CartCheck, 'put', 'transaction/traveller', traveller, context);

export const renewHolds = (http: AxiosInstance, context: ApiContext) => apiSendIn(http, CartCheck, 'post', 'transaction/sale/renew', undefined, context);

export const crossSellingProducts = (http: AxiosInstance, context: ApiContext) =>
  apiGet(http, CardsCheck, 'transaction/crossSellingProducts', { context });

export const upsellOptions = (http: AxiosInstance, saleId: number, context: ApiContext) =>
  apiGet(http, UpsellCheck, `sale/${saleId}/upselling`, { context });

export const switchOption = (http: AxiosInstance, saleId: number, toOptionId: number, context: ApiContext) =>
  apiSendIn(http, CartCheck, 'post', `sale/${saleId}/upselling`, { toOptionId }, context);
