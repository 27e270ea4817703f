import { z } from '@hono/zod-openapi';
import { LATIN_NAME } from '../../domain/latin-name';
import { API_LANGUAGES } from './languages';
import { MoneySchema } from './common';

/**
 * Members' accounts (spec §7 "Member"): register, verify, log in (password, Google, Facebook),
 * reset, edit, delete, and what the member area reads. The session is an httpOnly cookie the
 * provider sets (better-auth, ADR 0015); no call answers a token the browser could read.
 */

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'must be a valid email address' }).max(254));

import { PASSWORD_MAX, PASSWORD_MIN } from './password-limits';

export { PASSWORD_MAX, PASSWORD_MIN };
const password = z
  .string()
  .min(PASSWORD_MIN, { error: `must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `must be at most ${PASSWORD_MAX} characters` });

const fullName = z.string().trim().min(1, { error: 'is required' }).max(100).regex(LATIN_NAME, { error: 'must only contain latin script' });

export const MemberLanguageSchema = z.enum(API_LANGUAGES);

/** `member/signin/email`: create an account. The answer is the same whether or not the email is registered. */
export const RegisterBodySchema = z
  .object({
    name: fullName,
    email,
    password,
    acceptTerms: z.literal(true, { error: 'must be accepted' }),
    newsletter: z.boolean().default(false),
    /** The language of the welcome email and of the account. */
    language: MemberLanguageSchema.default('en'),
  })
  .openapi('RegisterBody');
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** Registration and reset requests answer this, whatever happened to the address. */
export const AcceptedSchema = z.object({ status: z.literal('EMAIL_SENT') }).openapi('EmailSent');

/** `member/logout`, `member/restore`, `member/password`, `member/delete`: done. */
export const MemberDoneSchema = z
  .object({ status: z.enum(['SIGNED_OUT', 'PASSWORD_RESET', 'PASSWORD_CHANGED', 'DELETED']) })
  .openapi('MemberDone');

/** `privacy/erasure-request`: recorded; the reference identifies it in the reply the shop sends. */
export const ErasureAcceptedSchema = z.object({ status: z.literal('RECEIVED'), reference: z.string() }).openapi('ErasureAccepted');

/** `member/verify`: the token of the welcome email's link; a valid one verifies and signs in. */
export const VerifyBodySchema = z.object({ token: z.string().min(1).max(2000) }).openapi('VerifyBody');

/** `member/login/email`. `rememberMe` off: the cookie ends with the browser session. */
export const LoginBodySchema = z
  .object({ email, password: z.string().min(1, { error: 'is required' }).max(PASSWORD_MAX), rememberMe: z.boolean().default(false) })
  .openapi('LoginBody');

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** `member/login/{provider}`: where to send the browser, and where it comes back to (a path of the shop). */
export const OAuthStartBodySchema = z
  .object({
    /** A path on the shop (`/en/member-area`), never another site. */
    returnPath: z
      .string()
      .max(500)
      .regex(/^\/(?!\/)[^\s\\]*$/, { error: 'must be a path on this shop' }),
  })
  .openapi('OAuthStartBody');
export const OAuthStartSchema = z.object({ url: z.url() }).openapi('OAuthStart');

/** `GET member/login/providers`: the sign-in buttons to show (only those configured). */
export const LoginProvidersSchema = z.object({ providers: z.array(z.enum(OAUTH_PROVIDERS)) }).openapi('LoginProviders');

/** `member/restore/request`: send a reset link. */
export const RestoreRequestBodySchema = z.object({ email, language: MemberLanguageSchema.default('en') }).openapi('RestoreRequestBody');

/** `member/restore`: the link's token and the new password; every session of the account ends. */
export const RestoreBodySchema = z.object({ token: z.string().min(1).max(2000), password }).openapi('RestoreBody');

export const MemberInfoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    firstName: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    phone: z.string().nullable(),
    language: MemberLanguageSchema,
    currencyId: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    newsletter: z.boolean(),
    /** Whether the account has a password (else it signs in only with Google or Facebook). */
    hasPassword: z.boolean(),
    providers: z.array(z.enum(OAUTH_PROVIDERS)),
    createdAt: z.string(),
  })
  .openapi('MemberInfo');
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

/** `member/edit`: any of the member's details. */
export const EditBodySchema = z
  .object({
    name: fullName.optional(),
    phone: z
      .string()
      .trim()
      .max(20)
      .regex(/^(\+?[0-9 ()-]{4,20})?$/, { error: 'must only contain digits' })
      .optional(),
    language: MemberLanguageSchema.optional(),
    currencyId: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    newsletter: z.boolean().optional(),
  })
  .openapi('MemberEditBody');

/** `member/password`: change it; the other sessions end. */
export const PasswordChangeBodySchema = z.object({ currentPassword: z.string().min(1).max(PASSWORD_MAX), newPassword: password }).openapi('PasswordChangeBody');

/** `member/delete`: the account and its personal data go; orders stay, anonymised, for the accounts. */
export const DeleteAccountBodySchema = z
  .object({ confirm: z.literal(true, { error: 'must be confirmed' }), password: z.string().max(PASSWORD_MAX).optional() })
  .openapi('DeleteAccountBody');

/** A visitor without an account asks for their personal data to be erased (the `delete-personal-data` page). */
export const ErasureRequestBodySchema = z
  .object({ name: fullName, email, message: z.string().trim().max(2000).default('') })
  .openapi('ErasureRequestBody');

export const MEMBER_ORDER_STATUSES = ['paid', 'partly-cancelled', 'cancelled'] as const;

/** One order in "My purchases" (`GET transaction`). */
export const MemberOrderSchema = z
  .object({
    reference: z.string(),
    status: z.enum(MEMBER_ORDER_STATUSES),
    createdAt: z.string(),
    total: MoneySchema,
    refunded: MoneySchema,
    /** Product names with the date of travel, for the list. */
    lines: z.array(z.object({ line: z.number().int(), productName: z.string(), date: z.string().nullable(), time: z.string().nullable(), status: z.string() })),
    /** Opens the mobile voucher (`/{lang}/voucher?token=…`). */
    voucherToken: z.string(),
    /** A booking token: the manage-booking calls (`x-booking-token`) for cancel and change of date. */
    bookingToken: z.string(),
  })
  .openapi('MemberOrder');
export type MemberOrder = z.infer<typeof MemberOrderSchema>;
export const MemberOrdersSchema = z.object({ orders: z.array(MemberOrderSchema) }).openapi('MemberOrders');

/** `POST sale/{id}/cancel`: the whole order, or some of its tickets (lines). */
export const MemberCancelBodySchema = z
  .object({ lines: z.array(z.number().int().min(0).max(999)).max(100).optional(), idempotencyKey: z.string().min(8).max(100) })
  .openapi('MemberCancelBody');

export const PartnerOfferSchema = z
  .object({
    id: z.number().int(),
    partner: z.string(),
    category: z.enum(['restaurant', 'attraction', 'shop', 'experience']),
    title: z.string(),
    description: z.string(),
    conditions: z.string(),
    percent: z.number().int().nullable(),
    /** Said at the till; null: show the printable member card. */
    code: z.string().nullable(),
    address: z.string(),
    locationId: z.number().int(),
    locationName: z.string(),
  })
  .openapi('PartnerOffer');
export type PartnerOffer = z.infer<typeof PartnerOfferSchema>;
export const PartnerOffersSchema = z
  .object({
    offers: z.array(PartnerOfferSchema),
    /** The cities that have offers, for the filter. */
    locations: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  })
  .openapi('PartnerOffers');

/** The member's wishlist: product ids, newest first. */
export const WishlistSchema = z.object({ productIds: z.array(z.number().int()) }).openapi('Wishlist');
export const WishlistMergeBodySchema = z.object({ productIds: z.array(z.number().int().min(1)).max(200) }).openapi('WishlistMergeBody');
