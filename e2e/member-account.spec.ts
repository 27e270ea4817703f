import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney } from '../lib/format/money';
import { LANGUAGES } from '../lib/i18n/languages';
import { pagePath } from '../lib/i18n/pages';
import { fill, rejectCookies, useProjectWidth } from './helpers';
import { MESSAGES } from './messages';
import { freshEmail, linkFromEmail, memberPricedDeparture, ownAddress, reserveParam } from './support/members';

// Passwords are hashed with scrypt on purpose (slow): answers after a submit may take seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * A member's account as a person lives it, in English on a wide screen and in Spanish on a phone:
 * register, confirm the address from the welcome email, log out, log in again with "remember me",
 * buy a tour at the member price, find the order in "My purchases", print its vouchers and cancel
 * its ticket. Then the failures and the ways back in: a wrong password, a password reset from
 * the email's link, and the member area as someone signed out sees it.
 */

type Lang = 'en' | 'es';
const API_LANGUAGE: Record<Lang, string> = { en: 'en', es: 'es' };
const PASSWORD = 'violet-harbour-lantern-42';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The `one {…}` branch of an ICU plural message: what it says for a single ticket. */
const one = (template: string) => /one \{([^}]*)\}/.exec(template)?.[1] ?? template;
/** A label with the form's "required" mark. */
const required = (label: string) => `${label} *`;

/** The header's members' menu button: its name says who is signed in. */
function memberMenu(page: Page, lang: Lang, firstName?: string) {
  const h = MESSAGES[lang].header.member;
  return page.getByRole('banner').getByRole('button', { name: firstName ? fill(h.menuSignedIn, { name: firstName }) : h.menu, exact: true });
}

async function logIn(page: Page, lang: Lang, email: string, password: string, rememberMe: boolean) {
  const a = MESSAGES[lang].account;
  await page.goto(pagePath(lang, 'login'));
  const form = page.getByRole('main');
  await form.getByLabel(a.fields.email, { exact: true }).fill(email);
  await form.getByLabel(a.fields.password, { exact: true }).fill(password);
  await form.getByRole('checkbox', { name: a.fields.rememberMe }).setChecked(rememberMe);
  await form.getByRole('button', { name: a.login.submit, exact: true }).click();
}

