import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import { navigation } from '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { LoginIsland } from '@/components/account/login-island';
import { wishlistStore } from '@/stores/wishlist-store';

type Route = (request: Request, path: string) => Response | Promise<Response> | undefined;

/** The provider's member calls, as the shop's /api/v2 would answer them; `sub` as its cookie would be set. */
function provider({ providers = [], route }: { providers?: string[]; route?: Route } = {}) {
  fakeProvider.handler = async (request) => {
    const path = new URL(request.url).pathname.replace('/api/v2/', '');
    const answer = await route?.(request, path);
    if (answer) return answer;
    if (path === 'member/login/providers') return Response.json({ providers });
    if (path === 'member/wishlist/merge') return new Response(null, { status: 204 });
    return Response.json({ error: 'NOT_FOUND', message: path }, { status: 404 });
  };
}

const signIn: Route = (_request, path) => {
  if (path !== 'member/login/email') return undefined;
  Cookies.set('sub', 'Ana');
  return Response.json({ firstName: 'Ana' });
};

const bodiesTo = (path: string) =>
  Promise.all(fakeProvider.requests.filter((r) => r.url.endsWith(path)).map((r) => r.clone().json() as Promise<Record<string, unknown>>));

async function logInAs(email = 'ana@example.com', password = 'correct horse') {
  await userEvent.type(screen.getByLabelText('Email address'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  fakeProvider.requests = [];
  navigation.push.mockReset();
  Cookies.remove('sub');
  localStorage.clear();
  wishlistStore().getState().clear();
  window.history.replaceState(null, '', '/en/login');
});
afterEach(() => vi.unstubAllGlobals());

describe('the login form', () => {
  it('says "The data entered is not correct" for a wrong email or password, and keeps what was typed', async () => {
    provider({ route: (_r, path) => (path === 'member/login/email' ? Response.json({ error: 'UNAUTHORIZED', message: 'no', reason: 'INVALID_CREDENTIALS' }, { status: 401 }) : undefined) });
    renderShop(<LoginIsland language="en" />);
    await logInAs();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The data entered is not correct');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveValue('ana@example.com');
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('says it in the visitor’s language', async () => {
    provider({ route: (_r, path) => (path === 'member/login/email' ? Response.json({ error: 'UNAUTHORIZED', message: 'no', reason: 'INVALID_CREDENTIALS' }, { status: 401 }) : undefined) });
    renderShop(<LoginIsland language="es" />, {}, 'es');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreto123');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Los datos introducidos no son correctos');
  });

  it('checks the fields before asking, and focuses the first one wrong', async () => {
    provider();
    renderShop(<LoginIsland language="en" />);
    await userEvent.type(screen.getByLabelText('Email address'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('This field is required')).toBeVisible();
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(await bodiesTo('member/login/email')).toEqual([]);
  });

  it('sends "remember me" off unless it is ticked', async () => {
    provider({ route: (_r, path) => (path === 'member/login/email' ? Response.json({ error: 'UNAUTHORIZED', message: 'no', reason: 'INVALID_CREDENTIALS' }, { status: 401 }) : undefined) });
    renderShop(<LoginIsland language="en" />);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await logInAs();
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await expect.poll(async () => (await bodiesTo('member/login/email')).length).toBe(2);
    expect(await bodiesTo('member/login/email')).toEqual([
      { email: 'ana@example.com', password: 'correct horse', rememberMe: false },
      { email: 'ana@example.com', password: 'correct horse', rememberMe: true },
    ]);
  });

  it('goes to the member area once signed in, handing the browser’s wishlist to the account', async () => {
    provider({ route: signIn });
    wishlistStore().getState().add(41);
    renderShop(<LoginIsland language="en" />);
    await logInAs();
    await expect.poll(() => navigation.push.mock.calls).toEqual([['/en/member-area']]);
    expect(await bodiesTo('member/wishlist/merge')).toEqual([{ productIds: [41] }]);
    expect(wishlistStore().getState().productIds).toEqual([]);
  });

  it('goes on to ?next= when it is a path of this shop, and never to another site', async () => {
    provider({ route: signIn });
    window.history.replaceState(null, '', '/en/login?next=%2Fen%2Fshopping-cart');
    const { unmount } = renderShop(<LoginIsland language="en" />);
    await logInAs();
    await expect.poll(() => navigation.push.mock.calls).toEqual([['/en/shopping-cart']]);
    unmount();

    navigation.push.mockReset();
    window.history.replaceState(null, '', '/en/login?next=%2F%2Fevil.example%2Fphish');
    renderShop(<LoginIsland language="en" />);
    await logInAs();
    await expect.poll(() => navigation.push.mock.calls).toEqual([['/en/member-area']]);
  });

  it('tells an unconfirmed address that a new link is on its way', async () => {
    provider({ route: (_r, path) => (path === 'member/login/email' ? Response.json({ error: 'FORBIDDEN', message: 'no', reason: 'EMAIL_NOT_VERIFIED' }, { status: 403 }) : undefined) });
    renderShop(<LoginIsland language="en" />);
    await logInAs();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm your email address first. We have sent you a new link');
  });

  it('says how many minutes to wait after too many attempts', async () => {
    provider({
      route: (_r, path) =>
        path === 'member/login/email'
          ? Response.json({ error: 'TOO_MANY_REQUESTS', message: 'locked', reason: 'ACCOUNT_LOCKED' }, { status: 429, headers: { 'retry-after': '840' } })
          : undefined,
    });
    renderShop(<LoginIsland language="en" />);
    await logInAs();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 14 minutes.');
  });
});

describe('signing in with Google or Facebook', () => {
  it('shows no button when the provider lists none', async () => {
    provider({ providers: [] });
    renderShop(<LoginIsland language="en" />);
    await expect.poll(() => fakeProvider.requests.some((r) => r.url.endsWith('member/login/providers'))).toBe(true);
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });

  it('shows only the providers listed, and sends the browser where the provider says', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, search: '', assign });
    provider({
      providers: ['google'],
      route: (_r, path) => (path === 'member/login/google' ? Response.json({ url: 'https://accounts.example/authorize?state=s' }) : undefined),
    });
    renderShop(<LoginIsland language="en" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
    await expect.poll(() => assign.mock.calls).toEqual([['https://accounts.example/authorize?state=s']]);
    expect(await bodiesTo('member/login/google')).toEqual([{ returnPath: '/en/login?oauth=1&provider=google&next=%2Fen%2Fmember-area' }]);
  });

  it('finishes the sign-in on the way back, or says it did not work', async () => {
    provider();
    window.history.replaceState(null, '', '/en/login?oauth=1&next=%2Fen%2Fmember-area%23wishlist');
    const { unmount } = renderShop(<LoginIsland language="en" />, { memberName: 'Ana' });
    await expect.poll(() => navigation.push.mock.calls).toEqual([['/en/member-area#wishlist']]);
    unmount();

    for (const failed of ['oauth=failed', 'error=access_denied']) {
      window.history.replaceState(null, '', `/en/login?${failed}`);
      const view = renderShop(<LoginIsland language="en" />, { memberName: null });
      expect(await screen.findByRole('alert')).toHaveTextContent('Signing in with Google or Facebook did not work');
      view.unmount();
    }
    expect(navigation.push).toHaveBeenCalledTimes(1);
  });
});

describe('the welcome email’s link (?verify=)', () => {
  it('confirms the address once, signs in and goes to the member area; the token leaves the address', async () => {
    provider({
      route: (_r, path) => {
        if (path !== 'member/verify') return undefined;
        Cookies.set('sub', 'Ana');
        return Response.json({ firstName: 'Ana' });
      },
    });
    window.history.replaceState(null, '', '/en/login?verify=tok-123');
    renderShop(<LoginIsland language="en" />);
    expect(await screen.findByRole('status')).toHaveTextContent('Confirming your email address…');
    await expect.poll(() => navigation.push.mock.calls).toEqual([['/en/member-area']]);
    expect(await bodiesTo('member/verify')).toEqual([{ token: 'tok-123' }]);
    expect(window.location.search).toBe('');
  });

  it('says when the link has expired or was used, with the form to log in', async () => {
    provider({
      route: (_r, path) =>
        path === 'member/verify' ? Response.json({ error: 'UNPROCESSABLE', message: 'expired', reason: 'LINK_INVALID' }, { status: 422 }) : undefined,
    });
    window.history.replaceState(null, '', '/en/login?verify=old');
    renderShop(<LoginIsland language="en" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This confirmation link has expired or has already been used.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(within(document.body).getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/en/password-reset');
    expect(navigation.push).not.toHaveBeenCalled();
  });
});
