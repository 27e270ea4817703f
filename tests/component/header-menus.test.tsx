import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import '../support/fake-provider';
import { navigation } from '../support/navigation-mock';
import { openHeaderMenu } from '../support/open-header-menu';
import { renderShop } from '../support/render-shop';
import { HeaderBar, type HeaderBarProps } from '@/components/header/header-bar';
import { LANGUAGES } from '@/lib/i18n/languages';

const props: HeaderBarProps = {
  language: 'en',
  languageOption: LANGUAGES.en,
  brand: 'Open Top Tours',
  logo: '/logo.svg',
  languages: ['en', 'es', 'fr', 'it', 'de', 'en-us'],
  currencies: [1, 2, 3],
  memberArea: true,
  lightHeader: false,
  home: false,
};

beforeEach(() => {
  navigation.pathname = '/en/about-us';
  navigation.refresh.mockReset();
  Cookies.remove('currency');
});

const button = (name: RegExp) => screen.getByRole('button', { name });
/** The header's menus, drawn with the header. */
const menusCame = () => screen.findByRole('button', { name: /^Currency/ });

describe('the header', () => {
  it('opens one menu at a time', async () => {
    renderShop(<HeaderBar {...props} />);
    await openHeaderMenu(/^Language/);
    expect(button(/^Language/)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Deutsch/ })).toBeVisible();
    await openHeaderMenu(/^Currency/);
    expect(button(/^Language/)).toHaveAttribute('aria-expanded', 'false');
    expect(button(/^Currency/)).toHaveAttribute('aria-expanded', 'true');
    // Clicking it again toggles it off.
    await userEvent.click(button(/^Currency/));
    expect(button(/^Currency/)).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a menu on Escape, returning focus to its button, and on a click outside', async () => {
    renderShop(<HeaderBar {...props} />);
    await openHeaderMenu(/Members' area/);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/en/register');
    await userEvent.keyboard('{Escape}');
    expect(button(/Members' area/)).toHaveAttribute('aria-expanded', 'false');
    expect(button(/Members' area/)).toHaveFocus();

    await userEvent.click(button(/^Language/));
    fireEvent.pointerDown(document.body);
    expect(button(/^Language/)).toHaveAttribute('aria-expanded', 'false');
  });

  it('loads a panel on first use and puts the focus on its first entry, for the keyboard to go on from there', async () => {
    renderShop(<HeaderBar {...props} />);
    await menusCame();
    const language = button(/^Language/);
    // Closed, a menu has no panel yet: its code loads when it is first opened.
    const panel = document.getElementById(language.getAttribute('aria-controls')!)!;
    expect(panel).toBeEmptyDOMElement();
    language.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(panel.querySelector('button')).toHaveFocus());
    expect(panel.querySelector('button')).toHaveTextContent('English (UK)');
    await userEvent.keyboard('{Escape}');
    expect(language).toHaveFocus();
  });

  it('closes its menus when the route changes', async () => {
    const { rerender } = renderShop(<HeaderBar {...props} />);
    await menusCame();
    await userEvent.click(button(/^Language/));
    expect(button(/^Language/)).toHaveAttribute('aria-expanded', 'true');
    navigation.pathname = '/en/frequently-asked-questions';
    rerender(<HeaderBar {...props} />);
    expect(button(/^Language/)).toHaveAttribute('aria-expanded', 'false');
  });

  it('saves a new currency and shows the page in it at once, without asking the server', async () => {
    renderShop(<HeaderBar {...props} />);
    await openHeaderMenu(/^Currency: EUR/);
    await userEvent.click(screen.getByRole('button', { name: /US dollar/ }));
    expect(Cookies.get('currency')).toBe('3');
    // Prices in the page follow <html data-currency>.
    expect(document.documentElement.dataset.currency).toBe('3');
    expect(navigation.refresh).not.toHaveBeenCalled();
    expect(button(/^Currency: USD/)).toBeVisible();
  });

  it('shows the currency the visitor chose before', async () => {
    renderShop(<HeaderBar {...props} />, { currency: 2 });
    expect(await screen.findByRole('button', { name: /^Currency: GBP/ })).toBeVisible();
  });

  it('carries every currency’s label on its button, for CSS to show the visitor’s before the page hydrates', async () => {
    renderShop(<HeaderBar {...props} />, { currency: 2 });
    const labels = [...(await menusCame()).querySelectorAll('[data-show-currency]')].map((label) => [label.getAttribute('data-show-currency'), label.textContent]);
    expect(labels).toEqual([
      ['1', '€ EUR'],
      ['2', '£ GBP'],
      ['3', '$ USD'],
    ]);
  });

  it('waits on the home page until its own search is scrolled past (desktop)', () => {
    renderShop(<HeaderBar {...props} home />);
    expect(screen.queryByRole('combobox')).toBeNull();
    window.scrollY = 400;
    fireEvent.scroll(window);
    expect(screen.getByRole('combobox')).toBeVisible();
    window.scrollY = 0;
  });

  it('shows the basket count only when there is something in it', () => {
    const { unmount } = renderShop(<HeaderBar {...props} />);
    expect(screen.getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/en/shopping-cart');
    unmount();
    renderShop(<HeaderBar {...props} />, { cartCount: 2 });
    expect(screen.getByRole('link', { name: 'Basket, 2 items' })).toHaveTextContent('2');
  });

  it('leaves out the search and member menu where the site says so', () => {
    renderShop(<HeaderBar {...props} lightHeader memberArea={false} languages={['en']} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Search destinations' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Members' area/ })).toBeNull();
    // One language: nothing to switch to.
    expect(screen.queryByRole('button', { name: /^Language/ })).toBeNull();
  });
});
