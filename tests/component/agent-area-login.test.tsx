import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, fakeAgentApi, openAgentArea, refusal, requestsTo, setUpAgentTests, stubFullLoads, user } from '../support/agent-fakes';

/** Signed out, the agent area is the agents' login: the members' form, checks and messages, sent to agent/login. */
setUpAgentTests();

async function logIn(email = 'agent@demo.example', password = 'DemoAgent!2026') {
  const u = user();
  // The login's code comes when it is drawn (lazyPart).
  await u.type(await screen.findByLabelText('Email address'), email);
  if (password) await u.type(screen.getByLabelText('Password'), password);
  await u.click(screen.getByRole('button', { name: 'Log in' }));
  return u;
}

describe('the agent login', () => {
  it('is shown without an agent cookie, and asks nothing of the provider until sent', async () => {
    fakeAgentApi();
    openAgentArea({ signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Log in as a travel agent' })).toBeVisible();
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(requestsTo('GET', 'agent/info')).toHaveLength(0);
  });

  it('signs in at agent/login, then loads the agent area again in full', async () => {
    fakeAgentApi();
    const assign = stubFullLoads();
    openAgentArea({ signedIn: false, language: 'fr' });
    const u = user();
    await u.type(await screen.findByLabelText('Adresse e-mail'), 'agent@demo.example');
    await u.type(screen.getByLabelText('Mot de passe'), 'DemoAgent!2026');
    await u.click(screen.getByLabelText('Se souvenir de moi'));
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));
    await expect.poll(() => assign.mock.calls).toEqual([['/fr/agent-area']]);
    const [login] = requestsTo('POST', 'agent/login');
    expect(await bodyOf(login!)).toEqual({ email: 'agent@demo.example', password: 'DemoAgent!2026', rememberMe: true });
  });

  it('says "The data entered is not correct" for a wrong email or password, and stays', async () => {
    fakeAgentApi({ login: refusal(401, 'INVALID_CREDENTIALS') });
    const assign = stubFullLoads();
    openAgentArea({ signedIn: false });
    await logIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The data entered is not correct');
    expect(alert).toHaveFocus();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says how long to wait when the account is locked', async () => {
    fakeAgentApi({ login: refusal(429, 'ACCOUNT_LOCKED', { 'Retry-After': '600' }) });
    openAgentArea({ signedIn: false });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 10 minutes.');
  });

  it('tells an unconfirmed address that a new link is on its way', async () => {
    fakeAgentApi({ login: refusal(403, 'EMAIL_NOT_VERIFIED') });
    openAgentArea({ signedIn: false });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm your email address first.');
  });

  it('checks the fields before asking', async () => {
    fakeAgentApi();
    openAgentArea({ signedIn: false });
    await logIn('agent@', '');
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('This field is required')).toBeVisible();
    expect(requestsTo('POST', 'agent/login')).toHaveLength(0);
  });
});
