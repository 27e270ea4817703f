import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAgentApi, openAgentArea, queryOf, refusal, requestsTo, setUpAgentTests, statement, user } from '../support/agent-fakes';

/** The statement: a range, the table between its opening and closing balances, signed amounts, the CSV. */
setUpAgentTests();

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')).join(' | '));

async function showRange(from: string, to: string) {
  fireEvent.change(await screen.findByLabelText('From'), { target: { value: from } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: to } });
  await user().click(screen.getByRole('button', { name: 'Show' }));
}

describe('the statement tab', () => {
  it('asks for this month at first', async () => {
    fakeAgentApi();
    openAgentArea({ hash: '#statement' });
    await screen.findByRole('table');
    const today = new Date().toISOString().slice(0, 10);
    expect(queryOf(requestsTo('GET', 'agent/statement')[0]!)).toEqual({ from: `${today.slice(0, 8)}01`, to: today });
  });

  it('shows the range asked for between its opening and closing balances, amounts signed in text as well as colour', async () => {
    fakeAgentApi();
    openAgentArea({ hash: '#statement' });
    await showRange('2027-05-01', '2027-05-31');
    await expect.poll(() => requestsTo('GET', 'agent/statement').map((request) => queryOf(request).from)).toContain('2027-05-01');
    const table = await screen.findByRole('table', { name: 'Statement from 01/05/2027 to 31/05/2027' });
    expect(rows(table)).toEqual([
      'Date | What | Reference | Agent | Amount | Balance',
      '01/05/2027 | Opening balance | €500.00',
      '03/05/2027 | Booking | SS7K2QH9AB | Sam Second | −€68.00 | €432.00',
      '04/05/2027 | Top-up by card | TU8H2K | Alex Agent | +€200.00 | €632.00',
      '31/05/2027 | Closing balance | €632.00',
    ]);
    expect(screen.getByRole('region', { name: 'Statement from 01/05/2027 to 31/05/2027' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/v2/agent/statement?format=csv&from=2027-05-01&to=2027-05-31');
  });

  it('refuses a range that ends before it starts, without asking', async () => {
    fakeAgentApi();
    openAgentArea({ hash: '#statement' });
    await screen.findByRole('table');
    await showRange('2027-05-31', '2027-05-01');
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeVisible();
    expect(requestsTo('GET', 'agent/statement')).toHaveLength(1);
  });

  it('says the same when the provider refuses the range', async () => {
    fakeAgentApi({ statement: refusal(400) });
    openAgentArea({ hash: '#statement', language: 'es' });
    expect(await screen.findByText('La fecha final debe ser igual o posterior a la inicial.')).toBeVisible();
  });

  it('says when a period has no entries, with its balances still shown', async () => {
    fakeAgentApi({ statement: Response.json(statement({ opening: 63200, closing: 63200, entries: [] })) });
    openAgentArea({ hash: '#statement' });
    const table = await screen.findByRole('table');
    expect(rows(table)).toContain('No entries in this period.');
    expect(rows(table).at(-1)).toMatch(/Closing balance \| €632\.00$/);
  });
});
