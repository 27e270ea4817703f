import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, eur, fakeMemberApi, refusal, renderMemberSite, requestsTo, setUpMemberTests, user } from '../support/member-fakes';
import { fakeProvider } from '../support/fake-provider';
import { WishlistHeart } from '@/components/member/wishlist-heart';
import { ProductCard } from '@/components/product/product-card';
import type { ShopProductCard } from '@/lib/api/product-cards';
import { mergeWishlistAfterSignIn } from '@/lib/member/wishlist-sync';
import { resetWishlistStore, wishlistStore } from '@/stores/wishlist-store';

/** The wishlist heart: a visitor's list in this browser, a member's on the server, handed over at sign-in. */
setUpMemberTests('/en/41/paris');

const stored = () => JSON.parse(localStorage.getItem('wishlist') ?? 'null')?.state?.productIds as number[] | undefined;

describe('for a visitor', () => {
  it('is a toggle button that keeps the product in this browser', async () => {
    fakeMemberApi();
    const u = user();
    renderMemberSite(<WishlistHeart productId={4101} />);
    const heart = screen.getByRole('button', { name: 'Save to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await u.click(heart);
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Saved to your wishlist.');
    expect(stored()).toEqual([4101]);

    await u.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual([]);
    expect(fakeProvider.requests).toHaveLength(0);
  });

  it('shows what was saved on an earlier visit', () => {
    localStorage.setItem('wishlist', JSON.stringify({ state: { productIds: [4101, 'junk', -3] }, version: 0 }));
    resetWishlistStore();
    fakeMemberApi();
    renderMemberSite(<WishlistHeart productId={4101} />);
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(wishlistStore().getState().productIds).toEqual([4101]);
  });

  it('follows a heart pressed in another tab', async () => {
    fakeMemberApi();
    renderMemberSite(<WishlistHeart productId={4101} />);
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toBeVisible();
    // The other tab writes the list; this one hears of it by the storage event.
    localStorage.setItem('wishlist', JSON.stringify({ state: { productIds: [4101] }, version: 0 }));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' })));
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('still toggles for the page’s lifetime where the browser refuses to store it', async () => {
    fakeMemberApi();
    const u = user();
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    try {
      renderMemberSite(<WishlistHeart productId={4101} />);
      await u.click(screen.getByRole('button', { name: 'Save to wishlist' }));
      expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      refuse.mockRestore();
    }
    expect(stored()).toBeUndefined();
  });

  it('works from the keyboard', async () => {
    fakeMemberApi();
    const u = user();
    renderMemberSite(<WishlistHeart productId={4101} />);
    await u.tab();
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toHaveFocus();
    await u.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is not there on a site without members', () => {
    fakeMemberApi();
    renderMemberSite(<WishlistHeart productId={4101} />, { members: false });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('for a member', () => {
  const ada = { visitor: { memberName: 'Ada' } };

  it('shows the account’s list and saves to it at once, before the provider answers', async () => {
    let answer: (response: Response) => void = () => {};
    fakeMemberApi({ wishlist: [4101], wishlistWrite: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const u = user();
    renderMemberSite(
      <>
        <WishlistHeart productId={4101} />
        <WishlistHeart productId={4102} />
      </>,
      ada,
    );
    await waitFor(() => expect(screen.getAllByRole('button')[0]).toHaveAttribute('aria-pressed', 'true'));
    const second = screen.getAllByRole('button')[1]!;
    expect(second).toHaveAttribute('aria-pressed', 'false');

    await u.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requestsTo('PUT', 'member/wishlist/4102')).toHaveLength(1));
    await act(async () => answer(Response.json({ productIds: [4102, 4101] })));
    expect(stored()).toBeUndefined();
  });

  it('takes a refused change back and says so', async () => {
    fakeMemberApi({ wishlist: [], wishlistWrite: refusal(500) });
    const u = user();
    renderMemberSite(<WishlistHeart productId={4102} />, ada);
    const heart = await screen.findByRole('button', { name: 'Save to wishlist' });
    await u.click(heart);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('We could not update your wishlist. Please try again.'));
    expect(screen.getByRole('button', { name: 'Save to wishlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('removes from the account’s list', async () => {
    const account = fakeMemberApi({ wishlist: [4101] });
    const u = user();
    renderMemberSite(<WishlistHeart productId={4101} />, ada);
    await u.click(await screen.findByRole('button', { name: 'Remove from wishlist' }));
    await waitFor(() => expect(account.wishlist).toEqual([]));
    expect(requestsTo('DELETE', 'member/wishlist/4101')).toHaveLength(1);
  });
});

describe('at sign-in', () => {
  it('hands the browser’s list to the account and clears it', async () => {
    fakeMemberApi();
    wishlistStore().getState().add(4101);
    wishlistStore().getState().add(4102);
    await expect(mergeWishlistAfterSignIn('en')).resolves.toBe(true);
    expect(await bodyOf(requestsTo('POST', 'member/wishlist/merge')[0]!)).toEqual({ productIds: [4102, 4101] });
    expect(wishlistStore().getState().productIds).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('keeps the browser’s list when the account did not take it', async () => {
    fakeMemberApi({ merge: refusal(500) });
    wishlistStore().getState().add(4101);
    await expect(mergeWishlistAfterSignIn('en')).resolves.toBe(false);
    expect(wishlistStore().getState().productIds).toEqual([4101]);
  });

  it('asks nothing when nothing was saved', async () => {
    fakeMemberApi();
    await expect(mergeWishlistAfterSignIn()).resolves.toBe(true);
    expect(fakeProvider.requests).toHaveLength(0);
  });
});

describe('on product cards', () => {
  const price = { from: eur(2550), retail: null, savingsPercent: null };
  const card: ShopProductCard = {
    id: 4101,
    name: 'Paris Bus Tour',
    url: 'paris-bus-tour',
    lang: 'EN',
    type: 'hop_on_hop_off',
    status: 'active',
    locationId: 41,
    locationName: 'Paris',
    locationUrl: 'paris',
    image: { url: '/api/v2/media/product/4101.svg', alt: '', width: 1200, height: 800 },
    duration: { value: 90, unit: 'minute' },
    vehicle: 'bus',
    rating: 4.5,
    reviewCount: 0,
    memberPriceFrom: null,
    memberDiscountPercent: null,
    isNew: false,
    hreflangs: [],
    href: '/en/41/paris/4101/paris-bus-tour',
    prices: { 1: price, 2: price, 3: price },
  };

  it('sits on the card’s picture, beside the card’s link', async () => {
    fakeMemberApi();
    const u = user();
    renderMemberSite(<ProductCard product={card} locale="en-GB" />);
    expect(screen.getByRole('link', { name: 'Paris Bus Tour' })).toHaveAttribute('href', card.href);
    // The heart hydrates when the page idles (ADR 0025).
    await u.click(await screen.findByRole('button', { name: 'Save to wishlist' }));
    expect(stored()).toEqual([4101]);
  });
});
