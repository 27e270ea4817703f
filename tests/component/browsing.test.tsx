import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { CountdownPromotion } from '@/components/home/countdown-promotion';
import { ProductCard } from '@/components/product/product-card';
import { ShareLinks } from '@/components/product/share-links';
import { ReviewSection } from '@/components/reviews/review-section';
import type { ReviewView } from '@/components/reviews/review-types';
import { PriceFrom } from '@/components/ui/price-from';
import type { ShopProductCard } from '@/lib/api/product-cards';

const prices = {
  1: { from: { amount: 2550, currency: 'EUR' as const }, retail: { amount: 2900, currency: 'EUR' as const }, savingsPercent: 12 },
  2: { from: { amount: 2200, currency: 'GBP' as const }, retail: null, savingsPercent: null },
  3: { from: { amount: 2800, currency: 'USD' as const }, retail: { amount: 3200, currency: 'USD' as const }, savingsPercent: 13 },
};

const shown = (currency: 1 | 2 | 3) => document.querySelector<HTMLElement>(`[data-show-currency="${currency}"]`)!;

describe('prices', () => {
  it('are in the page in all three currencies, each with its own ticket-office price and saving', () => {
    renderShop(<PriceFrom prices={prices} locale="en-GB" />);
    expect(shown(1)).toHaveTextContent(/^from Ticket office price: €29\.00 €25\.50 Save 12%$/);
    expect(shown(2)).toHaveTextContent(/^from £22\.00$/);
    expect(shown(2)).not.toHaveTextContent('Save');
    expect(shown(3)).toHaveTextContent(/^from Ticket office price: US\$32\.00 US\$28\.00 Save 13%$/);
    expect(shown(1).querySelector('s')).toHaveTextContent(/^Ticket office price: €29\.00$/);
  });

  it('say so when a product has no price', () => {
    const none = { from: null, retail: null, savingsPercent: null };
    renderShop(<PriceFrom prices={{ 1: none, 2: none, 3: none }} locale="en-GB" />);
    expect(screen.getByText('Price on request')).toBeVisible();
  });
});

const card: ShopProductCard = {
  id: 4101,
  name: 'Paris Hop-On Hop-Off Bus Tour',
  url: 'paris-hop-on-hop-off-bus-tour',
  lang: 'EN',
  type: 'hop_on_hop_off',
  status: 'temporarily_unavailable',
  locationId: 41,
  locationName: 'Paris',
  locationUrl: 'paris',
  image: { url: '/api/v2/media/product/4101.svg', alt: 'Paris Hop-On Hop-Off Bus Tour', width: 1200, height: 800 },
  duration: { value: 90, unit: 'minute' },
  vehicle: 'bus',
  rating: 4.46,
  reviewCount: 163,
  memberPriceFrom: null,
  memberDiscountPercent: null,
  isNew: true,
  hreflangs: [],
  href: '/en/41/paris/4101/paris-hop-on-hop-off-bus-tour',
  prices,
};

describe('a product card', () => {
  it('names the product as a link to its page, with its kind, length, rating, badges and price', () => {
    renderShop(<ProductCard product={card} locale="en-GB" />);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent(card.name);
    expect(within(article).getByRole('link', { name: card.name })).toHaveAttribute('href', card.href);
    expect(article).toHaveTextContent('Hop-on hop-off');
    expect(article).toHaveTextContent('1 hour 30 minutes');
    expect(article).toHaveTextContent('Rated 4.5 out of 5');
    expect(article).toHaveTextContent('163 reviews');
    expect(within(article).getByText('New')).toBeVisible();
    expect(within(article).getByText('Temporarily unavailable')).toBeVisible();
  });
});

const review = (id: number, extra: Partial<ReviewView> = {}): ReviewView => ({
  id,
  author: `Author ${id}`,
  countryCode: 'FR',
  lang: 'fr',
  rating: 5,
  date: '2026-11-10',
  title: `Review ${id}`,
  body: 'Très bien',
  verified: true,
  ...extra,
});

