import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { agentBooking, apiKey, bodyOf, fakeAgentApi, openAgentArea, refusal, requestsTo, setUpAgentTests, user } from '../support/agent-fakes';

/** The API keys tab: the agency's OCTO keys listed, a new one's secret shown once, copying, revoking after a confirmation. */
setUpAgentTests();

const SECRET = 'octo_N3wK3yAbSecretPartThatIsShownOnlyOnce0123456';
const KEY_ID = apiKey().id;

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent).join(' | '));

/** A clipboard that records what it was given (user-event brings its own on setup, so this goes after it). */
function stubClipboard(writeText = vi.fn().mockResolvedValue(undefined)) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

async function createKey(name: string, { label = 'Key name', button = 'Create key' } = {}) {
  const u = user();
  await u.type(await screen.findByLabelText(label), name);
  await u.click(screen.getByRole('button', { name: button }));
  return u;
}

describe('the API keys tab', () => {
  it('says what the keys are for and where the API is, and lists the keys with their state', async () => {
    fakeAgentApi({
      apiKeys: Response.json({
        keys: [apiKey(), apiKey({ id: 'a3d1c7e2-0000-4000-8000-000000000002', name: 'Old OTA', prefix: 'octo_0ldK3y12', createdAt: '2027-01-01T10:00:00.000Z', lastUsedAt: null, revokedAt: '2027-03-15T16:00:00.000Z' })],
      }),
    });
    openAgentArea({ hash: '#api-keys' });
    const table = await screen.findByRole('table', { name: 'Your agency’s API keys' });
    expect(screen.getByRole('tab', { name: 'API keys' })).toHaveAttribute('aria-selected', 'true');
    expect(rows(table)).toEqual([
      'Name | Key | Created | Last used | Status | Actions',
      'Channel manager | octo_Xk3v9QaB… | 02/04/2027 | 10/05/2027 | Active | Revoke',
      'Old OTA | octo_0ldK3y12… | 01/01/2027 | Never | Revoked on 15/03/2027 | ',
    ]);
    expect(within(table).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Revoke Channel manager']);
    expect(screen.getByText('Active keys: 1 of 10')).toBeVisible();
    expect(screen.getByText(`${window.location.origin}/api/octo/v1`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'OpenAPI document (JSON)' })).toHaveAttribute('href', '/api/octo/v1/openapi.json');
  });

  it('writes the dates as the page’s language does', async () => {
    fakeAgentApi({ apiKeys: Response.json({ keys: [apiKey({ lastUsedAt: null, revokedAt: '2027-03-15T16:00:00.000Z' })] }) });
    openAgentArea({ hash: '#api-keys', language: 'en-us' });
    const table = await screen.findByRole('table');
    expect(rows(table)[1]).toBe('Channel manager | octo_Xk3v9QaB… | Apr 2, 2027 | Never | Revoked on Mar 15, 2027 | ');
  });

  it('says when the agency has no keys yet', async () => {
    fakeAgentApi({ apiKeys: Response.json({ keys: [] }) });
    openAgentArea({ hash: '#api-keys' });
    expect(await screen.findByText('Your agency has no API keys yet.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the keys cannot be loaded, and loads them again on request', async () => {
    let calls = 0;
    fakeAgentApi({ apiKeys: () => (++calls === 1 ? refusal(500) : Response.json({ keys: [apiKey()] })) });
    openAgentArea({ hash: '#api-keys' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the keys just now.');
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });

  it('creates a key and shows its secret once: read-only, focused, with the warning, until the agent has stored it', async () => {
    let created = false;
    fakeAgentApi({
      apiKeys: () =>
        Response.json({
          keys: created ? [apiKey({ id: '7c1e2a90-1d4b-4c8e-8f3a-5b6c7d8e9f00', name: 'Booking.com connector', prefix: 'octo_N3wK3yAb', lastUsedAt: null }), apiKey()] : [apiKey()],
        }),
    });
    const listed = () => requestsTo('GET', 'agent/api-keys').length;
    openAgentArea({ hash: '#api-keys' });
    await screen.findByRole('table');
    created = true;
    const u = await createKey('  Booking.com connector ');

    const secret = await screen.findByLabelText('API key');
    expect(secret).toHaveValue(SECRET);
    expect(secret).toHaveAttribute('readonly');
    expect(secret).toHaveFocus();
    expect(secret).toHaveAccessibleDescription('Copy the key now and keep it somewhere safe: it will not be shown again. If it is lost, revoke it and create a new one.');
    expect(screen.getByRole('heading', { name: 'Your new key “Booking.com connector”' })).toBeVisible();
    expect(await bodyOf(requestsTo('POST', 'agent/api-keys')[0]!)).toEqual({ name: 'Booking.com connector' });
    expect(screen.getByLabelText('Key name')).toHaveValue('');
    // The list is read again, and shows the new key by its prefix only.
    await expect.poll(listed).toBe(2);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Booking.com connector' })).toBeVisible();
    expect(table).not.toHaveTextContent(SECRET);

    await u.click(screen.getByRole('button', { name: 'I have stored the key' }));
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(document.body).not.toHaveTextContent(SECRET);
    expect(screen.getByLabelText('Key name')).toHaveFocus();
  });

  it('creates one key for a double click', async () => {
    const slow = (request: Request) => new Promise<Response>((resolve) => setTimeout(async () => resolve(Response.json({ ...apiKey({ name: (await bodyOf(request)).name as string }), key: SECRET })), 50));
    fakeAgentApi({ createApiKey: slow });
    openAgentArea({ hash: '#api-keys' });
    const u = user();
    await u.type(await screen.findByLabelText('Key name'), 'Channel manager 2');
    await u.dblClick(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByLabelText('API key')).toHaveValue(SECRET);
    expect(requestsTo('POST', 'agent/api-keys')).toHaveLength(1);
  });

  it('checks the name before asking', async () => {
    fakeAgentApi();
    openAgentArea({ hash: '#api-keys' });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Please enter a name for the key')).toBeVisible();
    expect(screen.getByLabelText('Key name')).toHaveFocus();
    await u.type(screen.getByLabelText('Key name'), 'x'.repeat(61));
    expect(await screen.findByText('Use at most 60 characters')).toBeVisible();
    expect(screen.getByLabelText('Key name')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('POST', 'agent/api-keys')).toHaveLength(0);
  });

  it('copies the key and says so politely', async () => {
    fakeAgentApi();
    openAgentArea({ hash: '#api-keys' });
    const u = await createKey('Channel manager 2');
    const writeText = stubClipboard();
    await u.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    const said = await screen.findByText('Copied');
    expect(said).toHaveAttribute('role', 'status');
  });

  it('selects the key to copy by hand where the browser will not copy it', async () => {
    fakeAgentApi();
    openAgentArea({ hash: '#api-keys' });
    const u = await createKey('Channel manager 2');
    stubClipboard(vi.fn().mockRejectedValue(new Error('denied')));
    const secret = await screen.findByLabelText<HTMLInputElement>('API key');
    secret.setSelectionRange(0, 0);
    await u.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/Your browser did not let us copy the key/)).toHaveAttribute('role', 'status');
    expect([secret.selectionStart, secret.selectionEnd]).toEqual([0, SECRET.length]);
  });

  it('asks before revoking, then revokes once and shows the list read again', async () => {
    let revoked = false;
    fakeAgentApi({ apiKeys: () => Response.json({ keys: [apiKey(revoked ? { revokedAt: '2027-05-20T09:00:00.000Z' } : {})] }) });
    openAgentArea({ hash: '#api-keys' });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Revoke Channel manager' }));
    let dialog = screen.getByRole('dialog', { name: 'Revoke the key “Channel manager”?' });
    expect(dialog).toHaveTextContent('Systems using the key octo_Xk3v9QaB… can no longer book from the moment it is revoked.');
    expect(within(dialog).getByRole('button', { name: 'Keep the key' })).toHaveFocus();
    await u.click(within(dialog).getByRole('button', { name: 'Keep the key' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo('DELETE', `agent/api-keys/${KEY_ID}`)).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Revoke Channel manager' }));
    dialog = screen.getByRole('dialog');
    revoked = true;
    await u.dblClick(within(dialog).getByRole('button', { name: 'Revoke the key' }));
    expect(await screen.findByText('The key “Channel manager” has been revoked.')).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo('DELETE', `agent/api-keys/${KEY_ID}`)).toHaveLength(1);
    await expect.poll(() => requestsTo('GET', 'agent/api-keys').length).toBe(2);
    expect(rows(screen.getByRole('table'))[1]).toBe('Channel manager | octo_Xk3v9QaB… | 02/04/2027 | 10/05/2027 | Revoked on 20/05/2027 | ');
    expect(screen.queryByRole('button', { name: 'Revoke Channel manager' })).toBeNull();
  });

  it('says so in the dialog when the key no longer exists, and reads the list again', async () => {
    fakeAgentApi({ revokeApiKey: refusal(404, 'API_KEY_NOT_FOUND') });
    openAgentArea({ hash: '#api-keys' });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Revoke Channel manager' }));
    await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke the key' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('This key no longer exists in your agency. The list has been refreshed.');
    await expect.poll(() => requestsTo('GET', 'agent/api-keys').length).toBe(2);
  });

  it('explains the limit of active keys in the page’s language, and keeps the name typed', async () => {
    fakeAgentApi({ createApiKey: refusal(422, 'API_KEY_LIMIT') });
    openAgentArea({ hash: '#api-keys', language: 'fr' });
    await createKey('Gestionnaire de canaux', { label: 'Nom de la clé', button: 'Créer la clé' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Votre agence a déjà 10 clés actives, le maximum possible. Révoquez-en une que vous n’utilisez plus, puis créez la nouvelle.');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Nom de la clé')).toHaveValue('Gestionnaire de canaux');
    expect(screen.queryByLabelText('Clé d’API')).toBeNull();
  });

  it('goes back to the login when the session has ended, on reading the keys', async () => {
    fakeAgentApi({ apiKeys: refusal(401, 'AGENT_SESSION_EXPIRED') });
    openAgentArea({ hash: '#api-keys' });
    expect(await screen.findByRole('heading', { name: 'Log in as a travel agent' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Please log in again.');
    expect(Cookies.get('isagent')).toBeUndefined();
  });

  it('goes back to the login when the session has ended, on creating a key', async () => {
    fakeAgentApi({ createApiKey: refusal(401, 'AGENT_SESSION_EXPIRED') });
    openAgentArea({ hash: '#api-keys' });
    await createKey('Channel manager 2');
    expect(await screen.findByRole('heading', { name: 'Log in as a travel agent' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended. Please log in again.');
  });
});

describe('a booking made through the OCTO API', () => {
  it('carries a badge in the bookings tab; one made in the shop does not', async () => {
    fakeAgentApi({
      bookings: Response.json({ bookings: [agentBooking({ channel: 'octo' }), agentBooking({ reference: 'SS2SHOP0AB', channel: 'shop' })], page: 1, pages: 1, total: 2 }),
    });
    openAgentArea({ language: 'de' });
    const octo = await screen.findByRole('article', { name: 'Buchung SS7K2QH9AB' });
    expect(within(octo).getByText('über OCTO-API')).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Buchung SS2SHOP0AB' })).queryByText('über OCTO-API')).toBeNull();
  });
});
