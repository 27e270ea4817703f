/** The part of oidc-provider (an ES module package without types) the local OpenID server uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcAccount {
    accountId: string;
    claims: (use: string, scope: string) => Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface OidcConfiguration {
    clients: Record<string, unknown>[];
    findAccount: (ctx: unknown, id: string) => Promise<OidcAccount | undefined> | OidcAccount | undefined;
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    cookies?: { keys: string[] };
    jwks?: { keys: Record<string, unknown>[] };
    pkce?: { required?: () => boolean };
    features?: Record<string, { enabled: boolean }>;
    ttl?: Record<string, number>;
    renderError?: (ctx: { type: string; body: string }, out: Record<string, string>, error: Error) => void | Promise<void>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: OidcConfiguration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
