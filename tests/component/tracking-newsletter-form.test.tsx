import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { events, resetDataLayer } from '../support/tracking-fakes';
import { NewsletterFormView } from '@/components/newsletter/newsletter-form';
import en from '@/messages/en.json';

/** The newsletter landing page's form reports subscribe when the provider took the address, and only then. */
beforeEach(() => {
  fakeProvider.requests = [];
  resetDataLayer();
});
afterEach(() => vi.restoreAllMocks());

async function subscribe(email = 'ana@example.com') {
  await userEvent.type(screen.getByLabelText(`${en.newsletterPage.email} *`), email);
  await userEvent.click(screen.getByRole('button', { name: en.newsletterPage.submit }));
}

describe('newsletter tracking', () => {
  it('pushes subscribe once when the subscription is accepted', async () => {
    fakeProvider.handler = () => Response.json({ subscribed: true, email: 'ana@example.com' });
    renderShop(<NewsletterFormView language="en" />);
    await subscribe();
    expect(await screen.findByText(en.newsletterPage.success)).toBeVisible();
    expect(events('subscribe')).toEqual([{ event: 'subscribe' }]);
  });

  it('pushes nothing when the subscription fails', async () => {
    // The form logs the failure for the error reports.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeProvider.handler = () => Response.json({ error: 'INTERNAL', message: 'down' }, { status: 500 });
    renderShop(<NewsletterFormView language="en" />);
    await subscribe();
    expect(await screen.findByText(en.newsletterPage.failure)).toBeVisible();
    expect(events('subscribe')).toEqual([]);
  });

  it('pushes nothing for an address it refuses before sending', async () => {
    renderShop(<NewsletterFormView language="en" />);
    await subscribe('ana@');
    expect(await screen.findByText(en.newsletterPage.errors.email)).toBeVisible();
    expect(fakeProvider.requests).toEqual([]);
    expect(events('subscribe')).toEqual([]);
  });
});
