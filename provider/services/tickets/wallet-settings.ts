import { createPrivateKey, X509Certificate } from 'node:crypto';

/** Apple Wallet: the pass type's identifiers and the certificates that sign each pass. */
export interface AppleWalletSettings {
  /** APPLE_WALLET_PASS_TYPE_ID, e.g. `pass.example.tickets`. */
  passTypeId: string;
  /** APPLE_WALLET_TEAM_ID: the developer team that owns the pass type. */
  teamId: string;
  /** APPLE_WALLET_CERT: the pass type's signer certificate (PEM). */
  certificate: string;
  /** APPLE_WALLET_KEY: its private key (PEM), opened with APPLE_WALLET_KEY_PASSPHRASE when encrypted. */
  key: string;
  keyPassphrase?: string;
  /** APPLE_WALLET_WWDR: Apple's WWDR intermediate certificate (PEM). */
  wwdr: string;
}

/** Google Wallet: the issuer and the service account whose key signs the "save" links. */
export interface GoogleWalletSettings {
  /** GOOGLE_WALLET_ISSUER_ID: the issuer's number in the Google Pay & Wallet Console. */
  issuerId: string;
  /** GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL */
  serviceAccountEmail: string;
  /** GOOGLE_WALLET_PRIVATE_KEY: the service account's RSA key (PEM). */
  privateKey: string;
}

/** Each wallet when configured; an absent one has no button and its route answers 404. */
export interface WalletSettings {
  apple?: AppleWalletSettings;
  google?: GoogleWalletSettings;
}

/** The scanner's key and the wallets: what the ticket routes need from the environment. */
export interface TicketSettings {
  /** OPERATOR_KEY: the entrance staff's scanners send it; unset, ticket checks are off (404). */
  operatorKey?: string;
  wallet?: WalletSettings;
}

/** The environment, or any record of its variables (tests). */
type Env = Record<string, string | undefined>;

/** A PEM from an environment variable: one-line values carry `\n` escapes (as in a service account's JSON). */
function pem(value: string): string {
  return value.includes('\\n') ? value.replace(/\\n/g, '\n') : value;
}

/** The variables of one group, trimmed; all or none of the required ones, else start-up stops. */
function group<K extends string>(env: Env, names: Record<K, string>, what: string): Record<K, string> | undefined {
  const values = Object.fromEntries(Object.entries<string>(names).map(([key, name]) => [key, env[name]?.trim() ?? ''])) as Record<K, string>;
  const given = Object.values<string>(values).filter(Boolean).length;
  if (given === 0) return undefined;
  if (given < Object.keys(names).length) {
    throw new Error(`${what} needs ${Object.values(names).join(', ')} together (or none of them: no ${what} button).`);
  }
  return values;
}

/** The Apple settings, checked now: a certificate or key that does not open is a start-up error, not a failing pass later. */
export function appleWalletFromEnv(env: Env): AppleWalletSettings | undefined {
  const values = group(
    env,
    { passTypeId: 'APPLE_WALLET_PASS_TYPE_ID', teamId: 'APPLE_WALLET_TEAM_ID', certificate: 'APPLE_WALLET_CERT', key: 'APPLE_WALLET_KEY', wwdr: 'APPLE_WALLET_WWDR' },
    'Apple Wallet',
  );
  if (!values) return undefined;
  const settings: AppleWalletSettings = {
    passTypeId: values.passTypeId,
    teamId: values.teamId,
    certificate: pem(values.certificate),
    key: pem(values.key),
    keyPassphrase: env.APPLE_WALLET_KEY_PASSPHRASE || undefined,
    wwdr: pem(values.wwdr),
  };
  readable('APPLE_WALLET_CERT', () => new X509Certificate(settings.certificate));
  readable('APPLE_WALLET_WWDR', () => new X509Certificate(settings.wwdr));
  readable('APPLE_WALLET_KEY', () => createPrivateKey({ key: settings.key, passphrase: settings.keyPassphrase }));
  return settings;
}

export function googleWalletFromEnv(env: Env): GoogleWalletSettings | undefined {
  const values = group(
    env,
    { issuerId: 'GOOGLE_WALLET_ISSUER_ID', serviceAccountEmail: 'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL', privateKey: 'GOOGLE_WALLET_PRIVATE_KEY' },
    'Google Wallet',
  );
  if (!values) return undefined;
  // Google's object ids are `{issuer}.{suffix}`: the issuer id is a number.
  if (!/^\d+$/.test(values.issuerId)) throw new Error(`GOOGLE_WALLET_ISSUER_ID must be the issuer's number, not "${values.issuerId}"`);
  const settings: GoogleWalletSettings = { ...values, privateKey: pem(values.privateKey) };
  readable('GOOGLE_WALLET_PRIVATE_KEY', () => {
    // The save links are RS256 JWTs: a service account's key is RSA.
    if (createPrivateKey(settings.privateKey).asymmetricKeyType !== 'rsa') throw new Error('not an RSA key');
  });
  return settings;
}

/** OPERATOR_KEY: long enough not to be guessed, since it admits anyone who holds it to every check. */
function operatorKeyFromEnv(value: string | undefined): string | undefined {
  const key = value?.trim();
  if (!key) return undefined;
  if (key.length < 16) throw new Error('OPERATOR_KEY must be at least 16 characters long');
  return key;
}

export function ticketsFromEnv(env: Env): TicketSettings {
  return {
    operatorKey: operatorKeyFromEnv(env.OPERATOR_KEY),
    wallet: { apple: appleWalletFromEnv(env), google: googleWalletFromEnv(env) },
  };
}

function readable(name: string, open: () => unknown): void {
  try {
    open();
  } catch (error) {
    // The message names the variable, never its value.
    throw new Error(`${name} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}
