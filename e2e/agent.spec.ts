import { expect as baseExpect, test, type Page } from '@playwright/test';
import { formatMoney } from '../lib/format/money';
import { LANGUAGES } from '../lib/i18n/languages';
import { pagePath } from '../lib/i18n/pages';
import { fill, rejectCookies, useProjectWidth } from './helpers';
import { MESSAGES } from './messages';
import { memberPricedDeparture, ownAddress, reserveParam } from './support/members';

// Passwords are hashed with scrypt on purpose (slow): answers after a submit may take seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * A travel agent's day, in English on a wide screen and in French on a phone: log in at the agent
 * area, see the agency's credit in the header (no currency or member menu), book a tour for a
 * traveller on credit, find the debit in the statement, cancel the ticket from the agency's
 * bookings, find the credit back, and log out to the home page in the same language.
 */

type Lang = 'en' | 'fr';
const PASSWORD = 'DemoAgent!2026';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The `one {…}` branch of an ICU plural message: what it says for a single ticket. */
const one = (template: string) => /one \{([^}]*)\}/.exec(template)?.[1] ?? template;
/** Money as the page shows it, whatever space the locale puts before the symbol. */
const moneyText = (amount: number, lang: Lang) => formatMoney({ amount, currency: 'EUR' }, LANGUAGES[lang].intlLocale);
const loose = (text: string) => new RegExp(escape(text).replace(/\s/g, '\\s'));

interface Credit {
  available: number;
}

/** The agency's credit as the provider sees it, through the page's own session. */
async function credit(page: Page): Promise<Credit> {
  const info = await page.request.get('/api/v2/agent/info');
  expect(info.status(), await info.text()).toBe(200);
  return (await info.json()).credit as Credit;
}

/** The header's currency menu (its name starts "Currency: …"; French puts a no-break space before the colon). */
const currencyMenu = (page: Page, lang: Lang) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${loose(MESSAGES[lang].header.currencyMenu.split('{')[0]!).source}`) });

/** The booking as the agency's bookings list has it (other tests book on the same demo agency meanwhile). */
async function booked(page: Page, reference: string): Promise<{ total: number; refunded: number }> {
  const answer = await page.request.get(`/api/v2/agent/bookings?q=${reference}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const [booking] = (await answer.json()).bookings as { total: { amount: number }; refunded: { amount: number } }[];
  return { total: booking!.total.amount, refunded: booking!.refunded.amount };
}

/** Nothing in the header, nor the page, is wider than the screen. */
async function noOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    header: document.querySelector('header')!.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.header).toBeLessThanOrEqual(widths.screen);
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

const journeys = [
  { lang: 'en', tag: '', email: 'agent@demo.example', firstName: 'Alex', skip: 4 },
  { lang: 'fr', tag: ' @mobile', email: 'agent2@demo.example', firstName: 'Sam', skip: 6 },
] as const;

