import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * The member and agent areas fetch, as the page loads, the code of what the cookies say they
 * will draw first, and only that (lazyPart's `now`); the rest waits until drawn.
 */

/** When each part's code is fetched, by the file it imports. */
const fetchOf = vi.hoisted(() => new Map<string, string>());
vi.mock('@/components/islands/lazy-part', () => ({
  lazyPart: (load: () => unknown, fetch = 'idle') => {
    const file = /\/([\w-]+)\.tsx?\b/.exec(String(load))?.[1] ?? String(load);
    fetchOf.set(file, fetch);
    return () => null;
  },
}));

function signedIn(cookie: string | null) {
  for (const name of ['sub', 'isagent']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  if (cookie) document.cookie = `${cookie}; path=/`;
  fetchOf.clear();
  vi.resetModules();
}

afterEach(() => signedIn(null));

describe('the member area', () => {
  it('fetches a member’s first tab as the page loads, the other tabs when opened', async () => {
    signedIn('sub=Anna');
    await import('@/components/member/member-area-island');
    expect(Object.fromEntries(fetchOf)).toEqual({ 'discounts-panel': 'now', 'purchases-panel': 'drawn', 'details-panel': 'drawn', 'wishlist-panel': 'drawn' });
  });

  it('fetches no tab for a visitor, who sees what membership gives', async () => {
    signedIn(null);
    await import('@/components/member/member-area-island');
    expect([...fetchOf.values()]).toEqual(['drawn', 'drawn', 'drawn', 'drawn']);
  });
});

describe('the agent area', () => {
  it('fetches the login for a browser not signed in as an agent', async () => {
    signedIn(null);
    await import('@/components/agent/agent-area-island');
    expect(fetchOf.get('agent-login')).toBe('now');
    expect(fetchOf.get('bookings-panel')).toBe('drawn');
  });

  it('fetches an agent’s bookings, not the login', async () => {
    signedIn('isagent=true');
    await import('@/components/agent/agent-area-island');
    expect(Object.fromEntries(fetchOf)).toEqual({ 'agent-login': 'drawn', 'bookings-panel': 'now', 'statement-panel': 'drawn', 'top-up-panel': 'drawn', 'api-keys-panel': 'drawn' });
  });
});
