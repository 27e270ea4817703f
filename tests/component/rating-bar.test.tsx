import { screen } from '@testing-library/react';
import axios from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShop } from '../support/render-shop';
import { SiteRatingBar } from '@/components/header/site-rating-bar';
import type { Language } from '@/lib/i18n/languages';
import { SITES, type SiteConfig } from '@/sites';

/** The provider the server-side client talks to in these tests: each test sets its answer. */
const provider = vi.hoisted(() => ({ answer: (): Response => Response.json({}), requests: [] as Request[] }));

vi.mock('@/lib/api/http', async () => {
  const { createInProcessAdapter } = await import('@/lib/api/in-process-adapter');
  return {
    http: axios.create({
      baseURL: 'http://provider.test/api/v2',
      adapter: createInProcessAdapter(async () => async (request) => {
        provider.requests.push(request);
        return provider.answer();
      }),
    }),
  };
});

const STATISTICS = { customersPerYear: 13_000_000, cities: 137, countries: 42, products: 666, reviewCount: 22_004, averageRating: 4.63, reviews: [] };

function context(site: SiteConfig, language: Language) {
  return { site, language, api: { language } };
}

async function renderBar(site: SiteConfig, language: Language) {
  const bar = await SiteRatingBar({ context: context(site, language) });
  return bar ? renderShop(bar, {}, language) : null;
}

beforeEach(() => {
  provider.requests = [];
  provider.answer = () => Response.json(STATISTICS);
});

describe('the rating top bar', () => {
  it('shows the average, the stars read out as a sentence and the verified reviews on the worldwide site', async () => {
    await renderBar(SITES.worldwide, 'en');
    const bar = screen.getByRole('complementary', { name: 'What our customers say' });
    expect(bar).toHaveTextContent('4.6 / 5');
    expect(bar).toHaveTextContent('Rated 4.6 out of 5');
    expect(bar).toHaveTextContent('22,004 verified reviews');
    expect(new URL(provider.requests[0]!.url).pathname).toBe('/api/v2/reviews/websiteStatisticsAndReviews');
  });

  it('formats the figures for the page’s language', async () => {
    await renderBar(SITES.worldwide, 'de');
    const bar = screen.getByRole('complementary', { name: 'Das sagen unsere Kunden' });
    expect(bar).toHaveTextContent('4,6 / 5');
    expect(bar).toHaveTextContent('Bewertet mit 4,6 von 5');
    expect(bar).toHaveTextContent('22.004 verifizierte Bewertungen');
  });

  it.each(['paris', 'london', 'spain', 'portugal'] as const)('is off on the %s site, which asks the provider nothing', async (id) => {
    const site = SITES[id];
    expect(await SiteRatingBar({ context: context(site, site.defaultLanguage) })).toBeNull();
    expect(provider.requests).toHaveLength(0);
  });

  it('follows the site file’s flag rather than the site', async () => {
    const paris = { ...SITES.paris, flags: { ...SITES.paris.flags, ratingTopBar: true } };
    await renderBar(paris, 'fr');
    expect(screen.getByRole('complementary', { name: 'L’avis de nos clients' })).toHaveTextContent('22 004 avis vérifiés');
  });

  it('is left out when the provider cannot give the figures', async () => {
    provider.answer = () => Response.json({ error: 'INTERNAL', message: 'down' }, { status: 500 });
    expect(await SiteRatingBar({ context: context(SITES.worldwide, 'en') })).toBeNull();
  });
});
