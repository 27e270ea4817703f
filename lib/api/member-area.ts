import type { AxiosInstance } from 'axios';
import type { z as zod } from '@hono/zod-openapi';
import type {
  DeleteAccountBodySchema,
  EditBodySchema,
  ErasureRequestBodySchema,
  MemberInfo,
  MemberOrder,
  PartnerOffer,
  PasswordChangeBodySchema,
} from '@/provider/api/contract/members';
import type { ApiContext } from './context';
import { checkFrom, ANY_ANSWER, apiGet, apiSendIn } from './request';

/** The answers' zod/mini checks, loaded with the first call: zod stays out of the pages' first load. */
const checks = () => import('./member-area-checks');
const InfoCheck = checkFrom(checks, 'InfoCheck');
const OrdersCheck = checkFrom(checks, 'OrdersCheck');
const OffersCheck = checkFrom(checks, 'OffersCheck');
const CardCheck = checkFrom(checks, 'CardCheck');

/**
 * The member area's calls from the browser (provider/api/contract/members.ts). The session is the
 * httpOnly cookie the provider set at sign-in, sent by the browser with each call; a 401 means the
 * member is signed out. Answers are checked with small zod/mini views, not the full schemas.
 */

export type { MemberInfo, MemberOrder, PartnerOffer };
export type MemberEdit = zod.input<typeof EditBodySchema>;
export type PasswordChange = zod.input<typeof PasswordChangeBodySchema>;
export type AccountDeletion = zod.input<typeof DeleteAccountBodySchema>;
export type ErasureRequest = zod.input<typeof ErasureRequestBodySchema>;

export interface PartnerOffers {
  offers: PartnerOffer[];
  locations: { id: number; name: string; count: number }[];
}

const sale = (reference: string) => `sale/${encodeURIComponent(reference)}`;

/** Who is signed in: name, contact, preferences, whether the account has a password. 401: nobody. */
export const getMemberInfo = (http: AxiosInstance, context: ApiContext) => apiGet(http, InfoCheck, 'member/info', { context });

/** Any of name, phone, preferred language and currency, newsletter. 422 names a field the provider refused. */
export const editMember = (http: AxiosInstance, body: MemberEdit, context: ApiContext) => apiSendIn(http, ANY_ANSWER, 'post', 'member/edit', body, context);

/** 422 PASSWORD_TOO_WEAK; 401 or 422 with reason WRONG_PASSWORD when the current one is not right. */
export const changePassword = (http: AxiosInstance, body: PasswordChange, context: ApiContext) =>
  apiSendIn(http, ANY_ANSWER, 'post', 'member/password', body, context);

/** The account and its personal data go; its orders stay, anonymised, for the accounts. Signs out. */
export const deleteAccount = (http: AxiosInstance, body: AccountDeletion, context: ApiContext) =>
  apiSendIn(http, ANY_ANSWER, 'post', 'member/delete', body, context);

/** From someone without an account (or not signed in): erase what we hold about this email. Answers 202; the idempotency key makes a retry or double click harmless. */
export const requestErasure = (http: AxiosInstance, body: ErasureRequest, idempotencyKey: string, context: ApiContext) =>
  apiSendIn(http, ANY_ANSWER, 'post', 'privacy/erasure-request', body, context, { 'idempotency-key': idempotencyKey });

/** Every order of the member, newest first, each with the tokens that open its voucher and its manage-booking view. */
export const getMemberOrders = (http: AxiosInstance, context: ApiContext) => apiGet(http, OrdersCheck, 'transaction', { context });

/** The vouchers of an order as one PDF: a plain link (the browser sends the session cookie). */
export const orderPrintUrl = (reference: string) => `/api/v2/${sale(reference)}/print`;

/** `lines` absent: every ticket that can still be cancelled. One key per confirmation, the same on a retry. */
export const cancelMemberOrder = (http: AxiosInstance, reference: string, lines: number[] | undefined, idempotencyKey: string, context: ApiContext) =>
  apiSendIn(http, ANY_ANSWER, 'post', `${sale(reference)}/cancel`, lines ? { lines, idempotencyKey } : { idempotencyKey }, context);

/** Partners' offers for members, in one city or all, with the cities that have some (for the filter). */
export const getMemberDiscounts = (http: AxiosInstance, locationId: number | null, context: ApiContext) =>
  apiGet(http, OffersCheck, 'member/discounts', { context, params: { locationId: locationId ?? undefined } });

/**
 * A saved product as its card shows it, read with the product call (a product page's data holds
 * its card's fields); 404 when it is no longer sold.
 */
export const getWishlistCard = (http: AxiosInstance, productId: number, context: ApiContext) =>
  apiGet(http, CardCheck, `product/${productId}`, { context });

