import type { AxiosInstance } from 'axios';
import { EnquiryResponseSchema } from '@/provider/api/contract/forms';
import type { QueryType } from '@/provider/domain/catalogue';
import { contextHeaders, type ApiContext } from './context';
import { apiSend } from './request';

export interface Enquiry {
  name: string;
  email: string;
  phone?: string;
  city: string;
  queryType: QueryType;
  message: string;
  captchaToken?: string;
}

/** Spec §7 contact/sendEnquiry; the idempotency key makes a retry or double click harmless. */
export function sendEnquiry(client: AxiosInstance, enquiry: Enquiry, idempotencyKey: string, context: ApiContext) {
  return apiSend(client, EnquiryResponseSchema, 'post', 'contact/sendEnquiry', enquiry, {
    headers: { ...contextHeaders(context), 'idempotency-key': idempotencyKey },
  });
}
