import * as z from 'zod/mini';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/provider/api/contract/password-limits';
import { LATIN_NAME } from '@/provider/domain/latin-name';

/**
 * The account forms' rules (spec §5, §8), checked as the visitor types; the provider checks them
 * again (provider/api/contract/members.ts) and adds what only it can: common passwords. Messages
 * are keys under `account.errors`.
 */

export type AccountProblem =
  | 'required'
  | 'latin'
  | 'email'
  | 'emailMismatch'
  | 'tooLong'
  | 'passwordShort'
  | 'passwordLong'
  | 'passwordWeak'
  | 'passwordMismatch'
  | 'terms';

// zod/mini, as every form's rules in the browser: the full library would double the pages' JavaScript (issue 18).
const email = z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(254, 'email'), z.email('email'));
const newPassword = z.string().check(z.minLength(1, 'required'), z.minLength(PASSWORD_MIN, 'passwordShort'), z.maxLength(PASSWORD_MAX, 'passwordLong'));

/** The repeat of a field is compared once both are valid on their own: one message at a time. */
const bothValid =
  (field: string, repeat: string) =>
  ({ issues }: { issues: { path?: PropertyKey[] }[] }) =>
    issues.every((issue) => issue.path?.[0] !== field && issue.path?.[0] !== repeat);

export const LoginSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'required'), z.maxLength(PASSWORD_MAX, 'passwordLong')),
  rememberMe: z.boolean(),
});
export type LoginValues = z.input<typeof LoginSchema>;

export const RegisterSchema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(100, 'tooLong'), z.regex(LATIN_NAME, 'latin')),
    email,
    emailConfirm: z.string().check(z.trim(), z.minLength(1, 'required')),
    password: newPassword,
    acceptTerms: z.boolean().check(z.refine((accepted) => accepted, 'terms')),
    newsletter: z.boolean(),
  })
  .check(
    z.refine((values) => values.email.toLowerCase() === values.emailConfirm.toLowerCase(), {
      message: 'emailMismatch',
      path: ['emailConfirm'],
      when: bothValid('email', 'emailConfirm'),
    }),
  );
export type RegisterValues = z.input<typeof RegisterSchema>;

export const ResetRequestSchema = z.object({ email });
export type ResetRequestValues = z.input<typeof ResetRequestSchema>;

export const NewPasswordSchema = z
  .object({ password: newPassword, passwordConfirm: z.string().check(z.minLength(1, 'required')) })
  .check(
    z.refine((values) => values.password === values.passwordConfirm, {
      message: 'passwordMismatch',
      path: ['passwordConfirm'],
      when: bothValid('password', 'passwordConfirm'),
    }),
  );
export type NewPasswordValues = z.input<typeof NewPasswordSchema>;
