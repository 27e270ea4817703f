/**
 * Who the local OpenID server (oidc-server.ts) knows: the shop's two clients and the people who
 * sign in. Apart from the server so that Playwright's config and specs can read them without
 * loading oidc-provider.
 */

/** The clients the shop is registered as; their ids and secrets go into GOOGLE_* and FACEBOOK_*. */
export const OIDC_CLIENTS = {
  google: { clientId: 'shop-google', clientSecret: 'shop-google-secret-for-tests' },
  facebook: { clientId: 'shop-facebook', clientSecret: 'shop-facebook-secret-for-tests' },
} as const;

export interface OidcPerson {
  /** What to type as the login name on the server's sign-in page; it is also the account's `sub`. */
  login: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

/** The test account. Another login name that is not an email address gets her profile too, under its own `sub`. */
export const OIDC_USER: OidcPerson = {
  login: 'olivia',
  email: 'oidc.user@example.test',
  emailVerified: true,
  givenName: 'Olivia',
  familyName: 'Oidc',
};

/** An account whose provider does not vouch for its email: it must never be linked to an existing member. */
export const OIDC_UNVERIFIED_USER: OidcPerson = {
  login: 'uma',
  email: 'oidc.unverified@example.test',
  emailVerified: false,
  givenName: 'Uma',
  familyName: 'Unverified',
};
