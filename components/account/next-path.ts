import type { Language } from '@/lib/i18n/languages';
import { knownPagePath } from '@/lib/i18n/shell-known-pages';

/** A path on this shop (`/en/basket`), never `//other.site`, `/\other.site` or `https://…`. */
const SHOP_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** The longest `next` followed: the contract's limit for where a sign-in returns to. */
const MAX_LENGTH = 500;

/**
 * Where to go after signing in: `?next=` when it is a path on this shop (a link elsewhere must
 * not turn the login page into a redirector), else the member area.
 */
export function afterSignIn(next: string | null | undefined, language: Language): string {
  return next && next.length <= MAX_LENGTH && SHOP_PATH.test(next) ? next : knownPagePath(language, 'memberArea');
}
