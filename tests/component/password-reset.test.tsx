import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { PasswordResetIsland } from '@/components/account/password-reset-island';

beforeEach(() => {
  fakeProvider.requests = [];
  fakeProvider.handler = () => Response.json({ status: 'EMAIL_SENT' }, { status: 202 });
  window.history.replaceState(null, '', '/en/password-reset');
});

const bodies = () => Promise.all(fakeProvider.requests.map(async (r) => [new URL(r.url).pathname, await r.clone().json()]));

async function choose(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Repeat the new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('asking for a reset link', () => {
  it('gives the same confirmation whatever the address, in the visitor’s language for the email', async () => {
    renderShop(<PasswordResetIsland language="en-us" />, {}, 'en-us');
    await userEvent.type(screen.getByLabelText('Email address'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me the link' }));
    const panel = await screen.findByRole('status', { name: 'Check your inbox' });
    expect(panel).toHaveTextContent('If nobody@example.com belongs to an account, we have sent it a link');
    expect(panel).toHaveFocus();
    expect(await bodies()).toEqual([['/api/v2/member/restore/request', { email: 'nobody@example.com', language: 'us' }]]);
  });

  it('checks the address first', async () => {
    renderShop(<PasswordResetIsland language="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(fakeProvider.requests).toHaveLength(0);
  });

  it('says how long to wait after too many requests', async () => {
    fakeProvider.handler = () => Response.json({ error: 'TOO_MANY_REQUESTS', message: 'later' }, { status: 429, headers: { 'retry-after': '3600' } });
    renderShop(<PasswordResetIsland language="fr" />, {}, 'fr');
    await userEvent.type(screen.getByLabelText('Adresse e-mail'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'M’envoyer le lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives. Réessayez dans 60 minutes.');
  });
});

describe('the reset link (?token=)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en/password-reset?token=reset-tok'));

  it('saves the new password with the link’s token, then offers to log in; the spent token leaves the address', async () => {
    fakeProvider.handler = () => new Response(null, { status: 204 });
    renderShop(<PasswordResetIsland language="en" />);
    await choose('tram-river-42-sunny');
    const panel = await screen.findByRole('status', { name: 'Your password has been changed' });
    expect(panel).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(await bodies()).toEqual([['/api/v2/member/restore', { token: 'reset-tok', password: 'tram-river-42-sunny' }]]);
    expect(window.location.search).toBe('');
  });

  it('asks for the same password twice', async () => {
    renderShop(<PasswordResetIsland language="en" />);
    await choose('tram-river-42-sunny', 'tram-river-42-sunnY');
    expect(await screen.findByText('The passwords do not match')).toBeVisible();
    expect(fakeProvider.requests).toHaveLength(0);
  });

  it('shows a refused common password under the field', async () => {
    fakeProvider.handler = () => Response.json({ error: 'UNPROCESSABLE', message: 'common', reason: 'PASSWORD_TOO_WEAK' }, { status: 422 });
    renderShop(<PasswordResetIsland language="en" />);
    await choose('password123');
    expect(await screen.findByText('This password is too common or too easy to guess. Please choose another one.')).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveFocus();
  });

  it('says when the link has expired or was used, and offers the request form again', async () => {
    fakeProvider.handler = () => Response.json({ error: 'UNPROCESSABLE', message: 'used', reason: 'LINK_INVALID' }, { status: 422 });
    renderShop(<PasswordResetIsland language="en" />);
    await choose('tram-river-42-sunny');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or has already been used. Ask for a new one below.');
    expect(screen.getByRole('button', { name: 'Send me the link' })).toBeVisible();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
