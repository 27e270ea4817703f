import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import { navigation } from '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { events, resetDataLayer } from '../support/tracking-fakes';
import { NewsletterBox } from '@/components/footer/newsletter-box';
import { CookieNotice } from '@/components/global/cookie-notice';

beforeEach(() => {
  Cookies.remove('CONSENT');
  fakeProvider.requests = [];
  navigation.refresh.mockReset();
});

describe('the cookie notice', () => {
  it('asks until the visitor accepts, then stores CONSENT and lets the server set its cookies', async () => {
    renderShop(<CookieNotice />);
    expect(screen.getByRole('link', { name: 'Privacy and cookies policy' })).toHaveAttribute('href', '/en/privacy-cookies-policy');
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(Cookies.get('CONSENT')).toBe('accepted');
    expect(screen.queryByRole('heading', { name: 'Cookies' })).toBeNull();
    expect(navigation.refresh).toHaveBeenCalled();
  });

  it('records a refusal too, and is not shown once the visitor has chosen', async () => {
    const { unmount } = renderShop(<CookieNotice />);
    await userEvent.click(screen.getByRole('button', { name: 'Only necessary' }));
    await waitFor(() => expect(Cookies.get('CONSENT')).toBe('rejected'));
    unmount();
    renderShop(<CookieNotice />, { consent: 'rejected' });
    expect(screen.queryByRole('heading', { name: 'Cookies' })).toBeNull();
  });
});

describe('the footer newsletter box', () => {
  it('does nothing while empty', async () => {
    renderShop(<NewsletterBox language="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(fakeProvider.requests).toHaveLength(0);
  });

  it('subscribes, clears the box and asks to confirm from the inbox', async () => {
    fakeProvider.handler = () => Response.json({ subscribed: true, email: 'ana@example.com' });
    resetDataLayer();
    renderShop(<NewsletterBox language="es" />);
    const box = screen.getByRole('textbox', { name: 'Your e-mail address' });
    await userEvent.type(box, 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(/Please check your inbox and follow the link in our email to confirm your subscription/)).toBeVisible();
    expect(box).toHaveValue('');
    expect(await fakeProvider.requests[0]!.json()).toEqual({ firstName: '', lastName: '', email: 'ana@example.com', countryId: 9999 });
    expect(fakeProvider.requests[0]!.headers.get('x-language')).toBe('es');
    await waitFor(() => expect(events('subscribe')).toEqual([{ event: 'subscribe' }]));
  });

  it('sends what was typed before its code came (the box hydrates when the page idles)', async () => {
    fakeProvider.handler = () => Response.json({ subscribed: true, email: 'early@example.com' });
    renderShop(<NewsletterBox language="en" />);
    // Typed into the server's box: the field holds it, no change event reached the component.
    const box = screen.getByRole('textbox', { name: 'Your e-mail address' }) as HTMLInputElement;
    box.value = 'early@example.com';
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(/Please check your inbox/)).toBeVisible();
    expect(await fakeProvider.requests[0]!.json()).toMatchObject({ email: 'early@example.com' });
  });

  it('says an error has occurred when the subscription fails', async () => {
    fakeProvider.handler = () => Response.json({ error: 'BAD_REQUEST', message: 'email: must be a valid e-mail address' }, { status: 400 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    resetDataLayer();
    renderShop(<NewsletterBox language="en" />);
    await userEvent.type(screen.getByRole('textbox'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('An error has occurred.')).toBeVisible();
    expect(events('subscribe')).toEqual([]);
  });
});