/** An account made through the API and confirmed from its welcome email, as a quicker start for the specs that need one. */
async function confirmedAccount(request: APIRequestContext, address: Record<string, string>, lang: Lang, email: string, name: string) {
  const headers = { ...address, 'x-language': API_LANGUAGE[lang] };
  const registered = await request.post('/api/v2/member/signin/email', { headers, data: { name, email, password: PASSWORD, acceptTerms: true, language: API_LANGUAGE[lang] } });
  expect(registered.status(), await registered.text()).toBe(202);
  const link = await linkFromEmail('verify', email, new RegExp(`/${lang}/login\\?verify=[^\\s"<>&]+`));
  const token = new URL(link, 'http://shop').searchParams.get('verify');
  const verified = await request.post('/api/v2/member/verify', { headers, data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  await request.post('/api/v2/member/logout', { headers });
}

/** What the basket of one adult on the departure costs, asked of the provider by whoever `request` is. */
async function basketTotal(request: APIRequestContext, lang: Lang, currencyId: string, line: Awaited<ReturnType<typeof memberPricedDeparture>>) {
  const headers = { 'x-language': API_LANGUAGE[lang], 'x-currency': currencyId };
  const sale = await (await request.get('/api/v2/transaction/sale', { headers })).json();
  if (sale.items?.length) return sale.total as { amount: number; currency: 'EUR' | 'GBP' | 'USD' };
  const added = await request.post('/api/v2/transaction/addToCart', {
    headers,
    data: { productId: line.productId, optionId: line.optionId, date: line.date, time: line.time, units: [{ type: 'adult', quantity: 1 }], packageChoices: line.packageChoices },
  });
  expect(added.status(), await added.text()).toBe(200);
  return (await (await request.get('/api/v2/transaction/sale', { headers })).json()).total as { amount: number; currency: 'EUR' | 'GBP' | 'USD' };
}

const journeys = [
  { lang: 'en', tag: '', name: 'Emma Member', skip: 0 },
  { lang: 'es', tag: ' @mobile', name: 'Elena Socia', skip: 2 },
] as const;

for (const { lang, tag, name, skip } of journeys) {
  test(`${lang}: register → confirm from the email → log out → log in remembered → buy at the member price → My purchases → print → cancel${tag}`, async ({ page, playwright }, testInfo) => {
    test.setTimeout(180_000);
    await useProjectWidth(page, testInfo);
    await ownAddress(page);
    const m = MESSAGES[lang];
    const a = m.account;
    const firstName = name.split(' ')[0]!;
    const email = freshEmail(`member-${lang}`, testInfo);

    // Register: name, email twice, password, the terms.
    await page.goto(pagePath(lang, 'register'));
    await rejectCookies(page, lang);
    const form = page.getByRole('main');
    await form.getByLabel(required(a.fields.name), { exact: true }).fill(name);
    await form.getByLabel(required(a.fields.email), { exact: true }).fill(email);
    await form.getByLabel(required(a.fields.emailConfirm), { exact: true }).fill(email);
    await form.getByLabel(required(a.fields.password), { exact: true }).fill(PASSWORD);
    await form.getByRole('checkbox', { name: new RegExp(`^${escape(fill(a.fields.acceptTerms))}`) }).check();
    await form.getByRole('button', { name: a.register.submit, exact: true }).click();
    await expect(page.getByRole('heading', { name: a.register.sentTitle })).toBeVisible();

    // The welcome email's link confirms the address and signs in: the header greets the member.
    await page.goto(await linkFromEmail('verify', email, new RegExp(`/${lang}/login\\?verify=[^\\s"<>&]+`)));
    await expect(page).toHaveURL(new RegExp(`${pagePath(lang, 'memberArea')}$`), { timeout: 15_000 });
    await expect(memberMenu(page, lang, firstName)).toBeVisible();
    await expect(page.getByRole('main').getByText(fill(m.memberArea.greeting, { name: firstName }))).toBeVisible();

    // Log out from the header's menu: the header shows a visitor again.
    await memberMenu(page, lang, firstName).click();
    await page.getByRole('banner').getByRole('button', { name: m.header.member.logout, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/home$`));
    await expect(memberMenu(page, lang)).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'member.session_token')).toBeUndefined();

    // Log in with "remember me": the session cookie outlives the browser (about 30 days).
    await logIn(page, lang, email, PASSWORD, true);
    await expect(page).toHaveURL(new RegExp(`${pagePath(lang, 'memberArea')}$`));
    await expect(memberMenu(page, lang, firstName)).toBeVisible();
    const session = (await page.context().cookies()).find((c) => c.name === 'member.session_token');
    expect(session?.httpOnly).toBe(true);
    expect(session!.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);

    // A tour with a member price, in the basket: it costs the member less than a visitor.
    const line = await memberPricedDeparture(page.request, skip + (testInfo.project.name === 'mobile' ? 1 : 0), lang);
    await page.goto(`${pagePath(lang, 'basket')}?reserve=${reserveParam(line)}`);
    await expect(page.getByRole('main').getByText(line.productName).first()).toBeVisible();
    const currencyId = (await page.locator('html').getAttribute('data-currency'))!;
    const memberTotal = await basketTotal(page.request, lang, currencyId, line);
    const visitor = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const publicTotal = await basketTotal(visitor, lang, currencyId, line);
    await visitor.dispose();
    expect(memberTotal.amount).toBeLessThan(publicTotal.amount);
    await expect(page.getByRole('main').getByText(formatMoney(memberTotal, LANGUAGES[lang].intlLocale)).filter({ visible: true }).first()).toBeVisible();

    // Pay with the sandbox's approved card.
    const p = m.payment;
    await page.goto(pagePath(lang, 'payment'));
    const details = page.getByRole('group', { name: p.customer.title });
    await details.getByLabel(p.customer.firstName, { exact: true }).fill(firstName);
    await details.getByLabel(p.customer.lastName, { exact: true }).fill(name.split(' ')[1]!);
    await details.getByLabel(p.customer.email, { exact: true }).fill(email);
    await details.getByLabel(p.customer.emailConfirmation, { exact: true }).fill(email);
    await details.getByLabel(p.customer.phone, { exact: true }).fill('612345678');
    await details.getByLabel(p.customer.country, { exact: true }).selectOption('724');
    const card = page.getByRole('group', { name: p.card.title });
    await card.getByLabel(p.card.holder, { exact: true }).fill(name);
    await card.getByLabel(p.card.number, { exact: true }).fill('4111 1111 1111 1111');
    await card.getByLabel(p.card.expiry, { exact: true }).fill('12/34');
    await card.getByLabel(p.card.cvc, { exact: true }).fill('737');
    await page.getByRole('button', { name: new RegExp(`^${escape(p.pay.split('{amount}')[0]!)}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath(lang, 'paymentConfirmed')}\\?order=`), { timeout: 30_000 });
    const reference = (await page.locator('dd').first().textContent())!.trim();
    expect(reference).toMatch(/^SS[2-9A-Z]{8}$/);

    // My purchases: the order, its vouchers as a PDF.
    const pu = m.memberArea.purchases;
    await page.goto(`${pagePath(lang, 'memberArea')}#purchases`);
    const order = page.getByRole('article', { name: fill(pu.reference, { reference }) });
    await expect(order).toBeVisible();
    // The order's status sits in its header (its tickets each have their own below).
    await expect(order.locator('header')).toContainText(pu.status.paid);
    await expect(order.getByText(line.productName)).toBeVisible();
    const print = await order.getByRole('link', { name: pu.pdf }).getAttribute('href');
    const pdf = await page.request.get(print!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Manage → cancel the ticket → back in My purchases the order shows cancelled.
    const mb = m.manageBooking;
    await order.getByRole('button', { name: pu.manage, exact: true }).click();
    await page.getByRole('button', { name: mb.ticket.cancel }).click();
    const cancel = page.getByRole('dialog', { name: one(mb.cancel.titleSome) });
    await cancel.getByRole('button', { name: one(mb.cancel.confirm) }).click();
    await expect(cancel).toBeHidden({ timeout: 15_000 });
    await expect(page.getByRole('article', { name: line.productName })).toHaveAttribute('data-status', 'cancelled');
    await page.getByRole('button', { name: pu.back, exact: true }).click();
    await expect(order.locator('header')).toContainText(pu.status.cancelled);
    await expect(order.getByRole('list', { name: pu.tickets })).toContainText(pu.lineStatus.cancelled);
  });
}

for (const { lang, tag } of journeys) {
  test(`${lang}: a wrong password says the data entered is not correct${tag}`, async ({ page }, testInfo) => {
    await useProjectWidth(page, testInfo);
    await ownAddress(page);
    await page.goto(pagePath(lang, 'login'));
    await rejectCookies(page, lang);
    await logIn(page, lang, freshEmail('nobody', testInfo), 'not-the-password-1', false);
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES[lang].account.login.invalid })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${pagePath(lang, 'login')}$`));
    await expect(memberMenu(page, lang)).toBeVisible();
  });

  test(`${lang}: signed out, the member area is exclusive, with the way to register or log in${tag}`, async ({ page }, testInfo) => {
    await useProjectWidth(page, testInfo);
    const s = MESSAGES[lang].memberArea.signedOut;
    await page.goto(pagePath(lang, 'memberArea'));
    await rejectCookies(page, lang);
    const exclusive = page.getByRole('region', { name: s.title });
    await expect(exclusive.getByText(s.badge, { exact: true })).toBeVisible();
    await expect(exclusive.getByRole('heading', { name: s.title })).toBeVisible();
    await expect(exclusive.getByRole('link', { name: s.register })).toHaveAttribute('href', pagePath(lang, 'register'));
    await expect(exclusive.getByRole('link', { name: s.login })).toHaveAttribute('href', pagePath(lang, 'login'));
    // The members' area has no footer (spec §2).
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
  });
}

test('a password reset from the email link: the new password works, the old one no longer does @mobile', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  await useProjectWidth(page, testInfo);
  const address = await ownAddress(page);
  const a = MESSAGES.en.account;
  const email = freshEmail('reset', testInfo);
  await confirmedAccount(request, address, 'en', email, 'Rita Reset');

  await page.goto(pagePath('en', 'passwordReset'));
  await rejectCookies(page);
  await page.getByRole('main').getByLabel(a.fields.email, { exact: true }).fill(email);
  await page.getByRole('main').getByRole('button', { name: a.reset.requestSubmit, exact: true }).click();
  await expect(page.getByRole('heading', { name: a.reset.requestSentTitle })).toBeVisible();

  const newPassword = 'copper-meadow-sailing-77';
  await page.goto(await linkFromEmail('reset', email, /\/en\/password-reset\?token=[^\s"<>&]+/));
  await page.getByLabel(a.fields.newPassword, { exact: true }).fill(newPassword);
  await page.getByLabel(a.fields.passwordConfirm, { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: a.reset.setSubmit, exact: true }).click();
  await expect(page.getByRole('heading', { name: a.reset.doneTitle })).toBeVisible();

  await logIn(page, 'en', email, PASSWORD, false);
  await expect(page.getByRole('alert').filter({ hasText: a.login.invalid })).toBeVisible();

  await logIn(page, 'en', email, newPassword, false);
  await expect(page).toHaveURL(new RegExp(`${pagePath('en', 'memberArea')}$`));
  await expect(memberMenu(page, 'en', 'Rita')).toBeVisible();
  // Without "remember me" the session ends with the browser: its cookie has no expiry.
  expect((await page.context().cookies()).find((c) => c.name === 'member.session_token')?.expires).toBe(-1);
});
