import { describe, expect, it } from 'vitest';
import { toBrowser, withGuestToken } from '@/lib/session/guest-session';

const token = 'a'.repeat(43);

describe('the guest token never reaches the browser', () => {
  it('sends the guest_session cookie to the provider as a bearer token', () => {
    const request = withGuestToken(new Request('http://shop/api/v2/transaction/sale', { headers: { cookie: `currency=1; guest_session=${token}` } }));
    expect(request.headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('leaves requests without the cookie, or with their own authorization, as they are', () => {
    expect(withGuestToken(new Request('http://shop/x')).headers.get('authorization')).toBeNull();
    const own = withGuestToken(new Request('http://shop/x', { headers: { cookie: `guest_session=${token}`, authorization: 'Bearer mine' } }));
    expect(own.headers.get('authorization')).toBe('Bearer mine');
  });

  it('turns a new token into an httpOnly cookie for 60 days and the item count into guest_cart_element', async () => {
    const reply = await toBrowser(new Response('{}', { headers: { authorization: `Bearer ${token}`, 'x-cart-count': '2' } }), true);
    expect(reply.headers.get('authorization')).toBeNull();
    const cookies = reply.headers.getSetCookie();
    expect(cookies).toContain(`guest_session=${token}; Path=/; Max-Age=5184000; SameSite=Lax; HttpOnly; Secure`);
    expect(cookies).toContain('guest_cart_element=2; Path=/; Max-Age=5184000; SameSite=Lax; Secure');
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
  });

  it('removes the session cookies when the provider answers 401', async () => {
    const reply = await toBrowser(new Response('{}', { status: 401 }), false);
    const cookies = reply.headers.getSetCookie();
    for (const name of ['guest_session', 'sub', 'guest_cart_element']) expect(cookies).toContain(`${name}=; Path=/; Max-Age=0; SameSite=Lax`);
    expect(reply.status).toBe(401);
  });

  it('passes other answers through untouched', async () => {
    const original = new Response('{}', { headers: { 'cache-control': 'public, max-age=60' } });
    expect(await toBrowser(original, false)).toBe(original);
  });
});
