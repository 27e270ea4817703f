import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import { bodyOf, fakeBookingApi, openManagePage, refusal, requestsTo, setUpManagePage, TOKEN, user } from '../support/manage-booking-fakes';

/** Finding a booking: reference plus email or PIN; each refusal said in words; field errors under their fields. */
setUpManagePage();

const form = async () => {
  openManagePage();
  return screen.findByRole('button', { name: 'Find my booking' });
};

describe('finding a booking', () => {
  it('sends the reference as the provider reads it with the email, keeps the token for this tab and opens the booking', async () => {
    fakeBookingApi({ lookup: Response.json({ token: TOKEN, expiresAt: '2099-01-01T00:00:00.000Z' }) });
    const u = user();
    await u.click(await form());
    // The form's rules load on its first check.
    await waitFor(() => expect(screen.getByLabelText('Booking reference')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('e.g. SS7K2QH9AB, on your voucher and email')).toBeVisible();
    await u.clear(screen.getByLabelText('Booking reference'));
    await u.type(screen.getByLabelText('Booking reference'), ' ss7k 2qh9ab ');
    await u.type(screen.getByLabelText('Email used for the booking'), 'ada@example.com');
    await u.click(screen.getByRole('button', { name: 'Find my booking' }));

    const heading = await screen.findByRole('heading', { name: 'Booking SS7K2QH9AB' });
    await waitFor(() => expect(heading).toHaveFocus());
    const [lookup] = requestsTo('POST', 'booking/lookup');
    expect(await bodyOf(lookup!)).toEqual({ reference: 'SS7K2QH9AB', email: 'ada@example.com' });
    expect(requestsTo('GET', 'booking')[0]!.headers.get('x-booking-token')).toBe(TOKEN);
    expect(JSON.parse(sessionStorage.getItem('manageBooking.token') ?? 'null')).toEqual({ token: TOKEN, expiresAt: '2099-01-01T00:00:00.000Z' });
  });

  it('sends the PIN instead of the email when the visitor chooses PIN', async () => {
    fakeBookingApi({ lookup: Response.json({ token: TOKEN, expiresAt: '2099-01-01T00:00:00.000Z' }) });
    const u = user();
    await form();
    await u.type(screen.getByLabelText('Booking reference'), 'SS7K2QH9AB');
    await u.click(screen.getByRole('radio', { name: 'PIN' }));
    expect(screen.queryByLabelText('Email used for the booking')).toBeNull();
    await u.type(screen.getByLabelText('Booking PIN'), '042917');
    await u.click(screen.getByRole('button', { name: 'Find my booking' }));

    await screen.findByRole('heading', { name: 'Booking SS7K2QH9AB' });
    expect(await bodyOf(requestsTo('POST', 'booking/lookup')[0]!)).toEqual({ reference: 'SS7K2QH9AB', pin: '042917' });
  });

  it('says when no booking matches, in words, with the focus on the message', async () => {
    fakeBookingApi({ lookup: refusal(404, 'BOOKING_NOT_FOUND') });
    const u = user();
    await form();
    await u.type(screen.getByLabelText('Booking reference'), 'SS7K2QH9AB');
    await u.type(screen.getByLabelText('Email used for the booking'), 'someone@example.com');
    await u.click(screen.getByRole('button', { name: 'Find my booking' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not find a booking with these details. Check the reference and the email or PIN.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(sessionStorage.getItem('manageBooking.token')).toBeNull();
  });

  it('says how many minutes to wait after too many attempts (Retry-After)', async () => {
    fakeBookingApi({ lookup: refusal(429, 'LOOKUP_LOCKED', { 'Retry-After': '1750' }) });
    const u = user();
    await form();
    await u.type(screen.getByLabelText('Booking reference'), 'SS7K2QH9AB');
    await u.click(screen.getByRole('radio', { name: 'PIN' }));
    await u.type(screen.getByLabelText('Booking PIN'), '111111');
    await u.click(screen.getByRole('button', { name: 'Find my booking' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 30 minutes.');
  });

  it('marks each missing or malformed field under it, moves the focus to the first, and sends nothing', async () => {
    fakeBookingApi({});
    const u = user();
    await u.click(await form());
    const reference = screen.getByLabelText('Booking reference');
    await waitFor(() => expect(reference).toHaveAttribute('aria-invalid', 'true'));
    expect(reference).toHaveFocus();
    expect(reference.getAttribute('aria-describedby')).toContain(screen.getByText('This field is required', { selector: `#${CSS.escape(reference.id)}-error` }).id);
    expect(screen.getByLabelText('Email used for the booking')).toHaveAttribute('aria-invalid', 'true');

    await u.type(reference, 'SS12345678');
    await u.click(screen.getByRole('radio', { name: 'PIN' }));
    await u.type(screen.getByLabelText('Booking PIN'), '12a');
    await u.click(screen.getByRole('button', { name: 'Find my booking' }));
    expect(await screen.findByText('A booking reference is SS followed by 8 letters and digits')).toBeVisible();
    expect(screen.getByText('The PIN is 6 digits')).toBeVisible();
    expect(fakeProvider.requests).toHaveLength(0);
  });

  it('puts the provider’s field errors (400) under the fields they name', async () => {
    fakeBookingApi({ lookup: Response.json({ error: 'BAD_REQUEST', message: 'email: must be a valid email address' }, { status: 400 }) });
    const u = user();
    await form();
    await u.type(screen.getByLabelText('Booking reference'), 'SS7K2QH9AB');
    await u.type(screen.getByLabelText('Email used for the booking'), 'ada@example.com');
    await u.click(screen.getByRole('button', { name: 'Find my booking' }));

    const email = screen.getByLabelText('Email used for the booking');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(email).toHaveFocus();
  });

  it('fills in the reference the confirmation page links with', async () => {
    fakeBookingApi({});
    openManagePage({ address: '/en/manage-booking?reference=SS7K2QH9AB' });
    expect(await screen.findByLabelText('Booking reference')).toHaveValue('SS7K2QH9AB');
  });

  it('speaks the visitor’s language', async () => {
    fakeBookingApi({ lookup: refusal(429, 'LOOKUP_LOCKED', { 'Retry-After': '60' }) });
    const u = user();
    openManagePage({ address: '/de/buchung-verwalten', language: 'de' });
    await u.type(await screen.findByLabelText('Buchungsnummer'), 'SS7K2QH9AB');
    await u.type(screen.getByLabelText('E-Mail-Adresse der Buchung'), 'ada@example.com');
    await u.click(screen.getByRole('button', { name: 'Meine Buchung finden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche. Versuchen Sie es in 1 Minute erneut.');
  });
});
