import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { booking, fakeBookingApi, openManagePage, refusal, requestsTo, setUpManagePage, TOKEN } from '../support/manage-booking-fakes';

/** The email's link: its token kept for the tab and taken out of the address; an expired one leads back to the look-up. */
setUpManagePage();

describe('the token of the confirmation email’s link', () => {
  it('is kept for this tab, removed from the address (history and referrers never see it) and opens the booking', async () => {
    fakeBookingApi({ booking: booking() });
    openManagePage({ address: `/en/manage-booking?token=${encodeURIComponent(TOKEN)}&utm_source=email#tickets` });

    expect(await screen.findByRole('heading', { name: 'Booking SS7K2QH9AB' })).toBeVisible();
    expect(window.location.pathname).toBe('/en/manage-booking');
    expect(window.location.search).toBe('?utm_source=email');
    expect(window.location.hash).toBe('#tickets');
    expect(window.location.href).not.toContain(TOKEN);
    expect(JSON.parse(sessionStorage.getItem('manageBooking.token') ?? 'null')).toEqual({ token: TOKEN, expiresAt: null });
    expect(requestsTo('GET', 'booking')[0]!.headers.get('x-booking-token')).toBe(TOKEN);
  });

  it('opens the booking again from this tab without the link (a reload)', async () => {
    fakeBookingApi({ booking: booking() });
    sessionStorage.setItem('manageBooking.token', JSON.stringify({ token: 'from-this-tab', expiresAt: '2099-01-01T00:00:00.000Z' }));
    openManagePage();
    expect(await screen.findByRole('heading', { name: 'Booking SS7K2QH9AB' })).toBeVisible();
    expect(requestsTo('GET', 'booking')[0]!.headers.get('x-booking-token')).toBe('from-this-tab');
  });

  it('is not used once it has expired: the look-up form instead, and nothing asked', async () => {
    fakeBookingApi({ booking: booking() });
    sessionStorage.setItem('manageBooking.token', JSON.stringify({ token: 'old', expiresAt: '2020-01-01T00:00:00.000Z' }));
    openManagePage();
    expect(await screen.findByRole('button', { name: 'Find my booking' })).toBeVisible();
    expect(requestsTo('GET', 'booking')).toHaveLength(0);
    expect(sessionStorage.getItem('manageBooking.token')).toBeNull();
  });

  it('leads back to the look-up, saying the link has expired, when the provider says so', async () => {
    fakeBookingApi({ booking: refusal(401, 'TOKEN_EXPIRED') });
    openManagePage({ address: `/en/manage-booking?token=${TOKEN}` });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your link has expired. Please find your booking again with its reference.');
    expect(screen.getByRole('button', { name: 'Find my booking' })).toBeVisible();
    await waitFor(() => expect(sessionStorage.getItem('manageBooking.token')).toBeNull());
  });

  it('leads back to the look-up when the token opens nothing', async () => {
    fakeBookingApi({ booking: refusal(401) });
    openManagePage({ address: '/en/manage-booking?token=forged' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link no longer opens a booking. Please find your booking with its reference.');
  });
});
