import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import '../support/navigation-mock';
import { renderShop } from '../support/render-shop';
import { RegisterForm } from '@/components/account/register-form';

const accepted = () => Response.json({ status: 'EMAIL_SENT' }, { status: 202 });

beforeEach(() => {
  fakeProvider.requests = [];
  fakeProvider.handler = accepted;
});

const field = (label: string) => screen.getByLabelText(label);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create my account' }));

async function fill({ name = 'Ana García', email = 'ana@example.com', confirm = undefined as string | undefined, password = 'tram-river-42-sunny' } = {}) {
  await userEvent.type(field('Full name *'), name);
  await userEvent.type(field('Email address *'), email);
  await userEvent.type(field('Repeat your email address *'), confirm ?? email);
  await userEvent.type(field('Password *'), password);
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
}

describe('the registration form', () => {
  it('says "This field is required" under each empty field, focuses the first, and sends nothing', async () => {
    renderShop(<RegisterForm language="en" />);
    await submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByText('Please accept the terms of use to create your account')).toBeVisible();
    expect(field('Full name *')).toHaveFocus();
    expect(field('Full name *')).toHaveAttribute('aria-invalid', 'true');
    expect(fakeProvider.requests).toHaveLength(0);
  });

  it('accepts latin names with accents and refuses other scripts', async () => {
    renderShop(<RegisterForm language="en" />);
    await userEvent.type(field('Full name *'), 'Андрей');
    await userEvent.tab();
    expect(await screen.findByText('This field must only contain latin script')).toBeVisible();
    await userEvent.clear(field('Full name *'));
    await userEvent.type(field('Full name *'), 'Zoë O’Connor-Núñez');
    await userEvent.tab();
    expect(screen.queryByText('This field must only contain latin script')).toBeNull();
  });

  it('checks the email and that its repeat matches', async () => {
    renderShop(<RegisterForm language="en" />);
    await userEvent.type(field('Email address *'), 'ana@example');
    await userEvent.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    await userEvent.type(field('Email address *'), '.com');
    await userEvent.type(field('Repeat your email address *'), 'ana@example.org');
    await userEvent.tab();
    expect(await screen.findByText('Email does not match')).toBeVisible();
    expect(field('Repeat your email address *')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the password rules and a strength guide as it is typed, and can show the password', async () => {
    renderShop(<RegisterForm language="en" />);
    const password = field('Password *');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription(/at least 8 characters/);
    await userEvent.type(password, 'abc');
    expect(screen.getByText('Strength: weak')).toBeVisible();
    await userEvent.type(password, 'Tr4m!river-sunny');
    expect(screen.getByText('Strength: strong')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a password shorter than 8 characters before asking', async () => {
    renderShop(<RegisterForm language="en" />);
    await fill({ password: 'short' });
    await submit();
    expect(await screen.findByText('Use at least 8 characters')).toBeVisible();
    expect(field('Password *')).toHaveFocus();
    expect(fakeProvider.requests).toHaveLength(0);
  });

  it('shows the provider’s refusal of a common password under the password, with the focus there', async () => {
    fakeProvider.handler = () => Response.json({ error: 'UNPROCESSABLE', message: 'too common', reason: 'PASSWORD_TOO_WEAK' }, { status: 422 });
    renderShop(<RegisterForm language="en" />);
    await fill({ password: 'password123' });
    await submit();
    expect(await screen.findByText('This password is too common or too easy to guess. Please choose another one.')).toBeVisible();
    expect(field('Password *')).toHaveFocus();
    expect(field('Password *')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the account once and says to check the inbox, whatever the provider knew of the address', async () => {
    renderShop(<RegisterForm language="en" />);
    await fill({ email: '  Ana@Example.com ', confirm: 'ana@example.com' });
    await userEvent.click(screen.getByRole('checkbox', { name: /news and offers/ }));
    await submit();
    const panel = await screen.findByRole('status', { name: 'Check your inbox' });
    expect(panel).toHaveTextContent('We have sent an email to Ana@Example.com.');
    expect(panel).toHaveFocus();
    expect(fakeProvider.requests).toHaveLength(1);
    expect(fakeProvider.requests[0]!.url).toMatch(/\/member\/signin\/email$/);
    expect(await fakeProvider.requests[0]!.json()).toEqual({
      name: 'Ana García',
      email: 'Ana@Example.com',
      password: 'tram-river-42-sunny',
      acceptTerms: true,
      newsletter: true,
      language: 'en',
    });
  });

  it('puts the provider’s field refusals under their fields', async () => {
    fakeProvider.handler = () => Response.json({ error: 'BAD_REQUEST', message: 'name: must only contain latin script' }, { status: 400 });
    renderShop(<RegisterForm language="en" />);
    await fill();
    await submit();
    expect(await screen.findByText('This field must only contain latin script')).toBeVisible();
    expect(field('Full name *')).toHaveFocus();
  });

  it('says how long to wait after too many registrations', async () => {
    fakeProvider.handler = () => Response.json({ error: 'TOO_MANY_REQUESTS', message: 'slow down' }, { status: 429, headers: { 'retry-after': '60' } });
    renderShop(<RegisterForm language="en" />);
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 1 minute.');
  });

  it('speaks the visitor’s language, and links the terms in it', async () => {
    renderShop(<RegisterForm language="es" />, {}, 'es');
    expect(screen.getByRole('link', { name: 'términos de uso' })).toHaveAttribute('href', '/es/terminos-y-condiciones');
    await userEvent.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(4);
  });
});
