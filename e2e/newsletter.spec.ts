import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pagePath } from '../lib/i18n/pages';
import { rejectCookies } from './helpers';
import { MESSAGES } from './messages';
import { freshEmail, unquote } from './support/members';

/** Where the e2e server writes emails (no SMTP_URL: the outbox). */
const OUTBOX = '.data/outbox';

/** The newest newsletter confirmation mail to `to`, read from the outbox (as a person's mail program would show it). */
async function newsletterMail(to: string): Promise<string> {
  let mail: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((file) => file.includes('newsletter-confirm')).sort().reverse();
        for (const file of files) {
          const eml = unquote(await readFile(join(OUTBOX, file), 'utf8'));
          if (eml.includes(to)) return Boolean((mail = eml));
        }
        return false;
      },
      { message: `the newsletter confirmation to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return mail!;
}

/** A link of the mail as a path with its query: `?confirm=` or `?unsubscribe=` on the newsletter page. */
function linkOf(mail: string, lang: string, kind: 'confirm' | 'unsubscribe'): string {
  const link = new RegExp(`https?://[^\\s"<>]+?/${lang}/newsletter\\?${kind}=[A-Za-z0-9_-]+`).exec(mail)?.[0];
  expect(link, `the ${kind} link`).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

test.describe('newsletter double opt-in', () => {
  test('subscribe in the footer, confirm from the mail, unsubscribe from its link', async ({ page }, testInfo) => {
    const lang = 'en';
    const t = MESSAGES[lang];
    const email = freshEmail('newsletter', testInfo);

    await page.goto(pagePath(lang, 'home'));
    await rejectCookies(page, lang);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: t.footer.newsletter.label }).fill(email);
    await footer.getByRole('button', { name: t.footer.newsletter.submit, exact: true }).click();
    // The box loads its request code on the first submit, then the provider mails: more than a click's wait.
    await expect(footer.getByRole('status').filter({ hasText: t.footer.newsletter.success })).toBeVisible({ timeout: 15_000 });

    const mail = await newsletterMail(email);
    expect(mail).toMatch(/^List-Unsubscribe:\s*<https?:\/\/[^>\s]+\/en\/newsletter\?unsubscribe=/im);
    const unsubscribe = linkOf(mail, lang, 'unsubscribe');

    await page.goto(linkOf(mail, lang, 'confirm'));
    await expect(page.getByText(t.newsletterPage.confirmed)).toBeVisible();
    // A confirmation link works once; following it again says so.
    await page.reload();
    await expect(page.getByText(t.newsletterPage.confirmInvalid)).toBeVisible();

    await page.goto(unsubscribe);
    await expect(page.getByText(t.newsletterPage.unsubscribed)).toBeVisible();
  });
});
