import { act } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { commands, events, resetDataLayer } from '../support/tracking-fakes';
import { TagManager } from '@/components/global/tag-manager';
import { COOKIES } from '@/lib/cookies/names';
import { MARKETING_RECORD_KEY } from '@/lib/tracking/marketing-record';
import { visitorActions } from '@/stores/visitor-store';

const gtmScript = () => document.querySelector('script[src^="https://www.googletagmanager.com/gtm.js"]');
const all = (state: string) => ({ ad_storage: state, ad_user_data: state, ad_personalization: state, analytics_storage: state });

async function renderTagManager(consent: 'accepted' | 'rejected' | null, { containerId }: { containerId?: string } = { containerId: 'GTM-TEST000' }) {
  return renderShop(<TagManager site="paris" language="fr" containerId={containerId} />, { consent });
}

beforeEach(() => {
  resetDataLayer();
  localStorage.clear();
  document.getElementById('gtm-script')?.remove();
  navigation.pathname = '/fr/41/paris';
  
});
afterEach(() => {
  Cookies.remove(COOKIES.consent.name, { path: '/' });
});

describe('Google Tag Manager and consent mode', () => {
  it('loads nothing and keeps every signal denied until the visitor accepts', async () => {
    await renderTagManager(null);
    // The tracking code loads after the page: the page view comes once it is there.
    await vi.waitFor(() => expect(events('page_view')).toEqual([expect.objectContaining({ page_type: 'category', language: 'fr', site: 'paris', page_path: '/fr/41/paris' })]));
    expect(commands()).toEqual([['consent', 'default', all('denied')]]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(gtmScript()).toBeNull();
  });

  it('"Only necessary" never loads the container', async () => {
    await renderTagManager('rejected');
    await vi.waitFor(() => expect(events('page_view')).toHaveLength(1));
    expect(commands()).toEqual([['consent', 'default', all('denied')]]);
    expect(gtmScript()).toBeNull();
    expect(localStorage.getItem(MARKETING_RECORD_KEY)).toBeNull();
  });

  it('"Accept all" grants the four signals, then loads the container once', async () => {
    await renderTagManager(null);
    act(() => visitorActions.setConsent('accepted'));
    await vi.waitFor(() => expect(gtmScript()).not.toBeNull());
    expect(commands()).toEqual([
      ['consent', 'default', all('denied')],
      ['consent', 'update', all('granted')],
    ]);
    expect(gtmScript()!.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST000');
    expect(events('gtm.js')).toHaveLength(1);
    expect(document.querySelectorAll('#gtm-script')).toHaveLength(1);
  });

  it('"Accept all" without a container grants the signals and loads nothing', async () => {
    await renderTagManager(null, {});
    act(() => visitorActions.setConsent('accepted'));
    await vi.waitFor(() => expect(commands()).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(gtmScript()).toBeNull();
    expect(events('gtm.js')).toEqual([]);
  });

  it('pushes the page type again on a route change', async () => {
    const view = await renderTagManager('accepted');
    navigation.pathname = '/fr/panier-achats';
    view.rerender(<TagManager site="paris" language="fr" containerId="GTM-TEST000" />);
    await vi.waitFor(() => expect(events('page_view').map((event) => event.page_type)).toEqual(['category', 'cart']));
    // With consent, the record follows the page.
    expect(JSON.parse(localStorage.getItem(MARKETING_RECORD_KEY)!).webData).toMatchObject({ language: 'fr', type: 'cart' });
  });
});
