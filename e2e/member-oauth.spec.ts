import { expect as baseExpect, test, type Page } from '@playwright/test';
import { pagePath } from '../lib/i18n/pages';
import { OIDC_USER } from '../tests/support/oidc-accounts';
import { fill, rejectCookies, useProjectWidth } from './helpers';
import { MESSAGES } from './messages';
import { freshEmail, ownAddress } from './support/members';

// Passwords are hashed with scrypt on purpose (slow): answers after a submit may take seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * "Continue with Google" and "Continue with Facebook" against a real OpenID Connect server
 * (e2e/support/oidc-server.mts, started by playwright.config.ts) standing in for both: the
 * shop's own code does the whole flow — state, PKCE, the code exchange, the ID token's
 * signature — and the person only sees the provider's login and consent pages.
 */

/** The local server's pages (oidc-provider's development ones): any login name, any password, then consent. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:3102\/interaction\//);
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any password at all');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

const providers = [
  { lang: 'en', provider: 'Google', tag: ' @mobile' },
  { lang: 'es', provider: 'Facebook', tag: ' @mobile' },
] as const;

for (const { lang, provider, tag } of providers) {
  test(`${lang}: continue with ${provider}, sign in at the provider, land signed in on the member area${tag}`, async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await useProjectWidth(page, testInfo);
    await ownAddress(page);
    const m = MESSAGES[lang];
    // Olivia, under an address of this run's own, so parallel runs never race to create one member.
    const login = freshEmail(provider.toLowerCase(), testInfo);

    await page.goto(pagePath(lang, 'login'));
    await rejectCookies(page, lang);
    const main = page.getByRole('main');
    // Both are configured for the e2e run, so both buttons show.
    await expect(main.getByRole('button', { name: fill(m.account.login.withProvider, { provider: 'Google' }) })).toBeVisible();
    await expect(main.getByRole('button', { name: fill(m.account.login.withProvider, { provider: 'Facebook' }) })).toBeVisible();
    await main.getByRole('button', { name: fill(m.account.login.withProvider, { provider }) }).click();

    await signInAtProvider(page, login);

    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:3100${pagePath(lang, 'memberArea')}$`), { timeout: 15_000 });
    await expect(page.getByRole('main').getByText(fill(m.memberArea.greeting, { name: OIDC_USER.givenName }))).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: fill(m.header.member.menuSignedIn, { name: OIDC_USER.givenName }), exact: true })).toBeVisible();
    const session = (await page.context().cookies()).find((c) => c.name === 'member.session_token');
    expect(session?.httpOnly).toBe(true);

    // The account is the provider's person: its details show their name and address.
    const info = await (await page.request.get('/api/v2/member/info', { headers: { 'x-language': lang } })).json();
    expect(info).toMatchObject({ name: `${OIDC_USER.givenName} ${OIDC_USER.familyName}`, email: login, emailVerified: true, providers: [provider.toLowerCase()] });
  });
}
