import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alert, book, product, readyToBook, requestsTo, setUpBookingPanel } from '../support/booking-panel-fakes';
import { renderShop } from '../support/render-shop';
import { BookingPanel } from '@/components/booking/booking-panel';
import type { BookingProduct } from '@/lib/booking/types';

// The position check loads with the first "Book now" of a product sold nearby: here the connection drops before it arrives.
vi.mock('@/lib/booking/nearby', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

setUpBookingPanel();

const onTheSpot: BookingProduct = { ...product, nearbyOnly: { radiusKm: 25, center: { latitude: 48.8566, longitude: 2.3522 } } };

describe('BookingPanel: a product sold only nearby, offline', () => {
  it('says there was a technical problem when the position check cannot load, adds nothing, and can be pressed again', async () => {
    renderShop(<BookingPanel product={onTheSpot} available />);
    await readyToBook();
    await book();
    expect(await alert('We are sorry but there was a technical problem. Please try again.')).toBeVisible();
    expect(requestsTo('/addToCart')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Book now' })).not.toHaveAttribute('aria-disabled', 'true');
  });
});
