import { screen, within } from '@testing-library/react';
import axios from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShop } from '../support/render-shop';
import { SiteHomeClaims } from '@/components/home/site-home-claims';
import type { Language } from '@/lib/i18n/languages';
import { SITES, type SiteConfig } from '@/sites';

/** The provider the server-side client talks to: the shop's figures and the cities of the asked scope. */
const provider = vi.hoisted(() => ({ citiesInScope: 0, statisticsUp: true, requests: [] as URL[] }));

vi.mock('@/lib/api/http', async () => {
  const { createInProcessAdapter } = await import('@/lib/api/in-process-adapter');
  return {
    http: axios.create({
      baseURL: 'http://provider.test/api/v2',
      adapter: createInProcessAdapter(async () => async (request) => {
        const url = new URL(request.url);
        provider.requests.push(url);
        if (url.pathname.endsWith('/reviews/websiteStatisticsAndReviews')) {
          return provider.statisticsUp
            ? Response.json({ customersPerYear: 13_000_000, cities: 137, countries: 42, products: 666, reviewCount: 22_004, averageRating: 4.63, reviews: [] })
            : Response.json({ error: 'INTERNAL', message: 'down' }, { status: 500 });
        }
        if (url.pathname.endsWith('/location/top/slim')) {
          return Response.json(Array.from({ length: provider.citiesInScope }, (_, i) => ({ id: i + 1, name: `City ${i + 1}`, url: `city-${i + 1}`, lang: 'EN' })));
        }
        return Response.json({ error: 'NOT_FOUND', message: 'unknown' }, { status: 404 });
      }),
    }),
  };
});

async function renderClaims(site: SiteConfig, language: Language) {
  renderShop(await SiteHomeClaims({ context: { site, language, api: { language } } }), {}, language);
}

function claims(title: string) {
  const list = within(screen.getByRole('complementary', { name: title })).getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

beforeEach(() => {
  provider.requests = [];
  provider.citiesInScope = 0;
  provider.statisticsUp = true;
});

describe('the selling points on the home page', () => {
  it('lists the spec’s claims on the worldwide site, with its cities counted in the catalogue as "100+"', async () => {
    provider.citiesInScope = 137;
    await renderClaims(SITES.worldwide, 'en');
    expect(claims('Why book with us')).toEqual([
      '13 million customers a year',
      '100+ cities around the world',
      'Free cancellation on most tickets',
      'Flexible vouchers, valid for 12 months',
      'Mobile vouchers: show your ticket on your phone',
      'Verified reviews from real customers',
    ]);
    const scope = provider.requests.find((url) => url.pathname.endsWith('/location/top/slim'));
    expect(scope?.searchParams.get('scope')).toBe(String(SITES.worldwide.scopeId));
  });

  it('writes the figures in the page’s language', async () => {
    provider.citiesInScope = 137;
    await renderClaims(SITES.worldwide, 'de');
    expect(claims('Warum bei uns buchen').slice(0, 2)).toEqual(['13 Millionen Kunden pro Jahr', '100+ Städte weltweit']);
  });

  it('counts the cities of a regional site exactly', async () => {
    provider.citiesInScope = 7;
    await renderClaims(SITES.spain, 'es');
    expect(claims('Por qué reservar con nosotros')).toContain('7 ciudades por descubrir');
    const scope = provider.requests.find((url) => url.pathname.endsWith('/location/top/slim'));
    expect(scope?.searchParams.get('scope')).toBe(String(SITES.spain.scopeId));
  });

  it.each(['paris', 'london'] as const)('claims no number of cities on the %s site', async (id) => {
    provider.citiesInScope = 137;
    await renderClaims(SITES[id], 'en');
    const listed = claims('Why book with us');
    expect(listed).toContain('Free cancellation on most tickets');
    expect(listed.some((claim) => /cit(y|ies)/.test(claim ?? ''))).toBe(false);
    expect(provider.requests.some((url) => url.pathname.endsWith('/location/top/slim'))).toBe(false);
  });

  it('leaves out a figure the provider cannot give and keeps the rest', async () => {
    provider.citiesInScope = 137;
    provider.statisticsUp = false;
    await renderClaims(SITES.worldwide, 'fr');
    const listed = claims('Pourquoi réserver chez nous');
    expect(listed).toHaveLength(5);
    expect(listed[0]).toBe('100+ villes dans le monde');
  });
});
