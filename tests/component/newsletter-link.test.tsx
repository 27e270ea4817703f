import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import { navigation } from '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { NewsletterLinkFromAddress, NewsletterLinkResult } from '@/components/newsletter/newsletter-link';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

beforeEach(() => {
  fakeProvider.requests = [];
});

const linkInvalid = () => Response.json({ error: 'UNPROCESSABLE', message: 'token: this link is unknown or has already been used', reason: 'LINK_INVALID' }, { status: 422 });

describe('the newsletter page following a mail’s link', () => {
  it('confirms with the token and says so in the page’s language', async () => {
    fakeProvider.handler = () => Response.json({ status: 'confirmed' });
    renderShop(<NewsletterLinkResult kind="confirm" token="confirm-token-0123456789" language="fr" />, {}, 'fr');
    expect(screen.getByRole('status')).toHaveTextContent(fr.newsletterPage.confirming);
    expect(await screen.findByText(fr.newsletterPage.confirmed)).toBeVisible();
    const [request] = fakeProvider.requests;
    expect(new URL(request!.url).pathname).toBe('/api/v2/subscriber/confirm');
    expect(await request!.json()).toEqual({ token: 'confirm-token-0123456789' });
    expect(request!.headers.get('x-language')).toBe('fr');
  });

  it('spends a confirmation link once, even when React runs the effect twice', async () => {
    fakeProvider.handler = () => (fakeProvider.requests.length > 1 ? linkInvalid() : Response.json({ status: 'confirmed' }));
    renderShop(
      <StrictMode>
        <NewsletterLinkResult kind="confirm" token="strict-token-0123456789" language="en" />
      </StrictMode>,
    );
    expect(await screen.findByText(en.newsletterPage.confirmed)).toBeVisible();
    expect(fakeProvider.requests).toHaveLength(1);
  });

  it('explains an unknown or used confirmation link', async () => {
    fakeProvider.handler = linkInvalid;
    renderShop(<NewsletterLinkResult kind="confirm" token="used-token-0123456789" language="en" />);
    expect(await screen.findByText(en.newsletterPage.confirmInvalid)).toBeVisible();
  });

  it('unsubscribes with the token, and explains an unknown link', async () => {
    fakeProvider.handler = () => Response.json({ status: 'unsubscribed' });
    const { unmount } = renderShop(<NewsletterLinkResult kind="unsubscribe" token="unsub-token-0123456789" language="en" />);
    expect(await screen.findByText(en.newsletterPage.unsubscribed)).toBeVisible();
    expect(new URL(fakeProvider.requests[0]!.url).pathname).toBe('/api/v2/subscriber/unsubscribe');
    unmount();
    fakeProvider.handler = linkInvalid;
    renderShop(<NewsletterLinkResult kind="unsubscribe" token="other-token-0123456789" language="en" />);
    expect(await screen.findByText(en.newsletterPage.unsubscribeInvalid)).toBeVisible();
  });

  it('logs a provider failure and asks to try later', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeProvider.handler = () => Response.json({ error: 'INTERNAL', message: 'down' }, { status: 500 });
    renderShop(<NewsletterLinkResult kind="unsubscribe" token="down-token-0123456789" language="en" />);
    expect(await screen.findByText(en.newsletterPage.linkFailure)).toBeVisible();
    expect(logged).toHaveBeenCalledWith('Newsletter unsubscribe failed:', expect.objectContaining({ status: 500 }));
    logged.mockRestore();
  });
});

describe('the newsletter page’s address', () => {
  afterEach(() => {
    navigation.search = '';
  });

  it('follows the unsubscribe link the address carries', async () => {
    navigation.search = '?unsubscribe=address-token-0123456789';
    fakeProvider.handler = () => Response.json({ status: 'unsubscribed' });
    renderShop(<NewsletterLinkFromAddress language="en" />);
    expect(await screen.findByText(en.newsletterPage.unsubscribed)).toBeVisible();
    expect(fakeProvider.requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/v2/subscriber/unsubscribe']);
  });

  it('shows nothing and asks nothing without a link', () => {
    renderShop(<NewsletterLinkFromAddress language="en" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(fakeProvider.requests).toEqual([]);
  });
});

