/**
 * The token that opens a booking, kept per tab (sessionStorage): it survives a reload but not
 * the tab, and is never a cookie sent with every request. One that came in the address
 * (the confirmation email's link) is taken out of it at once, so it leaks into neither the
 * history nor a referrer.
 */

const KEY = 'manageBooking.token';

export interface StoredToken {
  token: string;
  /** ISO instant; null when it came from a link (the provider says when it has expired). */
  expiresAt: string | null;
}

export function readToken(now: Date = new Date()): StoredToken | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as StoredToken | null;
    if (!stored || typeof stored.token !== 'string' || !stored.token) return null;
    if (stored.expiresAt && Date.parse(stored.expiresAt) <= now.getTime()) {
      forgetToken();
      return null;
    }
    return stored;
  } catch {
    return null;
  }
}

export function saveToken(stored: StoredToken) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage refused (private mode, quota): the token lives in the page's state only.
  }
}

export function forgetToken() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

/** `?token=…` of the address, removed from it (history.replaceState: no new history entry, no reload). */
export function takeTokenFromAddress(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token === null) return null;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token.trim() || null;
}
