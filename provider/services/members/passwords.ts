import { ProviderError } from '../../api/errors';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../api/contract/members';
import { COMMON_PASSWORDS } from './common-passwords';

const common = new Set(COMMON_PASSWORDS);

/**
 * Why a new password is too weak, or null: shorter than 8 characters, one of the passwords
 * people use most (NIST SP 800-63B: check against known-breached lists), or the email's own
 * name or address. Compared lower-cased, so `Password1` is as common as `password1`.
 */
export function weakPasswordReason(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN) return `must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `must be at most ${PASSWORD_MAX} characters`;
  const lower = password.trim().toLowerCase();
  if (common.has(lower)) return 'is one of the most common passwords; please choose another';
  const address = email?.trim().toLowerCase();
  const localPart = address?.split('@')[0];
  if (address && (lower === address || lower === localPart)) return 'must not be your email address';
  return null;
}

/** 422 PASSWORD_TOO_WEAK when the password is weak: before anything is stored or any account is looked up. */
export function requireStrongPassword(password: string, email?: string): void {
  const reason = weakPasswordReason(password, email);
  if (reason) throw new ProviderError('UNPROCESSABLE', `password: ${reason}`, 'PASSWORD_TOO_WEAK');
}
