import type { AxiosInstance } from 'axios';
import { SubscribeResponseSchema } from '@/provider/api/contract/forms';
import { contextHeaders, type ApiContext } from './context';
import { apiSend } from './request';
import type { ApiResult } from './result';

/** Spec §3 newsletter: firstName, lastName, email and countryId, 9999 when unknown. */
export interface Subscription {
  firstName: string;
  lastName: string;
  email: string;
  countryId: number;
}

export const UNKNOWN_COUNTRY_ID = 9999;

export function subscribe(client: AxiosInstance, subscription: Subscription, context: ApiContext): Promise<ApiResult<{ email: string }>> {
  return apiSend(client, SubscribeResponseSchema, 'post', 'subscriber/subscribe', subscription, { headers: contextHeaders(context) });
}
