import * as z from 'zod/mini';
import { API_LANGUAGES } from '@/provider/api/contract/languages';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/provider/api/contract/password-limits';
import { LATIN_NAME } from '@/provider/domain/latin-name';

/**
 * The forms of "My details", with messages as catalogue keys under `memberArea.details.errors`.
 * The provider checks the same rules again (provider/api/contract/members.ts, whose zod
 * schemas are too heavy for the browser). Loaded on a form's first check (lib/forms/lazy-zod-resolver.ts).
 */

const PHONE = /^(\+?[0-9 ()-]{4,20})?$/;

/** zod/mini, as every form's rules in the browser: the full library would double the areas' JavaScript (issue 18). */
const name = z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(100, 'tooLong'), z.regex(LATIN_NAME, 'latin'));

export const DetailsFormSchema = z.object({
  name,
  phone: z.string().check(z.trim(), z.maxLength(20, 'tooLong'), z.regex(PHONE, 'phone')),
  language: z.enum(API_LANGUAGES, 'required'),
  currencyId: z.enum(['1', '2', '3'], 'required'),
  newsletter: z.boolean(),
});
export type DetailsForm = z.input<typeof DetailsFormSchema>;

export const PasswordFormSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'required'), z.maxLength(PASSWORD_MAX, 'tooLong')),
    newPassword: z.string().check(z.minLength(PASSWORD_MIN, 'passwordShort'), z.maxLength(PASSWORD_MAX, 'tooLong')),
    confirmPassword: z.string().check(z.minLength(1, 'required')),
  })
  .check(z.refine((form) => form.newPassword === form.confirmPassword, { message: 'passwordMismatch', path: ['confirmPassword'] }));
export type PasswordForm = z.input<typeof PasswordFormSchema>;

/** The delete-personal-data form of people without an account (spec §5 messages: required, latin, email). */
export const ErasureFormSchema = z.object({
  name,
  email: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(254, 'tooLong'), z.email('email')),
  message: z.string().check(z.trim(), z.maxLength(2000, 'tooLong')),
});
export type ErasureForm = z.input<typeof ErasureFormSchema>;
