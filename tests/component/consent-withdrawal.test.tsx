import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import { navigation } from '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { CookieSettingsButton } from '@/components/footer/cookie-settings-button';
import { CampaignReport } from '@/components/global/campaign-report';
import { CookieNotice } from '@/components/global/cookie-notice';

const reload = vi.fn();
const setLocation = (search = '') => vi.stubGlobal('location', { ...window.location, pathname: '/en/41/paris', search, reload });

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  sessionStorage.clear();
  reload.mockReset();
  navigation.refresh.mockReset();
  fakeProvider.requests = [];
  fakeProvider.handler = () => new Response(null, { status: 204 });
  setLocation();
});
afterEach(() => vi.unstubAllGlobals());

function renderShell(consent: 'accepted' | 'rejected') {
  return renderShop(
    <>
      <CookieNotice />
      <CookieSettingsButton />
    </>,
    { consent },
  );
}

describe('cookie settings', () => {
  it('reopen the cookie notice from the footer with the current choice', async () => {
    renderShell('rejected');
    expect(screen.queryByRole('heading', { name: 'Cookies' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(screen.getByRole('heading', { name: 'Cookies' })).toBeVisible();
    expect(screen.getByText('Your current choice: Only necessary.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(Cookies.get('CONSENT')).toBe('accepted');
    expect(screen.queryByRole('heading', { name: 'Cookies' })).toBeNull();
    expect(navigation.refresh).toHaveBeenCalled();
  });

  it('withdrawing consent removes the campaign and A/B cookies and what was stored under it, keeping the coupon', async () => {
    for (const [name, value] of Object.entries({ __utm__: '{"utmSource":"google"}', track__utm: '[]', AB_MAP_DISPLAY: 'B', AB_TRUSTPILOT: 'A', voucher: 'SPRING' })) {
      Cookies.set(name, value, { path: '/' });
    }
    sessionStorage.setItem('campaign-reported', '/en/41/paris?utm_source=google');
    renderShell('accepted');
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(screen.getByText('Your current choice: Accept all.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Only necessary' }));

    await waitFor(() => expect(Cookies.get('CONSENT')).toBe('rejected'));
    expect(Object.keys(Cookies.get()).sort()).toEqual(['CONSENT', 'voucher']);
    expect(sessionStorage.getItem('campaign-reported')).toBeNull();
    // A fresh page, so nothing loaded under consent keeps running.
    expect(reload).toHaveBeenCalledOnce();
  });

  it('choosing the same again changes nothing but closes the notice', async () => {
    Cookies.set('AB_MAP_DISPLAY', 'B', { path: '/' });
    renderShell('accepted');
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(Cookies.get('AB_MAP_DISPLAY')).toBe('B');
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Cookies' })).toBeNull();
  });
});

describe('the campaign report (spec §7 tis)', () => {
  it('reports a campaign landing once the visitor has consented, once per landing', async () => {
    setLocation('?utm_source=google&utm_medium=cpc&coupon=X');
    const { unmount } = renderShop(<CampaignReport language="en" />, { consent: 'accepted' });
    await waitFor(() => expect(fakeProvider.requests).toHaveLength(1));
    const request = fakeProvider.requests[0]!;
    expect(new URL(request.url).pathname).toBe('/api/v2/tis');
    expect(await request.json()).toEqual({ campaign: { utmSource: 'google', utmMedium: 'cpc', utmCoupon: 'X' }, path: '/en/41/paris', lang: 'en' });
    unmount();

    // A reload of the same landing is the same visit.
    renderShop(<CampaignReport language="en" />, { consent: 'accepted' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fakeProvider.requests).toHaveLength(1);
  });

  it('reports nothing without consent', async () => {
    setLocation('?utm_source=google');
    renderShop(<CampaignReport language="en" />, { consent: 'rejected' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fakeProvider.requests).toHaveLength(0);
  });
});
