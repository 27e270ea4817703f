import { expect, test, type Locator, type Page } from '@playwright/test';
import { useProjectWidth } from './helpers';
import { MESSAGES, en, fr } from './messages';

/**
 * The header search: suggestions, keyboard use, and what it makes of bad input (never a dialog or an error page).
 */

type Lang = 'en' | 'fr' | 'it' | 'es';

/** Opens the header's search: behind its icon on a phone, in the bar on a wide screen. */
async function headerSearch(page: Page, lang: Lang = 'en'): Promise<Locator> {
  const header = page.getByRole('banner');
  const icon = header.getByRole('button', { name: MESSAGES[lang].header.openSearch });
  if (await icon.isVisible()) await icon.click();
  const box = header.getByRole('combobox', { name: MESSAGES[lang].search.label });
  await expect(box).toBeVisible();
  return box;
}

test('the header search suggests at most five cities and says when none matches @mobile', async ({ page }, testInfo) => {
  await useProjectWidth(page, testInfo);
  await page.goto('/en/95/london');
  const header = page.getByRole('banner');
  const box = await headerSearch(page);
  await box.fill('a');
  await expect(header.getByRole('option')).toHaveCount(5);
  await box.fill('san');
  await expect(header.getByRole('option')).toHaveCount(5);
  await expect(header.getByRole('option').first()).toContainText('San ');

  await box.fill('zzqx');
  await expect(header.getByRole('status').filter({ hasText: en.search.noCity })).toBeVisible();
  await expect(header.getByRole('option')).toHaveCount(0);

  await box.fill('pari');
  await header.getByRole('option', { name: /Paris/ }).click();
  await expect(page).toHaveURL(/\/en\/41\/paris$/);
});

const BAD_QUERIES = [
  ['an over-long text', 'x'.repeat(150)],
  ['markup', '<img src=x onerror=alert(1)>'],
  ['SQL', "' OR 1=1 --"],
] as const;

for (const [what, text] of BAD_QUERIES) {
  test(`${what} in the header search gives a clean “not found”, as text, never a dialog or an error page @mobile`, async ({ page }, testInfo) => {
    await useProjectWidth(page, testInfo);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/fr/41/paris');
    const header = page.getByRole('banner');
    const box = await headerSearch(page, 'fr');
    await box.fill(text);
    // The box waits for typing to pause, then asks the provider: under a loaded CI machine that passed 5 s.
    await expect(header.getByRole('status').filter({ hasText: fr.search.noCity })).toBeVisible({ timeout: 15_000 });
    await expect(header.getByRole('option')).toHaveCount(0);
    // Still on the city page, the text still in the box (as much of it as the box takes).
    await expect(page).toHaveURL(/\/fr\/41\/paris$/);
    expect(text.startsWith(await box.inputValue())).toBe(true);
    // Markup stays text: no picture was made of it, no script ran.
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    expect(failures).toEqual([]);
  });
}

test('the search API answers bad input cleanly, never with a 500', async ({ request }) => {
  for (const [what, text] of BAD_QUERIES) {
    const response = await request.get('/api/v2/location/search', { params: { text, limit: 5 }, headers: { 'x-language': 'en' } });
    expect(response.status(), what).toBeLessThan(500);
    if (response.ok()) expect(await response.json(), what).toEqual({ locations: [], products: [] });
    else expect(await response.json(), what).toMatchObject({ error: 'BAD_REQUEST' });
  }
});
