import type { AxiosInstance } from 'axios';
import * as z from 'zod/mini';
import { contextHeaders, type ApiContext } from './context';
import { apiSend } from './request';
import type { ApiResult } from './result';

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

/** The contract's SubscribeResponseSchema, as the browser checks it. */
const SubscribeResponseSchema = z.object({ subscribed: z.literal(true), email: z.string() });

export function subscribe(client: AxiosInstance, subscription: Subscription, context: ApiContext): Promise<ApiResult<{ email: string }>> {
  return apiSend(client, SubscribeResponseSchema, 'post', 'subscriber/subscribe', subscription, { headers: contextHeaders(context) });
}

/** The contract's NewsletterStatusSchema, as the browser checks it. */
const NewsletterStatusSchema = z.object({ status: z.enum(['confirmed', 'unsubscribed']) });

/** Follows a newsletter mail's link (`?confirm=` or `?unsubscribe=`) with its token. */
export function followNewsletterLink(client: AxiosInstance, kind: 'confirm' | 'unsubscribe', token: string, context: ApiContext) {
  return apiSend(client, NewsletterStatusSchema, 'post', `subscriber/${kind}`, { token }, { headers: contextHeaders(context) });
}
