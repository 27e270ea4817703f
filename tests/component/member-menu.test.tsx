import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import { navigation } from '../support/navigation-mock';
import { openHeaderMenu } from '../support/open-header-menu';
import { hydrateShop, renderShop } from '../support/render-shop';
import { GenericModalOnDemand } from '@/components/global/generic-modal-on-demand';
import { HeaderBar, type HeaderBarProps } from '@/components/header/header-bar';
import { LANGUAGES } from '@/lib/i18n/languages';
import { ShopProviders } from '@/components/providers/shop-providers';
import { MEMBER_SESSION_LOST_EVENT } from '@/lib/session/member-session-lost-event';
import en from '@/messages/en.json';
import { shellPaths } from '@/lib/i18n/pages';

const props: HeaderBarProps = {
  language: 'en',
  languageOption: LANGUAGES.en,
  brand: 'Open Top Tours',
  logo: '/logo.svg',
  languages: ['en', 'es'],
  currencies: [1, 2, 3],
  memberArea: true,
  lightHeader: false,
  home: false,
};

beforeEach(() => {
  fakeProvider.requests = [];
  navigation.pathname = '/en/about-us';
  navigation.push.mockReset();
});

const openMenu = openHeaderMenu;

describe('the member menu', () => {
  it('offers the way in to a visitor', async () => {
    renderShop(<HeaderBar {...props} />);
    await openMenu(/Members' area/);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/en/register');
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('greets a signed-in member by the first name of the sub cookie, with the member area’s sections', async () => {
    renderShop(<HeaderBar {...props} />, { memberName: 'José' });
    await openMenu(/My account \(José\)/);
    expect(screen.getByText('Hello, José')).toBeVisible();
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/en/member-area'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My purchases', '/en/member-area#purchases'],
      ['My details', '/en/member-area#details'],
      ['Wishlist', '/en/member-area#wishlist'],
      ['Exclusive discounts', '/en/member-area#discounts'],
    ]);
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('learns who is signed in only in the browser: the cached page’s HTML is the same for everyone', async () => {
    // What the server renders, whoever asks (even with the cookie at hand): the visitor's menu.
    Cookies.set('sub', 'Ana');
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={en}>
        <ShopProviders currencies={[1, 2, 3]} paths={shellPaths('en')}>
          <HeaderBar {...props} />
        </ShopProviders>
      </NextIntlClientProvider>,
    );
    expect(html).toContain('aria-label="Members&#x27; area"');
    expect(html).not.toContain('Ana');
    hydrateShop(<HeaderBar {...props} />, { memberName: 'Ana' });
    expect(await screen.findByRole('button', { name: 'My account (Ana)' })).toBeVisible();
  });

  it('is not there for agents, nor on sites without a member area', async () => {
    const { unmount } = renderShop(<HeaderBar {...props} />, { memberName: 'Ana', isAgent: true });
    // Once the language menu is there, the member menu would be too.
    await screen.findByRole('button', { name: /^Language/ });
    expect(screen.queryByRole('button', { name: /My account/ })).toBeNull();
    // An agent's page asks for its agent once (the header's agent bar): let it finish here.
    await waitFor(() => expect(fakeProvider.requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/v2/agent/info']));
    unmount();
    renderShop(<HeaderBar {...props} memberArea={false} />, { memberName: 'Ana' });
    await screen.findByRole('button', { name: /^Currency/ });
    expect(screen.queryByRole('button', { name: /My account|Members' area/ })).toBeNull();
  });

  it('logs out on the server, then shows the visitor’s menu and goes home', async () => {
    fakeProvider.handler = () => new Response(null, { status: 204 });
    renderShop(<HeaderBar {...props} />, { memberName: 'Ana', cartCount: 2 });
    await openMenu(/My account/);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    // The call's code loads on the press.
    await expect.poll(() => navigation.push.mock.calls, { timeout: 5_000 }).toEqual([['/en/home']]);
    expect(new URL(fakeProvider.requests[0]!.url).pathname).toBe('/api/v2/member/logout');
    expect(Cookies.get('sub')).toBeUndefined();
    expect(Cookies.get('guest_cart_element')).toBeUndefined();
    expect(screen.getByRole('button', { name: /Members' area/ })).toBeVisible();
  });

  it('says so when logging out fails, and stays signed in', async () => {
    fakeProvider.handler = () => Response.json({ error: 'INTERNAL', message: 'down' }, { status: 500 });
    renderShop(<HeaderBar {...props} />, { memberName: 'Ana' });
    await openMenu(/My account/);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not log you out. Please try again.');
    expect(Cookies.get('sub')).toBe('Ana');
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('signs the member out when a member call finds the session ended: home, and the generic modal says why (spec §8)', async () => {
    renderShop(
      <>
        <HeaderBar {...props} />
        <GenericModalOnDemand />
      </>,
      { memberName: 'Ana', cartCount: 1 },
    );
    window.dispatchEvent(new Event(MEMBER_SESSION_LOST_EVENT));
    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(within(dialog).getByText(/you have been logged out/)).toBeVisible();
    expect(navigation.push).toHaveBeenCalledWith('/en/home');
    expect(Cookies.get('sub')).toBeUndefined();
    expect(Cookies.get('guest_cart_element')).toBeUndefined();
    expect(screen.getByRole('button', { name: /Members' area/ })).toBeVisible();
  });
});
