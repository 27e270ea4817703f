import { z } from 'zod';
import { API_LANGUAGES } from '@/provider/api/contract/languages';
import { LATIN_NAME } from '@/provider/domain/latin-name';

/**
 * The forms of "My details", with messages as catalogue keys under `memberArea.details.errors`.
 * The provider checks the same rules again (provider/api/contract/members.ts, whose zod
 * schemas are too heavy for the browser: its limits are repeated here and a test keeps them equal).
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const PHONE = /^(\+?[0-9 ()-]{4,20})?$/;

export const DetailsFormSchema = z.object({
  name: z.string().trim().min(1, 'required').max(100, 'tooLong').regex(LATIN_NAME, 'latin'),
  phone: z.string().trim().max(20, 'tooLong').regex(PHONE, 'phone'),
  language: z.enum(API_LANGUAGES, 'required'),
  currencyId: z.enum(['1', '2', '3'], 'required'),
  newsletter: z.boolean(),
});
export type DetailsForm = z.input<typeof DetailsFormSchema>;

export const PasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'required').max(PASSWORD_MAX_LENGTH, 'tooLong'),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, 'passwordShort').max(PASSWORD_MAX_LENGTH, 'tooLong'),
    confirmPassword: z.string().min(1, 'required'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, { message: 'passwordMismatch', path: ['confirmPassword'] });
export type PasswordForm = z.input<typeof PasswordFormSchema>;

/** The delete-personal-data form of people without an account (spec §5 messages: required, latin, email). */
export const ErasureFormSchema = z.object({
  name: z.string().trim().min(1, 'required').max(100, 'tooLong').regex(LATIN_NAME, 'latin'),
  email: z.string().trim().min(1, 'required').max(254, 'tooLong').pipe(z.email('email')),
  message: z.string().trim().max(2000, 'tooLong'),
});
export type ErasureForm = z.input<typeof ErasureFormSchema>;
