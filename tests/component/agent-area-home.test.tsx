import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { agentInfo, fakeAgentApi, openAgentArea, refusal, requestsTo, setUpAgentTests, stubFullLoads, user } from '../support/agent-fakes';

/** Signed in: the welcome, the agency, its credit in the page's language and the agency's currency, the tabs, logging out. */
setUpAgentTests();

const figures = (section: HTMLElement) =>
  within(section)
    .getAllByRole('term')
    // Intl puts a no-break space between amount and currency where the language has one.
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ')}`);

describe('the agent home', () => {
  it('welcomes the agent and shows the agency and its credit', async () => {
    fakeAgentApi();
    openAgentArea();
    expect(await screen.findByText('Welcome, Alex')).toBeVisible();
    expect(screen.getByText('Demo Travel Agency · agency reference DTA')).toBeVisible();
    const credit = screen.getByRole('region', { name: 'Your agency’s credit' });
    expect(figures(credit)).toEqual(['Balance: €500.00', 'Credit limit: €0.00', 'Reserved in baskets: €20.00', 'Available: €480.00']);
  });

  it('writes the credit as the page’s language does, in the agency’s currency', async () => {
    fakeAgentApi({
      info: Response.json(
        agentInfo({
          agency: { name: 'London Tours Ltd', reference: 'LTL', currencyId: 2, commissionPercent: 8 },
          credit: { currency: 'GBP', balance: 30000, creditLimit: 20000, reserved: 0, available: 50000 },
        }),
      ),
    });
    openAgentArea({ language: 'de' });
    const credit = await screen.findByRole('region', { name: 'Guthaben Ihrer Agentur' });
    expect(figures(credit)).toEqual(['Kontostand: 300,00 £', 'Kreditlimit: 200,00 £', 'In Warenkörben reserviert: 0,00 £', 'Verfügbar: 500,00 £']);
  });

  it('opens the tab the address names, and moves between tabs with the keyboard', async () => {
    fakeAgentApi();
    openAgentArea({ hash: '#statement' });
    expect(await screen.findByRole('tab', { name: 'Statement' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Statement' })).toHaveAttribute('id', 'statement');
    screen.getByRole('tab', { name: 'Statement' }).focus();
    await user().keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Top up credit' })).toHaveFocus();
    expect(window.location.hash).toBe('#top-up');
  });

  it('goes back to the login, saying why, when the session has ended', async () => {
    fakeAgentApi({ info: refusal(401, 'AGENT_SESSION_EXPIRED') });
    openAgentArea();
    expect(await screen.findByRole('heading', { name: 'Log in as a travel agent' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Please log in again.');
    expect(Cookies.get('isagent')).toBeUndefined();
  });

  it('logs out on the server, then loads the home page in full in the same language', async () => {
    fakeAgentApi();
    const assign = stubFullLoads();
    openAgentArea({ language: 'it' });
    await user().click(await screen.findByRole('button', { name: 'Esci' }));
    await expect.poll(() => assign.mock.calls).toEqual([['/it/home']]);
    expect(requestsTo('POST', 'agent/logout')).toHaveLength(1);
  });

  it('stays and says so when logging out fails', async () => {
    fakeAgentApi({ logout: refusal(500) });
    const assign = stubFullLoads();
    openAgentArea();
    await user().click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not log you out just now.');
    expect(assign).not.toHaveBeenCalled();
  });
});
