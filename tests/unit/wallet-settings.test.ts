import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketsFromEnv } from '@/provider/services/tickets/wallet-settings';

/** The ticket settings read at start-up: each wallet all or nothing, keys that open, an operator key long enough. */
let dir: string;
let cert: string;
let key: string;
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'wallet-settings-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'key.pem', '-out', 'cert.pem', '-subj', '/CN=Throw-away', '-days', '1'], { cwd: dir, stdio: 'pipe' });
  cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
  key = readFileSync(join(dir, 'key.pem'), 'utf8');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const appleEnv = () => ({
  APPLE_WALLET_PASS_TYPE_ID: 'pass.example.tickets',
  APPLE_WALLET_TEAM_ID: 'TEAM123456',
  APPLE_WALLET_CERT: cert,
  APPLE_WALLET_KEY: key,
  APPLE_WALLET_WWDR: cert,
});
const googleEnv = () => ({ GOOGLE_WALLET_ISSUER_ID: '3388000000022334455', GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'wallet@shop.iam.gserviceaccount.com', GOOGLE_WALLET_PRIVATE_KEY: rsa });

describe('ticket settings from the environment', () => {
  it('without any: no operator key and no wallets', () => {
    expect(ticketsFromEnv({})).toEqual({ operatorKey: undefined, wallet: { apple: undefined, google: undefined } });
  });

  it('reads both wallets and the operator key when all their variables are there', () => {
    const settings = ticketsFromEnv({ ...appleEnv(), ...googleEnv(), OPERATOR_KEY: ' a-long-operator-key-0123 ' });
    expect(settings.operatorKey).toBe('a-long-operator-key-0123');
    expect(settings.wallet?.apple).toEqual({ passTypeId: 'pass.example.tickets', teamId: 'TEAM123456', certificate: cert.trim(), key: key.trim(), keyPassphrase: undefined, wwdr: cert.trim() });
    expect(settings.wallet?.google).toEqual({ issuerId: '3388000000022334455', serviceAccountEmail: 'wallet@shop.iam.gserviceaccount.com', privateKey: rsa.trim() });
  });

  it('takes PEMs written on one line with \\n escapes, as a service account’s JSON has them', () => {
    const settings = ticketsFromEnv({ ...googleEnv(), GOOGLE_WALLET_PRIVATE_KEY: rsa.trim().replace(/\n/g, '\\n') });
    expect(settings.wallet?.google?.privateKey).toBe(rsa.trim());
  });

  it.each(['APPLE_WALLET_PASS_TYPE_ID', 'APPLE_WALLET_KEY', 'APPLE_WALLET_WWDR'])('stops at start-up when an Apple variable is missing (%s)', (missing) => {
    const env: Record<string, string> = appleEnv();
    delete env[missing];
    expect(() => ticketsFromEnv(env)).toThrow('Apple Wallet needs APPLE_WALLET_PASS_TYPE_ID, APPLE_WALLET_TEAM_ID, APPLE_WALLET_CERT, APPLE_WALLET_KEY, APPLE_WALLET_WWDR together');
  });

  it('stops at start-up when a Google variable is missing, or its issuer id is not a number', () => {
    expect(() => ticketsFromEnv({ GOOGLE_WALLET_ISSUER_ID: '3388000000022334455' })).toThrow('Google Wallet needs GOOGLE_WALLET_ISSUER_ID, GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL, GOOGLE_WALLET_PRIVATE_KEY together');
    expect(() => ticketsFromEnv({ ...googleEnv(), GOOGLE_WALLET_ISSUER_ID: 'shop' })).toThrow('GOOGLE_WALLET_ISSUER_ID must be the issuer');
  });

  it('stops at start-up on a certificate or key that does not open, naming the variable and not its value', () => {
    expect(() => ticketsFromEnv({ ...appleEnv(), APPLE_WALLET_CERT: 'not a certificate' })).toThrow(/^APPLE_WALLET_CERT cannot be read/);
    expect(() => ticketsFromEnv({ ...appleEnv(), APPLE_WALLET_WWDR: key })).toThrow(/^APPLE_WALLET_WWDR cannot be read/);
    expect(() => ticketsFromEnv({ ...appleEnv(), APPLE_WALLET_KEY: 'secret garbage' })).toThrow(/^APPLE_WALLET_KEY cannot be read(?!.*secret garbage)/);
    expect(() => ticketsFromEnv({ ...googleEnv(), GOOGLE_WALLET_PRIVATE_KEY: 'nope' })).toThrow(/^GOOGLE_WALLET_PRIVATE_KEY cannot be read/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => ticketsFromEnv({ ...googleEnv(), GOOGLE_WALLET_PRIVATE_KEY: ec })).toThrow('GOOGLE_WALLET_PRIVATE_KEY cannot be read: not an RSA key');
  });

  it('opens an encrypted Apple key with its passphrase, and stops without the right one', () => {
    const encrypted = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'correct horse' }).toString();
    expect(ticketsFromEnv({ ...appleEnv(), APPLE_WALLET_KEY: encrypted, APPLE_WALLET_KEY_PASSPHRASE: 'correct horse' }).wallet?.apple?.keyPassphrase).toBe('correct horse');
    expect(() => ticketsFromEnv({ ...appleEnv(), APPLE_WALLET_KEY: encrypted, APPLE_WALLET_KEY_PASSPHRASE: 'wrong' })).toThrow(/^APPLE_WALLET_KEY cannot be read/);
  });

  it('refuses an operator key short enough to guess', () => {
    expect(() => ticketsFromEnv({ OPERATOR_KEY: 'letmein' })).toThrow('OPERATOR_KEY must be at least 16 characters long');
  });
});
