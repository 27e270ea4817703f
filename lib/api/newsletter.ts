import type { AxiosInstance } from 'axios';
import { contextHeaders, type ApiContext } from './context';
import { checkFrom, apiSend } from './request';
import type { ApiResult } from './result';

/** The answers' zod/mini checks, loaded with the first call: zod stays out of the pages' first load. */
const checks = () => import('./newsletter-checks');
const SubscribeResponseSchema = checkFrom(checks, 'SubscribeResponseSchema');
const NewsletterStatusSchema = checkFrom(checks, 'NewsletterStatusSchema');

/** Spec §3 newsletter: firstName, lastName, email and countryId, 9999 when unknown. */
export interface Subscription {
  firstName: string;
  lastName: string;
  email: string;
  countryId: number;
  /** A reCAPTCHA v3 token for the `newsletter` action, when reCAPTCHA is configured. */
  captchaToken?: string;
}

export const UNKNOWN_COUNTRY_ID = 9999;

export function subscribe(client: AxiosInstance, subscription: Subscription, context: ApiContext): Promise<ApiResult<{ email: string }>> {
  return apiSend(client, SubscribeResponseSchema, 'post', 'subscriber/subscribe', subscription, { headers: contextHeaders(context) });
}

/** Follows a newsletter mail's link (`?confirm=` or `?unsubscribe=`) with its token. */
export function followNewsletterLink(client: AxiosInstance, kind: 'confirm' | 'unsubscribe', token: string, context: ApiContext) {
  return apiSend(client, NewsletterStatusSchema, 'post', `subscriber/${kind}`, { token }, { headers: contextHeaders(context) });
}
