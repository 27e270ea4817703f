import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import HardRockCafePage from '@/app/[site]/[lang]/(main)/hard-rock-cafe/page';
import type { Language } from '@/lib/i18n/languages';
import { DATA_LOAD_FAILED } from '@/lib/site/data-load-failed';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { SITES } from '@/sites';

/** The Hard Rock Cafe page as the server renders it, against a stand-in provider. */

const CATALOGUES = { en, fr } as Record<Language, typeof en>;
const page = { language: 'en' as Language };

vi.mock('next-intl/server', () => ({
  setRequestLocale: (language: Language) => {
    page.language = language;
  },
  getTranslations: (namespace?: string) => Promise.resolve(createTranslator({ locale: page.language, messages: CATALOGUES[page.language], namespace: namespace as 'pages' })),
}));

vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

vi.mock('@/lib/api/http', async () => {
  const axios = (await import('axios')).default;
  const { createInProcessAdapter } = await import('@/lib/api/in-process-adapter');
  const { fakeProvider: provider } = await import('../support/fake-provider');
  return {
    http: axios.create({ baseURL: 'http://shop.test/api/v2', adapter: createInProcessAdapter(async () => async (request) => provider.handler(request)) }),
  };
});

const CITIES: Record<number, { name: string; url: string }> = {
  95: { name: 'London', url: 'london' },
  30: { name: 'Rome', url: 'rome' },
  41: { name: 'Paris', url: 'paris' },
  84: { name: 'Oslo', url: 'oslo' },
};
/** What each site sells: worldwide everything (in this order), Paris and London their city. */
const SCOPES: Record<string, number[]> = { 10: [95, 30, 41, 84], 41: [41], 1980: [95] };

const cafe = (locationId: number, address: string) => ({
  id: locationId * 10 + 1,
  partner: `Hard Rock Cafe ${CITIES[locationId]?.name ?? 'New York'}`,
  category: 'restaurant',
  title: '10% off food and drink',
  description: 'Show your member card and save 10% on food and drink.',
  conditions: 'Up to four guests per member card.',
  percent: 10,
  address,
  locationId,
  locationName: CITIES[locationId]?.name ?? 'New York',
});
/** The provider's cafés, best-known city first; New York is not in this catalogue. */
const CAFES = [cafe(41, '14 Boulevard Montmartre, 75009 Paris'), cafe(95, '150 Old Park Lane, London W1K 1QZ'), cafe(30, 'Via Vittorio Veneto 62a, 00187 Roma'), cafe(70, '1501 Broadway, New York, NY 10036')];

function topLocation(id: number, language: string) {
  const city = CITIES[id]!;
  return {
    id,
    name: city.name,
    url: city.url,
    lang: language.toUpperCase(),
    country: { id: 1, name: 'Somewhere', isoCode: 'XX' },
    continent: { id: 1, name: 'Europe', code: 'EU' },
    image: { url: `/api/v2/media/location/${id}.svg`, alt: city.name, width: 800, height: 600 },
    productCount: 4,
    priceFrom: { amount: 1900, currency: 'EUR' },
    rating: 4.5,
    reviewCount: 10,
  };
}

/** The catalogue above, with these cafés (or the offers call answering this status); the paths called are kept. */
function provider(offers: unknown[] | number = CAFES) {
  const called: string[] = [];
  fakeProvider.handler = (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/v2/', '');
    called.push(path);
    if (path === 'location/top') return Response.json((SCOPES[url.searchParams.get('scope') ?? '10'] ?? []).map((id) => topLocation(id, request.headers.get('x-language') ?? 'en')));
    if (path === 'partner/hard-rock-cafe/offers') {
      return typeof offers === 'number' ? Response.json({ error: 'INTERNAL', message: 'down' }, { status: offers }) : Response.json(offers);
    }
    return Response.json({ error: 'NOT_FOUND', message: path }, { status: 404 });
  };
  return called;
}

const params = (lang: Language, site = 'worldwide') => ({ params: Promise.resolve({ site, lang }) });
const cards = () => screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('heading', { level: 3 }));

afterEach(() => {
  SITES.worldwide.flags.memberArea = true;
  vi.restoreAllMocks();
});

describe('the Hard Rock Cafe page', () => {
  it('lists the provider’s cafés in the cities the site sells, each with its address, the offer and a link to the city’s tours', async () => {
    provider();
    render(await HardRockCafePage(params('en')));
    expect(screen.getByRole('heading', { level: 1, name: en.hardRockCafe.title })).toBeVisible();
    // The offers' order (best-known first), not the catalogue's; New York is not sold here.
    expect(cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Paris', 'London', 'Rome']);
    const london = within(cards()[1]!);
    expect(london.getByText('Hard Rock Cafe London')).toBeVisible();
    expect(london.getByText('150 Old Park Lane, London W1K 1QZ')).toBeVisible();
    expect(london.getByText('10% off food and drink')).toBeVisible();
    expect(london.getByText('Up to four guests per member card.')).toBeVisible();
    expect(london.getByRole('link', { name: 'Tours in London' })).toHaveAttribute('href', '/en/95/london');
    expect(screen.queryByText(/Oslo/)).toBeNull();
  });

  it('tells how to use it: register or log in, then the member area’s discounts, on this site', async () => {
    provider();
    render(await HardRockCafePage(params('en')));
    expect(screen.getByRole('link', { name: 'Register for free' })).toHaveAttribute('href', '/en/register');
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/en/login');
    expect(screen.getByRole('link', { name: en.memberArea.discounts.title })).toHaveAttribute('href', '/en/member-area#discounts');
    expect(screen.getByText(en.hardRockCafe.step3)).toBeVisible();
    expect(screen.queryByText(/our worldwide shop/)).toBeNull();
    expect(screen.getByText(en.hardRockCafe.brand)).toBeVisible();
  });

  it('shows a single-city site its own café only, and sends its visitors to the worldwide shop to become members', async () => {
    provider();
    render(await HardRockCafePage(params('fr', 'paris')));
    expect(screen.getByRole('heading', { level: 1, name: fr.hardRockCafe.title })).toBeVisible();
    expect(cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Paris']);
    expect(screen.getByRole('link', { name: 'Visites à Paris' })).toHaveAttribute('href', '/fr/41/paris');
    const worldwide = SITES.worldwide.origin;
    expect(screen.getByText(`Les comptes membres se gèrent sur ${fr.sites.worldwide.name}, notre boutique internationale : les liens ci-dessous y mènent.`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inscrivez-vous gratuitement' })).toHaveAttribute('href', `${worldwide}/fr/register`);
    expect(screen.getByRole('link', { name: 'connectez-vous' })).toHaveAttribute('href', `${worldwide}/fr/login`);
    expect(screen.getByRole('link', { name: fr.memberArea.discounts.title })).toHaveAttribute('href', `${worldwide}/fr/member-area#discounts`);
  });

  it('says so when no city of the site has a café', async () => {
    provider(CAFES.filter((offer) => offer.locationId !== 95));
    render(await HardRockCafePage(params('en', 'london')));
    expect(screen.getByText(en.hardRockCafe.noCities)).toBeVisible();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('offers nothing while no site has members, without asking the provider', async () => {
    const called = provider();
    SITES.worldwide.flags.memberArea = false;
    render(await HardRockCafePage(params('en')));
    expect(screen.getByText(en.hardRockCafe.unavailable)).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
    expect(called).toEqual([]);
  });

  it('is a data-load failure (the oops page) when the provider cannot list the cafés', async () => {
    provider(500);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(HardRockCafePage(params('en'))).rejects.toMatchObject({ digest: DATA_LOAD_FAILED });
  });
});
