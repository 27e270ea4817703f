import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { generateMetadata } from '@/app/[site]/[lang]/(main)/basket/page';
import de from '@/messages/de.json';

vi.mock('next-intl/server', () => ({
  setRequestLocale: () => undefined,
  getTranslations: (options: { locale: 'de'; namespace: string }) => Promise.resolve(createTranslator({ locale: 'de', messages: de, namespace: options.namespace as 'pages' })),
}));

describe('the basket page’s metadata', () => {
  it('describes the page in its language and keeps it out of search engines', async () => {
    const metadata = await generateMetadata({ params: Promise.resolve({ site: 'worldwide', lang: 'de' }) });
    expect(metadata.title).toBe('Ihr Warenkorb');
    expect(metadata.description).toBe(de.pages.basket.description);
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});
