import { PASSWORD_MIN } from '@/provider/api/contract/password-limits';

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/** Runs that make a password easy to guess whatever its length: "aaaa", "1234", "abcd", "qwer". */
const PREDICTABLE = /(.)\1{3,}|0123|1234|2345|3456|4567|5678|6789|abcd|qwer|asdf|azer|qwertz|password|passwort|contrase|motdepasse/i;

/**
 * A rough guide while typing, not the rule: the provider refuses common passwords, this only
 * nudges towards longer, more varied ones. Null while the field is empty.
 */
export function passwordStrength(password: string): PasswordStrength | null {
  if (password === '') return null;
  if (password.length < PASSWORD_MIN || PREDICTABLE.test(password)) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  const score = (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0) + (kinds >= 3 ? 1 : 0) + (kinds === 4 ? 1 : 0);
  return score >= 2 ? 'strong' : score === 1 || kinds >= 2 ? 'fair' : 'weak';
}
