import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeaderBarProps } from '@/components/header/header-bar';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import type { Visitor } from '@/stores/visitor-store';

/** The header as agents meet it: the credit, the way to the agent area, logging out, and a session checked once per page load. */

const props = (language: Language): HeaderBarProps => ({
  language,
  languageOption: LANGUAGES[language],
  brand: 'Open Top Tours',
  logo: '/logo.svg',
  languages: ['en', 'es', 'fr', 'it', 'de', 'en-us'],
  currencies: [1, 2, 3],
  memberArea: true,
  lightHeader: false,
  home: false,
});

const AGENT: Partial<Visitor> = { isAgent: true, agentCredit: { currency: 'EUR', amount: 48000 } };

const INFO = {
  firstName: 'Alex',
  name: 'Alex Agent',
  email: 'agent@demo.example',
  language: 'en',
  agency: { name: 'Demo Travel Agency', reference: 'DTA', currencyId: 1, commissionPercent: 10 },
  credit: { currency: 'EUR', balance: 50000, creditLimit: 0, reserved: 5000, available: 45000 },
};

/**
 * A fresh page load: the modules anew (the session check runs once per load), and the shop's
 * /api/v2 as the browser meets it — answers whose cookies it writes as a Set-Cookie would.
 */
async function loadPage(language: Language, visitor: Partial<Visitor>, answer: (path: string) => { status: number; body: unknown; cookies?: Record<string, string | null> }) {
  vi.resetModules();
  // The stand-ins first, so the page's modules are loaded against them.
  const { fakeProvider } = await import('../support/fake-provider');
  await import('../support/navigation-mock');
  const [{ renderShop }, { HeaderBar }] = await Promise.all([import('../support/render-shop'), import('@/components/header/header-bar')]);
  fakeProvider.requests = [];
  fakeProvider.handler = (request) => {
    const path = new URL(request.url).pathname.replace('/api/v2/', '');
    const { status, body, cookies = {} } = answer(path);
    for (const [name, value] of Object.entries(cookies)) {
      if (value === null) Cookies.remove(name);
      else Cookies.set(name, value);
    }
    return Response.json(body, { status });
  };
  const view = renderShop(<HeaderBar {...props(language)} />, visitor, language);
  // The agent bar's code loads once the browser knows an agent: its link to the agent area says it is there.
  if (visitor.isAgent) await waitFor(() => expect(view.container.querySelector(`a[href="/${language}/agent-area"]`)).not.toBeNull());
  return { view, HeaderBar, calls: (path: string) => fakeProvider.requests.filter((r) => new URL(r.url).pathname === `/api/v2/${path}`) };
}

const fresh = (path: string) =>
  path === 'agent/info' ? { status: 200, body: INFO, cookies: { agent_credit: 'EUR:45000' } } : { status: 404, body: { error: 'NOT_FOUND', message: path } };
const header = () => screen.getByRole('navigation', { name: 'Search, settings and basket' });

const assign = vi.fn();
beforeEach(() => {
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of ['isagent', 'agent_credit']) Cookies.remove(name);
});

describe('the agent bar', () => {
  it('shows the available credit in the page language and the agency currency, leading to the agent area, without currency or member menus', async () => {
    await loadPage('en', AGENT, () => ({ status: 500, body: { error: 'INTERNAL', message: 'down' } }));
    const credit = within(header()).getByRole('link', { name: 'Available credit €480.00' });
    expect(credit).toHaveAttribute('href', '/en/agent-area');
    expect(within(header()).getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Currency/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Members' area/ })).toBeNull();
  });

  it('writes amounts as each language does', async () => {
    const gbp: Partial<Visitor> = { isAgent: true, agentCredit: { currency: 'GBP', amount: 123456 } };
    const cases: [Language, Partial<Visitor>, string][] = [
      ['de', AGENT, 'Verfügbares Guthaben 480,00 €'],
      ['fr', AGENT, 'Crédit disponible 480,00 €'],
      ['en-us', gbp, 'Available credit £1,234.56'],
      ['it', gbp, 'Credito disponibile 1234,56 £'],
    ];
    for (const [language, visitor, name] of cases) {
      const { view } = await loadPage(language, visitor, () => ({ status: 500, body: {} }));
      // Intl writes (narrow) no-break spaces: compared as plain ones.
      expect(screen.getByRole('link', { name: (shown) => shown.replace(/\s/g, ' ') === name })).toHaveAttribute('href', `/${language}/agent-area`);
      view.unmount();
    }
  });

  it('is not there for visitors who are no agents', async () => {
    const { calls } = await loadPage('en', { agentCredit: AGENT.agentCredit }, fresh);
    expect(screen.queryByRole('link', { name: /Available credit/ })).toBeNull();
    expect(await screen.findByRole('button', { name: /^Currency/ })).toBeVisible();
    expect(calls('agent/info')).toHaveLength(0);
  });
});

describe('logging out', () => {
  it('ends the session on the server, then loads the home page in full in the language the agent was using', async () => {
    const { calls } = await loadPage('de', AGENT, (path) =>
      path === 'agent/logout' ? { status: 200, body: { status: 'SIGNED_OUT' }, cookies: { isagent: null, agent_credit: null } } : fresh(path),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/de/home'));
    expect(calls('agent/logout')).toHaveLength(1);
    expect(calls('agent/logout')[0]!.method).toBe('POST');
  });

  it('counts a session that had already ended as logged out', async () => {
    await loadPage('en', AGENT, (path) =>
      path === 'agent/logout' ? { status: 401, body: { error: 'UNAUTHORIZED', message: 'gone', reason: 'AGENT_SESSION_EXPIRED' } } : fresh(path),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/home'));
  });

  it('says so and stays when the server could not log the agent out', async () => {
    await loadPage('en', AGENT, (path) => (path === 'agent/logout' ? { status: 500, body: { error: 'INTERNAL', message: 'down' } } : fresh(path)));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not log you out. Please try again.');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
  });
});

describe('an agent returning (spec §4: agents are restored from cookies)', () => {
  it('asks for the agent once per page load and shows the fresh credit', async () => {
    const { view, HeaderBar, calls } = await loadPage('en', AGENT, fresh);
    expect(await screen.findByRole('link', { name: 'Available credit €450.00' })).toBeVisible();
    // Another page of the same load: the header is drawn anew, and asks nothing.
    view.rerender(<></>);
    view.rerender(<HeaderBar {...props('en')} />);
    expect(await screen.findByRole('link', { name: 'Available credit €450.00' })).toBeVisible();
    expect(calls('agent/info')).toHaveLength(1);
  });

  it('clears the agent once the session has ended: the visitor menus come back', async () => {
    await loadPage('en', AGENT, (path) =>
      path === 'agent/info'
        ? { status: 401, body: { error: 'UNAUTHORIZED', message: 'gone', reason: 'AGENT_SESSION_EXPIRED' }, cookies: { isagent: null, agent_credit: null } }
        : fresh(path),
    );
    expect(await screen.findByRole('button', { name: /^Currency/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Available credit/ })).toBeNull();
  });
});
