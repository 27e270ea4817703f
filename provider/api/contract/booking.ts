import { z } from '@hono/zod-openapi';
import { REFUND_TYPES } from '../../domain/catalogue';
import { DateSchema, MoneySchema, TimeSchema } from './common';

/**
 * "Manage my booking" and the operator's scanner: the one place where an order changes after
 * payment. The member and agent areas call the same services with their own proof of who asks.
 */

export const BookingReferenceSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^SS[2-9A-HJ-NP-Z]{8}$/, { error: 'is not a booking reference' })
  .openapi({ example: 'SSX7K2QH9A' });

export const LookupBodySchema = z
  .object({
    reference: BookingReferenceSchema,
    /** The email the booking was made with, or… */
    email: z.string().trim().pipe(z.email({ error: 'must be a valid email address' }).max(254)).optional(),
    /** …the six-digit PIN on the voucher and in the email. */
    pin: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: 'must be six digits' })
      .optional(),
  })
  .refine((body) => Boolean(body.email) !== Boolean(body.pin), { error: 'give either the email or the PIN', path: ['email'] })
  .openapi('BookingLookupBody');
export type LookupBody = z.infer<typeof LookupBodySchema>;

export const BookingTokenSchema = z
  .object({
    /** Send as `x-booking-token` on the other booking calls. */
    token: z.string(),
    expiresAt: z.string(),
  })
  .openapi('BookingToken');

export const PolicySchema = z
  .object({
    refundType: z.enum(REFUND_TYPES),
    refundPercent: z.number().int(),
    cutoffMinutes: z.number().int(),
    /** The last instant a cancellation is accepted (ISO, UTC); null when nothing is refunded. */
    deadline: z.string().nullable(),
  })
  .openapi('CancellationPolicy');
export type Policy = z.infer<typeof PolicySchema>;

export const MANAGED_TICKET_STATUSES = ['valid', 'used', 'cancelled', 'expired'] as const;
/** Why a ticket cannot be cancelled (or moved) now. */
export const TICKET_BLOCKS = ['CUTOFF_PASSED', 'NOT_REFUNDABLE', 'TICKET_USED', 'TICKET_CANCELLED', 'EXPIRED', 'OPEN_DATED'] as const;

export const ManagedTicketSchema = z
  .object({
    /** The order line the ticket is for: what `cancel` and `change` name. */
    line: z.number().int(),
    code: z.string(),
    /** The signed QR payload (valid tickets only). */
    qr: z.string().nullable(),
    status: z.enum(MANAGED_TICKET_STATUSES),
    productId: z.number().int(),
    optionId: z.number().int(),
    kind: z.enum(['timed', 'open']),
    productName: z.string(),
    optionName: z.string(),
    locationName: z.string(),
    date: z.string(),
    time: z.string().nullable(),
    timeZone: z.string(),
    validUntil: z.string(),
    passengers: z.array(z.object({ type: z.string(), name: z.string(), quantity: z.number().int() })),
    /** What the ticket cost after any coupon, and what a cancellation now gives back. */
    price: MoneySchema,
    refund: MoneySchema,
    policy: PolicySchema,
    canCancel: z.boolean(),
    /** Why not, when it cannot be cancelled. */
    cancelBlock: z.enum(TICKET_BLOCKS).nullable(),
    canChangeDate: z.boolean(),
    changeBlock: z.enum(TICKET_BLOCKS).nullable(),
    /** Add to Apple Wallet (a .pkpass URL) / Save to Google Wallet; null when not configured. */
    wallet: z.object({ apple: z.string().nullable(), google: z.string().nullable() }),
  })
  .openapi('ManagedTicket');
export type ManagedTicket = z.infer<typeof ManagedTicketSchema>;

export const HISTORY_KINDS = ['booked', 'cancelled', 'refunded', 'refundFailed', 'dateChanged', 'supplementPaid', 'emailResent'] as const;

