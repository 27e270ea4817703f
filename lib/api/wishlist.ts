import type { AxiosInstance } from 'axios';
import type { ApiContext } from './context';
import { ANY_ANSWER, apiGet, apiSendIn, type Schema } from './request';

/**
 * The wishlist's calls, apart from the member area's others: the heart is on every product card
 * (home, city, product pages), so its answer is checked by hand rather than with a schema library
 * the cards would otherwise load on every page (issue 18).
 */

const isWishlist = (data: unknown): data is { productIds: number[] } =>
  typeof data === 'object' && data !== null && Array.isArray((data as { productIds?: unknown }).productIds) && (data as { productIds: unknown[] }).productIds.every((id) => Number.isInteger(id));

export const WishlistCheck: Schema<{ productIds: number[] }> = {
  safeParse: (data) => (isWishlist(data) ? { success: true, data } : { success: false, error: { message: 'productIds: expected a list of product ids' } }),
};

/** The member's saved products, newest first. */
export const getWishlist = (http: AxiosInstance, context: ApiContext) => apiGet(http, WishlistCheck, 'member/wishlist', { context });

export const addToWishlist = (http: AxiosInstance, productId: number, context: ApiContext) =>
  apiSendIn(http, ANY_ANSWER, 'put', `member/wishlist/${productId}`, undefined, context);

export const removeFromWishlist = (http: AxiosInstance, productId: number, context: ApiContext) =>
  apiSendIn(http, ANY_ANSWER, 'delete', `member/wishlist/${productId}`, undefined, context);

/** Adds what the visitor saved before signing in to the account's list (duplicates count once). */
export const mergeWishlist = (http: AxiosInstance, productIds: number[], context: ApiContext) =>
  apiSendIn(http, ANY_ANSWER, 'post', 'member/wishlist/merge', { productIds }, context);