for (const { lang, tag, email, firstName, skip } of journeys) {
  test(`${lang}: agent logs in → credit in the header → books on credit for a traveller → statement debit → cancels → credit back → logs out${tag}`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await useProjectWidth(page, testInfo);
    await ownAddress(page);
    const m = MESSAGES[lang];
    const a = m.account;
    const area = m.agentArea;

    // Log in at the agent area.
    await page.goto(pagePath(lang, 'agentArea'));
    await rejectCookies(page, lang);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: area.login.title })).toBeVisible();
    await main.getByLabel(a.fields.email, { exact: true }).fill(email);
    await main.getByLabel(a.fields.password, { exact: true }).fill(PASSWORD);
    await main.getByRole('button', { name: a.login.submit, exact: true }).click();
    await expect(main.getByText(fill(area.greeting, { name: firstName }))).toBeVisible();

    // The header: the available credit in euros, a logout, no currency or member menu; nothing overflows.
    const banner = page.getByRole('banner');
    const before = await credit(page);
    await expect(banner.getByText(loose(moneyText(before.available, lang)))).toBeVisible();
    await expect(banner.getByRole('button', { name: m.header.agent.logout })).toBeVisible();
    await expect(currencyMenu(page, lang)).toHaveCount(0);
    await expect(banner.getByRole('button', { name: m.header.member.menu, exact: true })).toHaveCount(0);
    await noOverflow(page);
    // On a phone or tablet agents go without the footer's popular block (spec §2), from the moment they log in.
    const popular = page.getByRole('contentinfo').getByRole('navigation', { name: m.footer.destinationsTitle });
    const popularShown = testInfo.project.name !== 'mobile';
    await expect(popular).toBeVisible({ visible: popularShown });

    // A refundable tour in the basket, then the payment page: pay from credit for the traveller.
    const line = await memberPricedDeparture(page.request, skip + (testInfo.project.name === 'mobile' ? 1 : 0), lang);
    await page.goto(`${pagePath(lang, 'basket')}?reserve=${reserveParam(line)}`);
    await expect(page.getByRole('main').getByText(line.productName).first()).toBeVisible();
    await expect(popular).toBeVisible({ visible: popularShown });
    await noOverflow(page);
    const p = m.payment;
    await page.goto(pagePath(lang, 'payment'));
    const traveller = page.getByRole('group', { name: p.agent.travellerTitle });
    await traveller.getByLabel(p.customer.firstName, { exact: true }).fill('Camille');
    await traveller.getByLabel(p.customer.lastName, { exact: true }).fill('Voyageur');
    await traveller.getByLabel(p.customer.email, { exact: true }).fill(`camille.${testInfo.project.name}@example.test`);
    await traveller.getByLabel(p.customer.emailConfirmation, { exact: true }).fill(`camille.${testInfo.project.name}@example.test`);
    await traveller.getByLabel(p.customer.phone, { exact: true }).fill('612345678');
    await traveller.getByLabel(p.customer.country, { exact: true }).selectOption('250');
    await page.getByLabel(p.agent.reference).fill(`E2E-${testInfo.project.name}`);
    await page.getByRole('radio', { name: new RegExp(`^${escape(p.agent.credit.split('{amount}')[0]!)}`) }).check();
    await page.getByRole('button', { name: new RegExp(`^${escape(p.agent.payFromCredit.split('{amount}')[0]!)}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath(lang, 'paymentConfirmed')}\\?order=`), { timeout: 30_000 });
    const reference = (await page.locator('dd').first().textContent())!.trim();
    expect(reference).toMatch(/^SS[2-9A-Z]{8}$/);
    // The header shows the agency's credit after paying. The other journey books on the same agency
    // meanwhile, so the page is loaded again until its header and the provider agree.
    await expect(async () => {
      await page.reload();
      const available = (await credit(page)).available;
      await expect(banner.getByText(loose(moneyText(available, lang)))).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    const { total: price } = await booked(page, reference);
    expect(price).toBeGreaterThan(0);

    // The statement shows the debit, with the booking's reference.
    await page.goto(pagePath(lang, 'agentArea'));
    await main.getByRole('tab', { name: area.tabs.statement }).click();
    const statement = page.getByRole('table');
    const debit = statement.getByRole('row').filter({ hasText: reference }).filter({ hasText: area.statement.kind.booking });
    await expect(debit).toBeVisible();
    await expect(debit).toContainText(loose(fill(area.statement.out, { amount: moneyText(price, lang) })));

    // The agency's bookings: manage → cancel the ticket; the money goes back to the credit.
    await main.getByRole('tab', { name: area.tabs.bookings }).click();
    const booking = page.getByRole('article', { name: fill(area.bookings.reference, { reference }) });
    await expect(booking).toBeVisible();
    await expect(booking).toContainText(`E2E-${testInfo.project.name}`);
    await booking.getByRole('button', { name: area.bookings.manage, exact: true }).click();
    const mb = m.manageBooking;
    await page.getByRole('button', { name: mb.ticket.cancel }).click();
    const cancel = page.getByRole('dialog', { name: one(mb.cancel.titleSome) });
    await cancel.getByRole('button', { name: one(mb.cancel.confirm) }).click();
    await expect(cancel).toBeHidden({ timeout: 15_000 });
    await expect.poll(async () => (await booked(page, reference)).refunded).toBeGreaterThan(0);
    const { refunded } = await booked(page, reference);

    await main.getByRole('button', { name: area.bookings.back, exact: true }).click();
    await main.getByRole('tab', { name: area.tabs.statement }).click();
    const back = page.getByRole('table').getByRole('row').filter({ hasText: reference }).filter({ hasText: area.statement.kind.refund });
    await expect(back).toBeVisible();
    await expect(back).toContainText(loose(fill(area.statement.in, { amount: moneyText(refunded, lang) })));

    // Log out: the home page in the same language, a visitor's header again.
    await banner.getByRole('button', { name: m.header.agent.logout }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/home$`));
    await expect(currencyMenu(page, lang)).toBeVisible();
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain('isagent');
    expect(names).not.toContain('agent_credit');
    expect(names).not.toContain('member.session_token');
    await noOverflow(page);
  });
}

test('a wrong agent password says the data entered is not correct, and a member account is no agent @mobile', async ({ page }, testInfo) => {
  await useProjectWidth(page, testInfo);
  await ownAddress(page);
  const m = MESSAGES.en;
  await page.goto(pagePath('en', 'agentArea'));
  await rejectCookies(page, 'en');
  const main = page.getByRole('main');
  for (const [email, password] of [
    ['agent@demo.example', 'not-the-password-1'],
    ['member@demo.example', 'DemoMember!2026'],
  ] as const) {
    await main.getByLabel(m.account.fields.email, { exact: true }).fill(email);
    await main.getByLabel(m.account.fields.password, { exact: true }).fill(password);
    await main.getByRole('button', { name: m.account.login.submit, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: m.account.login.invalid })).toBeVisible();
  }
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('isagent');
});

test('an agent’s pages go without the currency and member menus from the first paint, before their code runs @mobile', async ({ page, context }) => {
  await context.addCookies([{ name: 'isagent', value: 'true', url: 'http://127.0.0.1:3100' }]);
  // No script of the page's own: what shows is the server's HTML, its CSS and the inline VisitorScript.
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
  await page.goto('/en/home');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: /^Language/ })).toBeVisible();
  await expect(banner.getByRole('button', { name: /^Currency/ })).toBeHidden();
  await expect(banner.getByRole('button', { name: MESSAGES.en.header.member.menu, exact: true })).toBeHidden();
});