export const ManagedBookingSchema = z
  .object({
    reference: z.string(),
    /** 'paid' while any ticket stands; 'cancelled' when every ticket was cancelled. */
    status: z.enum(['paid', 'partly-cancelled', 'cancelled']),
    language: z.enum(['de', 'en', 'es', 'fr', 'it', 'us']),
    customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    /** How it was paid, so refunds go back the same way: to the card, or to the agent's credit. */
    paidWith: z.enum(['card', 'credit']),
    paid: MoneySchema,
    refunded: MoneySchema,
    tickets: z.array(ManagedTicketSchema),
    history: z.array(
      z.object({
        at: z.string(),
        kind: z.enum(HISTORY_KINDS),
        amount: MoneySchema.nullable(),
        lines: z.array(z.number().int()),
      }),
    ),
    /** The mobile voucher and the PDF, opened by the order's voucher token. */
    voucher: z.object({ mobileUrl: z.string(), pdfUrl: z.string() }),
  })
  .openapi('ManagedBooking');
export type ManagedBooking = z.infer<typeof ManagedBookingSchema>;

export const CancelBodySchema = z
  .object({
    /** The lines to cancel; absent: every ticket that can still be cancelled. */
    lines: z.array(z.number().int().min(0).max(99)).min(1).max(100).optional(),
  })
  .openapi('CancelBody');

export const CancelAnswerSchema = z
  .object({ booking: ManagedBookingSchema, refunded: MoneySchema, lines: z.array(z.number().int()) })
  .openapi('CancelAnswer');

export const ChangeCalendarQuerySchema = z.object({
  line: z.coerce.number().int().min(0).max(99).openapi({ param: { name: 'line', in: 'query' } }),
  /** First day shown ('YYYY-MM-DD'); 31 days from it are answered. */
  from: DateSchema.openapi({ param: { name: 'from', in: 'query' } }),
});

export const ChangeCalendarSchema = z
  .object({
    line: z.number().int(),
    days: z.array(
      z.object({
        date: z.string(),
        slots: z.array(
          z.object({
            time: z.string(),
            /** Places left; the slot is listed only when it takes the ticket's passengers. */
            remaining: z.number().int().nullable(),
            /** New price minus what the ticket cost: positive is paid, negative refunded. */
            difference: MoneySchema,
          }),
        ),
      }),
    ),
  })
  .openapi('ChangeCalendar');

export const ChangeBodySchema = z
  .object({
    line: z.number().int().min(0).max(99),
    date: DateSchema,
    time: TimeSchema,
    /** The difference the visitor was shown; another one answers 409 PRICE_CHANGED. */
    difference: MoneySchema,
    /** When the difference is positive: the card (sandbox) or the Drop-in's `paymentMethod` (Adyen). */
    paymentMethod: z.record(z.string(), z.unknown()).optional(),
    returnUrl: z.url().max(500).optional(),
  })
  .openapi('ChangeBody');

export const ChangeAnswerSchema = z
  .object({
    result: z.enum(['changed', 'refused']),
    booking: ManagedBookingSchema,
    /** Paid (positive) or refunded (negative) for the change. */
    difference: MoneySchema,
    refusalReason: z.string().nullable(),
  })
  .openapi('ChangeAnswer');

export const SCAN_RESULTS = ['VALID', 'ALREADY_USED', 'CANCELLED', 'EXPIRED', 'WRONG_DATE', 'UNKNOWN'] as const;

export const ScanAnswerSchema = z
  .object({
    result: z.enum(SCAN_RESULTS),
    code: z.string(),
    reference: z.string().nullable(),
    productName: z.string().nullable(),
    date: z.string().nullable(),
    time: z.string().nullable(),
    passengers: z.array(z.object({ type: z.string(), quantity: z.number().int() })),
    /** When the ticket was first scanned (OCTO's REDEEMED). */
    redeemedAt: z.string().nullable(),
  })
  .openapi('ScanAnswer');
