import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import { navigation } from '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { events, layer, resetDataLayer } from '../support/tracking-fakes';
import { LoginIsland } from '@/components/account/login-island';

/** The login page reports login (and a social sign-in's sign-up) once the member is signed in, and only then. */

/** The provider's member calls; a right password sets the `sub` hint as the shop's /api/v2 does. */
function provider(login: () => Response) {
  fakeProvider.handler = (request) => {
    const path = new URL(request.url).pathname.replace('/api/v2/', '');
    if (path === 'member/login/email') return login();
    if (path === 'member/login/providers') return Response.json({ providers: ['google', 'facebook'] });
    if (path === 'member/wishlist/merge') return new Response(null, { status: 204 });
    return Response.json({ error: 'NOT_FOUND', message: path }, { status: 404 });
  };
}

const signedIn = () => {
  Cookies.set('sub', 'Ana');
  return Response.json({ firstName: 'Ana' });
};
const wrongPassword = () => Response.json({ error: 'UNAUTHORIZED', message: 'no', reason: 'INVALID_CREDENTIALS' }, { status: 401 });

async function logIn() {
  await userEvent.type(screen.getByLabelText('Email address'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

/** What the login page pushed about signing in, in order. */
const pushed = () => layer().filter((entry) => ['login', 'sign_up'].includes((entry as { event?: string }).event ?? ''));

beforeEach(() => {
  fakeProvider.requests = [];
  navigation.push.mockReset();
  resetDataLayer();
  Cookies.remove('sub');
  window.history.replaceState(null, '', '/en/login');
});

describe('login tracking, with a password', () => {
  it('pushes login (method email) once when the password is right', async () => {
    provider(signedIn);
    renderShop(<LoginIsland language="en" />);
    await logIn();
    await expect.poll(() => navigation.push.mock.calls).toEqual([['/en/member-area']]);
    expect(pushed()).toEqual([{ event: 'login', method: 'email' }]);
  });

  it('pushes nothing when the sign-in is refused', async () => {
    provider(wrongPassword);
    renderShop(<LoginIsland language="en" />);
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('The data entered is not correct');
    expect(pushed()).toEqual([]);
  });
});

describe('login tracking, back from Google or Facebook', () => {
  it('pushes login with the provider once, takes the marker out of the address, and pushes nothing more on a reload', async () => {
    provider(signedIn);
    window.history.replaceState(null, '', '/en/login?oauth=1&provider=google&next=%2Fen%2Fshopping-cart');
    const first = renderShop(<LoginIsland language="en" />, { memberName: 'Ana' });
    await expect.poll(() => navigation.push.mock.calls).toEqual([['/en/shopping-cart']]);
    expect(pushed()).toEqual([{ event: 'login', method: 'google' }]);
    expect(window.location.pathname + window.location.search).toBe('/en/login?oauth=1&next=%2Fen%2Fshopping-cart');
    first.unmount();

    // The same page loaded again (a reload, or Back): still signed in and sent on, but no second login.
    renderShop(<LoginIsland language="en" />, { memberName: 'Ana' });
    await expect.poll(() => navigation.push.mock.calls.length).toBe(2);
    expect(pushed()).toHaveLength(1);
  });

  it('pushes sign_up, then login, when the sign-in created the account', async () => {
    provider(signedIn);
    window.history.replaceState(null, '', '/en/login?oauth=1&provider=facebook&next=%2Fen%2Fmember-area&newMember=1');
    renderShop(<LoginIsland language="en" />, { memberName: 'Ana' });
    await expect.poll(() => navigation.push.mock.calls).toEqual([['/en/member-area']]);
    expect(pushed()).toEqual([
      { event: 'sign_up', method: 'facebook' },
      { event: 'login', method: 'facebook' },
    ]);
    expect(window.location.search).toBe('?oauth=1&next=%2Fen%2Fmember-area');
  });

  it('pushes nothing when the sign-in did not work', async () => {
    provider(signedIn);
    for (const address of ['/en/login?oauth=failed', '/en/login?error=access_denied', '/en/login?oauth=1&provider=google&next=%2Fen%2Fmember-area']) {
      // The last: back on the page, but no session came with it.
      window.history.replaceState(null, '', address);
      const view = renderShop(<LoginIsland language="en" />, { memberName: null });
      expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
      view.unmount();
    }
    expect(navigation.push).not.toHaveBeenCalled();
    expect(pushed()).toEqual([]);
    expect(window.location.search).toBe('?oauth=1&next=%2Fen%2Fmember-area');
  });

  it('pushes nothing for a provider it does not know', async () => {
    provider(signedIn);
    window.history.replaceState(null, '', '/en/login?oauth=1&provider=myspace&next=%2Fen%2Fmember-area');
    renderShop(<LoginIsland language="en" />, { memberName: 'Ana' });
    await expect.poll(() => navigation.push.mock.calls).toEqual([['/en/member-area']]);
    expect(pushed()).toEqual([]);
  });
});

it('asks Google to come back to this page with its name as the provider', async () => {
  provider(signedIn);
  const started: string[] = [];
  const answer = fakeProvider.handler;
  fakeProvider.handler = async (request) => {
    if (!request.url.endsWith('/member/login/google')) return answer(request);
    started.push(((await request.json()) as { returnPath: string }).returnPath);
    return Response.json({ error: 'BAD_GATEWAY', message: 'unreachable' }, { status: 502 });
  };
  renderShop(<LoginIsland language="en" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
  await expect.poll(() => started).toEqual(['/en/login?oauth=1&provider=google&next=%2Fen%2Fmember-area']);
  expect(events('login')).toEqual([]);
});