describe('reviews', () => {
  beforeEach(() => {
    fakeProvider.requests = [];
  });

  it('load the next pages on demand, appended, until there are none; then focus moves to the count', async () => {
    fakeProvider.handler = (request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return Response.json({ reviews: page === 2 ? [review(3), review(4)] : [review(5, { productName: 'Louvre Ticket' })] });
    };
    renderShop(
      <ReviewSection
        summary={{ total: 5, averageRating: 4.6, distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 4 } }}
        reviews={[review(1), review(2)]}
        pageSize={2}
        source="location/41/review"
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Review 1', 'Review 2']);
    expect(screen.getByText('Review 1')).toHaveAttribute('lang', 'fr');

    await userEvent.click(await screen.findByRole('button', { name: 'Load more reviews' }));
    expect(await screen.findByText('Review 4')).toBeVisible();
    const asked = new URL(fakeProvider.requests.at(-1)!.url);
    expect([asked.pathname, asked.searchParams.get('page'), asked.searchParams.get('pageSize')]).toEqual(['/api/v2/location/41/review', '2', '2']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 5 reviews');

    await userEvent.click(screen.getByRole('button', { name: 'Load more reviews' }));
    expect(await screen.findByText('Review 5')).toBeVisible();
    expect(screen.getByText(/Louvre Ticket/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).toBeNull();
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('say when the next page could not be loaded, and keep the button to try again', async () => {
    fakeProvider.handler = () => Response.json({ error: 'INTERNAL', message: 'down' }, { status: 500 });
    renderShop(
      <ReviewSection summary={{ total: 3, averageRating: 5, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 3 } }} reviews={[review(1)]} pageSize={1} source="product/4101/review" />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The reviews could not be loaded. Please try again.'), { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Load more reviews' })).toBeEnabled();
  });

  it('stop offering more when the provider has no further page, whatever the total said', async () => {
    fakeProvider.handler = () => Response.json({ reviews: [] });
    renderShop(
      <ReviewSection summary={{ total: 3, averageRating: 5, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 3 } }} reviews={[review(1)]} pageSize={1} source="product/4101/review" />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Load more reviews' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more reviews' })).toBeNull());
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('show the rating summary, and a plain sentence when there are none', () => {
    const { unmount } = renderShop(
      <ReviewSection summary={{ total: 5, averageRating: 4.6, distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 4 } }} reviews={[review(1)]} pageSize={1} source="x" />,
    );
    expect(screen.getByText('5 stars').nextElementSibling).toHaveTextContent('4');
    unmount();
    renderShop(<ReviewSection summary={{ total: 0, averageRating: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }} reviews={[]} pageSize={5} source="x" />);
    expect(screen.getByText('No reviews yet.')).toBeVisible();
  });
});

describe('the countdown promotion', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down every second, drawn in the browser only, and goes away when the time is up', async () => {
    vi.useFakeTimers({ now: Date.parse('2027-01-06T23:59:57+01:00'), toFake: ['Date', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
    renderShop(<CountdownPromotion template="winterBreaks" endsAt="2027-01-06T23:59:59+01:00" endsOn="06/01/2027" href="/en/destinations" />);
    expect(screen.getByRole('heading', { name: 'Winter city breaks' })).toBeVisible();
    expect(screen.getByText('06/01/2027')).toHaveAttribute('datetime', '2027-01-06T23:59:59+01:00');
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('seconds').previousSibling).toHaveTextContent('02');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText('second').previousSibling).toHaveTextContent('01');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('heading', { name: 'Winter city breaks' })).toBeNull();
  });
});

describe('sharing', () => {
  it('copies the link where the browser has no share sheet, and links to the networks', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderShop(<ShareLinks url="https://www.opentoptours.example/en/41/paris/4101/tour" title="Paris & more" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    // The request code loads on the first share.
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith('https://www.opentoptours.example/en/41/paris/4101/tour'));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/?text=Paris%20%26%20more%20https%3A%2F%2Fwww.opentoptours.example%2Fen%2F41%2Fparis%2F4101%2Ftour',
    );
  });
});
