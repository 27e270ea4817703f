import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { events, resetDataLayer } from '../support/tracking-fakes';
import { RegisterForm } from '@/components/account/register-form';
import en from '@/messages/en.json';

const GENERIC = en.account.errors.generic;

/** Registration reports sign_up (method email) when the provider accepted it, and only then. */
beforeEach(() => {
  fakeProvider.requests = [];
  resetDataLayer();
});

async function register() {
  renderShop(<RegisterForm language="en" />);
  await userEvent.type(screen.getByLabelText('Full name *'), 'Ana García');
  await userEvent.type(screen.getByLabelText('Email address *'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Repeat your email address *'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Password *'), 'tram-river-42-sunny');
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
}

describe('registration tracking', () => {
  it('pushes sign_up once when the account is accepted', async () => {
    fakeProvider.handler = () => Response.json({ status: 'EMAIL_SENT' }, { status: 202 });
    await register();
    await screen.findByRole('status', { name: 'Check your inbox' });
    expect(events('sign_up')).toEqual([{ event: 'sign_up', method: 'email' }]);
  });

  it.each([
    [
      'a password the provider refuses',
      () => Response.json({ error: 'UNPROCESSABLE', message: 'too common', reason: 'PASSWORD_TOO_WEAK' }, { status: 422 }),
      'This password is too common or too easy to guess.',
    ],
    ['too many registrations', () => Response.json({ error: 'TOO_MANY_REQUESTS', message: 'slow down' }, { status: 429, headers: { 'retry-after': '60' } }), 'Too many attempts.'],
    ['a provider that is down', () => Response.json({ error: 'INTERNAL', message: 'down' }, { status: 500 }), GENERIC],
  ])('pushes nothing for %s', async (_case, answer, said) => {
    fakeProvider.handler = answer;
    await register();
    expect(await screen.findByText(said, { exact: false })).toBeVisible();
    expect(fakeProvider.requests).toHaveLength(1);
    expect(events('sign_up')).toEqual([]);
  });

  it('pushes nothing when the form is refused before sending', async () => {
    renderShop(<RegisterForm language="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(events('sign_up')).toEqual([]);
  });
});
