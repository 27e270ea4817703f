import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { fakeMemberApi, memberInfo, memberOrder, partnerOffer, productCard, refusal, renderMemberSite, requestsTo, setUpMemberTests, eur, user } from '../support/member-fakes';
import { navigation } from '../support/navigation-mock';
import { MemberAreaIsland } from '@/components/member/member-area-island';

/** The member area: exclusive to visitors, tabs for members, purchases with their vouchers and the manage view, offers, wishlist. */
setUpMemberTests();

const ada = { memberName: 'Ada' };
const openArea = (hash = '') => {
  window.history.replaceState(null, '', `/en/member-area${hash}`);
  return renderMemberSite(<MemberAreaIsland language="en" />, { visitor: ada });
};

describe('signed out', () => {
  it('shows the area as exclusive, what members get, and the ways in', () => {
    fakeMemberApi();
    renderMemberSite(<MemberAreaIsland language="en" />);
    expect(screen.getByRole('heading', { name: 'An exclusive area for our members' })).toBeVisible();
    expect(screen.getByText('Members only')).toBeVisible();
    for (const benefit of ['Partner discounts', 'Member prices', 'All your purchases in one place', 'Your wishlist']) {
      expect(screen.getByRole('heading', { name: benefit })).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/en/register');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(requestsTo('GET', 'member/info')).toHaveLength(0);
  });

  it('links to the Spanish register slug in Spanish', () => {
    fakeMemberApi();
    renderMemberSite(<MemberAreaIsland language="es" />, { language: 'es' });
    expect(screen.getByRole('link', { name: 'Crear una cuenta gratis' })).toHaveAttribute('href', '/es/registro');
  });
});

describe('tabs', () => {
  it('are WAI-ARIA tabs: one tab stop, arrows, Home and End move and show the panel, the hash follows', async () => {
    fakeMemberApi({ orders: [] });
    const u = user();
    openArea();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Exclusive discounts', 'My purchases', 'My details', 'Wishlist']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual([tabs[0]]);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'discounts');

    tabs[0]!.focus();
    await u.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'My purchases' })).toBeVisible();
    expect(window.location.hash).toBe('#purchases');

    await u.keyboard('{End}');
    expect(tabs[3]).toHaveFocus();
    expect(window.location.hash).toBe('#wishlist');
    await u.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await u.keyboard('{ArrowLeft}');
    expect(tabs[3]).toHaveFocus();
    await u.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[3]).toHaveAttribute('tabindex', '-1');
  });

  it('open at the tab the address names', async () => {
    fakeMemberApi();
    openArea('#details');
    expect(screen.getByRole('tab', { name: 'My details' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Personal details' })).toBeVisible();
  });

  it('greets the member by the name the sign-in left', () => {
    fakeMemberApi();
    openArea();
    expect(screen.getByText('Hello, Ada')).toBeVisible();
  });

  it('follow spec §8 when the session has ended: signed out, home, the generic modal', async () => {
    fakeMemberApi({ info: refusal(401) });
    openArea();
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en/home'));
    expect(Cookies.get('sub')).toBeUndefined();
  });
});

describe('my purchases', () => {
  it('lists every order with status, date, total, refund and tickets, with voucher links', async () => {
    fakeMemberApi({
      orders: [
        memberOrder(),
        memberOrder({
          reference: 'SS2B3C4D5E',
          status: 'partly-cancelled',
          total: eur(12000),
          refunded: eur(3400),
          lines: [
            { line: 0, productName: 'Louvre Museum', date: '2027-06-02', time: null, status: 'cancelled' },
            { line: 1, productName: 'Eiffel Tower Summit', date: '2027-06-03', time: '18:00', status: 'valid' },
          ],
          voucherToken: 'vT_2',
        }),
      ],
    });
    openArea('#purchases');
    const first = await screen.findByRole('article', { name: 'Booking SS7K2QH9AB' });
    expect(first).toHaveTextContent('Confirmed');
    expect(first).toHaveTextContent('Booked on01/04/2027');
    expect(first).toHaveTextContent('Total€68.00');
    expect(first).not.toHaveTextContent('Refunded');
    expect(first).toHaveTextContent('Seine Evening Cruise14/05/2027, 09:30Valid');
    expect(within(first).getByRole('link', { name: 'Vouchers (PDF)' })).toHaveAttribute('href', '/api/v2/sale/SS7K2QH9AB/print');
    expect(within(first).getByRole('link', { name: 'Mobile voucher' })).toHaveAttribute('href', '/en/voucher?token=vT_1');

    const second = screen.getByRole('article', { name: 'Booking SS2B3C4D5E' });
    expect(second).toHaveTextContent('Partly cancelled');
    expect(second).toHaveTextContent('Refunded€34.00');
    expect(second).toHaveTextContent('Louvre Museum02/06/2027Cancelled');
    expect(within(second).getByRole('link', { name: 'Mobile voucher' })).toHaveAttribute('href', '/en/voucher?token=vT_2');
  });

  it('opens the manage-booking view of an order with its booking token, and goes back to the list', async () => {
    fakeMemberApi();
    const u = user();
    openArea('#purchases');
    await u.click(await screen.findByRole('button', { name: 'Manage' }));
    expect(await screen.findByRole('heading', { name: 'Booking SS7K2QH9AB' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel this ticket' })).toBeVisible();
    const read = requestsTo('GET', 'booking');
    expect(read).toHaveLength(1);
    expect(read[0]!.headers.get('x-booking-token')).toBe('b1.SS7K2QH9AB.1.signature');

    await u.click(screen.getByRole('button', { name: 'Back to my purchases' }));
    expect(await screen.findByRole('button', { name: 'Manage' })).toHaveFocus();
  });

  it('says when there is nothing yet and where to find something', async () => {
    fakeMemberApi({ orders: [] });
    openArea('#purchases');
    expect(await screen.findByText('You have not bought anything yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Discover our destinations' })).toHaveAttribute('href', '/en/destinations');
  });
});

describe('exclusive discounts', () => {
  const offers = [
    partnerOffer(),
    partnerOffer({ id: 2, partner: 'Seine Bike Rental', category: 'shop', title: 'Free helmet', percent: null, code: null, address: 'Quai de la Tournelle, Paris' }),
    partnerOffer({ id: 3, partner: 'London Dungeon', category: 'attraction', title: '20% off entry', percent: 20, code: 'OTT-LD20', locationId: 95, locationName: 'London' }),
  ];

  it('gives each offer’s partner, terms, address and code, or points to the member card', async () => {
    fakeMemberApi({ offers });
    openArea('#discounts');
    const cafe = await screen.findByRole('article', { name: 'Hard Rock Cafe Paris' });
    expect(cafe).toHaveTextContent('Restaurant · Paris');
    expect(cafe).toHaveTextContent('15% off 15% off food and drinks');
    expect(cafe).toHaveTextContent('ConditionsUp to 6 people. Not with other offers.');
    expect(cafe).toHaveTextContent('Address14 Boulevard Montmartre, 75009 Paris');
    expect(within(cafe).getByText('OTT-HRC15').tagName).toBe('CODE');

    const bikes = screen.getByRole('article', { name: 'Seine Bike Rental' });
    expect(bikes).not.toHaveTextContent('Your code');
    expect(within(bikes).getByRole('link', { name: 'See my member card' })).toHaveAttribute('href', '#member-card');
  });

  it('shows a printable member card with the member’s name and since when', async () => {
    fakeMemberApi({ offers, info: memberInfo({ name: 'Ada Lovelace', createdAt: '2026-03-05T10:00:00.000Z' }) });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const u = user();
    openArea('#discounts');
    const card = await screen.findByRole('region', { name: 'Member card' });
    await waitFor(() => expect(card).toHaveTextContent('Ada Lovelace'));
    expect(card).toHaveTextContent('Member since 05/03/2026');
    await u.click(within(card).getByRole('button', { name: 'Print my member card' }));
    expect(print).toHaveBeenCalledOnce();
    // The print style keeps only the card while the page is marked.
    expect(document.body.classList).toHaveLength(1);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.body.classList).toHaveLength(0);
    print.mockRestore();
  });

  it('shows no member card when every offer has a code', async () => {
    fakeMemberApi({ offers: [partnerOffer()] });
    openArea('#discounts');
    await screen.findByRole('article', { name: 'Hard Rock Cafe Paris' });
    expect(screen.queryByRole('region', { name: 'Member card' })).toBeNull();
  });

  it('filters by city through the provider', async () => {
    fakeMemberApi({ offers });
    const u = user();
    openArea('#discounts');
    const city = await screen.findByRole('combobox', { name: 'City' });
    expect(within(city).getAllByRole('option').map((option) => option.textContent)).toEqual(['All cities', 'Paris (2)', 'London (1)']);
    await u.selectOptions(city, 'London (1)');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Hard Rock Cafe Paris' })).toBeNull());
    expect(screen.getByRole('article', { name: 'London Dungeon' })).toBeVisible();
    expect(requestsTo('GET', 'member/discounts').map((request) => new URL(request.url).searchParams.get('locationId'))).toEqual([null, '95']);
  });
});

describe('wishlist tab', () => {
  it('shows the saved products as cards, and a heart removes one', async () => {
    fakeMemberApi({ wishlist: [4102, 4101], products: [productCard(4101, 'Paris Bus Tour'), productCard(4102, 'Seine Cruise')] });
    const u = user();
    renderMemberSite(<MemberAreaIsland language="en" />, { visitor: ada });
    await u.click(screen.getByRole('tab', { name: 'Wishlist' }));
    const panel = screen.getByRole('tabpanel', { name: 'Wishlist' });
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(2));
    expect(within(panel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Seine Cruise', 'Paris Bus Tour']);
    const cruise = within(panel).getByRole('heading', { name: 'Seine Cruise' }).closest('article')!;
    // A member's hearts load with the account's list (the lazy member heart).
    await u.click(await within(cruise).findByRole('button', { name: 'Remove from wishlist' }));
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(1));
    expect(requestsTo('DELETE', 'member/wishlist/4102')).toHaveLength(1);
  });

  it('says when the wishlist is empty', async () => {
    fakeMemberApi({ wishlist: [] });
    openArea('#wishlist');
    expect(await screen.findByText(/Your wishlist is empty/)).toBeVisible();
  });
});
