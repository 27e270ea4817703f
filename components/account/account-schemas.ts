import { z } from 'zod';
import { LATIN_NAME } from '@/provider/domain/latin-name';

/**
 * The account forms' rules (spec §5, §8), checked as the visitor types; the provider checks them
 * again (provider/api/contract/members.ts) and adds what only it can: common passwords. Messages
 * are keys under `account.errors`.
 */

/** As the contract: at least 8 characters, at most 128. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

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

const email = z.string().trim().min(1, 'required').max(254, 'email').pipe(z.email('email'));
const newPassword = z.string().min(1, 'required').min(PASSWORD_MIN, 'passwordShort').max(PASSWORD_MAX, 'passwordLong');

/** The repeat of a field is compared once both are valid on their own: one message at a time. */
const bothValid =
  (field: string, repeat: string) =>
  ({ issues }: { issues: { path?: PropertyKey[] }[] }) =>
    issues.every((issue) => issue.path?.[0] !== field && issue.path?.[0] !== repeat);

export const LoginSchema = z.object({
  email,
  password: z.string().min(1, 'required').max(PASSWORD_MAX, 'passwordLong'),
  rememberMe: z.boolean(),
});
export type LoginValues = z.input<typeof LoginSchema>;

export const RegisterSchema = z
  .object({
    name: z.string().trim().min(1, 'required').max(100, 'tooLong').regex(LATIN_NAME, 'latin'),
    email,
    emailConfirm: z.string().trim().min(1, 'required'),
    password: newPassword,
    acceptTerms: z.boolean().refine((accepted) => accepted, 'terms'),
    newsletter: z.boolean(),
  })
  .refine((values) => values.email.toLowerCase() === values.emailConfirm.toLowerCase(), {
    message: 'emailMismatch',
    path: ['emailConfirm'],
    when: bothValid('email', 'emailConfirm'),
  });
export type RegisterValues = z.input<typeof RegisterSchema>;

export const ResetRequestSchema = z.object({ email });
export type ResetRequestValues = z.input<typeof ResetRequestSchema>;

export const NewPasswordSchema = z
  .object({ password: newPassword, passwordConfirm: z.string().min(1, 'required') })
  .refine((values) => values.password === values.passwordConfirm, {
    message: 'passwordMismatch',
    path: ['passwordConfirm'],
    when: bothValid('password', 'passwordConfirm'),
  });
export type NewPasswordValues = z.input<typeof NewPasswordSchema>;
