import type { AxiosInstance } from 'axios';
import type { z as zod } from '@hono/zod-openapi';
import type {
  BookingTokenSchema,
  CancelAnswerSchema,
  ChangeAnswerSchema,
  ChangeBodySchema,
  ChangeCalendarSchema,
  LookupBody,
  ManagedBooking,
} from '@/provider/api/contract/booking';
import { BOOKING_HEADERS } from '@/provider/api/contract/headers';
import type { ApiContext } from './context';
import { checkFrom, apiGet, apiSendIn } from './request';

/** The answers' zod/mini checks, loaded with the first call: zod stays out of the pages' first load. */
const checks = () => import('./booking-checks');
const ManagedCheck = checkFrom(checks, 'ManagedCheck');
const TokenCheck = checkFrom(checks, 'TokenCheck');
const CancelCheck = checkFrom(checks, 'CancelCheck');
const CalendarCheck = checkFrom(checks, 'CalendarCheck');
const ChangeCheck = checkFrom(checks, 'ChangeCheck');

/**
 * "Manage my booking" from the browser (provider/api/contract/booking.ts): look up an order with
 * its reference and the email or PIN, then read, cancel and move it with the token that answers,
 * sent as `x-booking-token`. Answers are checked with small zod/mini views, not the full schemas.
 */

export type BookingToken = zod.infer<typeof BookingTokenSchema>;
export type CancelAnswer = zod.infer<typeof CancelAnswerSchema>;
export type ChangeCalendar = zod.infer<typeof ChangeCalendarSchema>;
export type ChangeBody = zod.infer<typeof ChangeBodySchema>;
export type ChangeAnswer = zod.infer<typeof ChangeAnswerSchema>;
export type { ManagedBooking };


const tokenHeader = (token: string) => ({ [BOOKING_HEADERS.token]: token });

/** Reference and email, or reference and PIN: a token for the other calls. 404 BOOKING_NOT_FOUND, 429 LOOKUP_LOCKED. */
export const lookupBooking = (http: AxiosInstance, body: LookupBody, context: ApiContext) => apiSendIn(http, TokenCheck, 'post', 'booking/lookup', body, context);

/** The booking the token opens; 401 (reason TOKEN_EXPIRED when it has merely expired) when it opens none. */
export const getManagedBooking = (http: AxiosInstance, token: string, context: ApiContext) =>
  apiGet(http, ManagedCheck, 'booking', { context, headers: tokenHeader(token) });

/** `lines` absent: every ticket that can still be cancelled. One key per confirmation, the same on a retry. */
export const cancelBookingTickets = (http: AxiosInstance, token: string, lines: number[] | undefined, idempotencyKey: string, context: ApiContext) =>
  apiSendIn(http, CancelCheck, 'post', 'booking/cancel', lines ? { lines } : {}, context, { ...tokenHeader(token), 'idempotency-key': idempotencyKey });

/** Sends the confirmation email again (to the booking's own address); the booking answers, with the resend in its history. 429 when asked too often. */
export const resendConfirmation = (http: AxiosInstance, token: string, context: ApiContext) =>
  apiSendIn(http, ManagedCheck, 'post', 'booking/resend', undefined, context, tokenHeader(token));

/** The days (31 from `from`) and departures a ticket can move to, each with its price difference. */
export const getChangeCalendar = (http: AxiosInstance, token: string, query: { line: number; from: string }, context: ApiContext) =>
  apiGet(http, CalendarCheck, 'booking/change/calendar', { params: query, context, headers: tokenHeader(token) });

/** `difference` is the one shown: another one is refused with 409 PRICE_CHANGED. */
export const changeTicketDate = (http: AxiosInstance, token: string, body: ChangeBody, idempotencyKey: string, context: ApiContext) =>
  apiSendIn(http, ChangeCheck, 'post', 'booking/change', body, context, { ...tokenHeader(token), 'idempotency-key': idempotencyKey });
