import { randomUUID } from 'node:crypto';
import type { MemberEmail } from '../members/emails';
import type { NewJob } from './queue';

/** The queue's jobs: their names and keys, one place. The handlers are in api/routes/job-runtime.ts. */
export const JOB_NAMES = {
  orderConfirmation: 'order-confirmation',
  newTickets: 'new-tickets-email',
  cancellationEmail: 'cancellation-email',
  gatewayNotifications: 'gateway-notifications',
  memberEmail: 'member-email',
} as const;

/** Jobs whose payload is forgotten once done: a member's email carries links that sign in or reset a password. */
export const FORGET_PAYLOAD_WHEN_DONE: ReadonlySet<string> = new Set([JOB_NAMES.memberEmail]);

/** A paid order's confirmation with its vouchers: once per order. */
export const confirmationJob = (orderId: string, site?: string): NewJob => ({
  name: JOB_NAMES.orderConfirmation,
  key: `${JOB_NAMES.orderConfirmation}:${orderId}`,
  payload: { orderId, site },
});

/** The new tickets after a change of date: once per change (its idempotency key). */
export const newTicketsJob = (orderId: string, change: string, actor: string, site?: string): NewJob => ({
  name: JOB_NAMES.newTickets,
  key: `${JOB_NAMES.newTickets}:${orderId}:${change}`,
  payload: { orderId, actor, site },
});

/** What a cancellation took away and gave back: once per cancellation (its idempotency key). */
export const cancellationJobKey = (orderId: string, cancellation: string) => `${JOB_NAMES.cancellationEmail}:${orderId}:${cancellation}`;
export const cancellationJob = (orderId: string, cancellation: string, done: { lines: number[]; refunded: number; othersValid: boolean }, site?: string): NewJob => ({
  name: JOB_NAMES.cancellationEmail,
  key: cancellationJobKey(orderId, cancellation),
  payload: { orderId, ...done, site },
});

/** Acting on the gateway's stored notifications; one job per delivery of them (its first event id). */
export const notificationsJob = (firstEventId: string): NewJob => ({
  name: JOB_NAMES.gatewayNotifications,
  key: `${JOB_NAMES.gatewayNotifications}:${firstEventId}`,
  payload: {},
});

export interface MemberEmailJob {
  email: MemberEmail;
  from: { name: string; address: string };
  replyTo: string;
  toName: string;
}

/** A member's email (welcome, reset, verification…), written when asked for: each its own job. */
export const memberEmailJob = (payload: MemberEmailJob): NewJob => ({
  name: JOB_NAMES.memberEmail,
  key: `${JOB_NAMES.memberEmail}:${randomUUID()}`,
  payload: { ...payload },
});
