import { render, screen, within } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../support/fake-provider';
import CovidFaqPage from '@/app/[site]/[lang]/(main)/covid-19-faq/page';
import EventsPromosPage from '@/app/[site]/[lang]/(main)/eventspromos/page';
import HealthCheckPage from '@/app/[site]/[lang]/(main)/health-check/page';
import ImagineYourselfPage from '@/app/[site]/[lang]/(main)/imagine-yourself/page';
import EventsPromosTermsPage from '@/app/[site]/[lang]/(main)/terms-and-conditions-eventspromos/page';
import type { Language } from '@/lib/i18n/languages';
import { loadShopTracking } from '@/lib/tracking/load-tracking';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { SITES } from '@/sites';

/** The remaining content pages as the server renders them, against a stand-in provider. */

// The destination cards' list loads the tracking code after it renders: the file ends once that is in, not while it loads.
afterAll(() => loadShopTracking());

const CATALOGUES = { de, en, fr } as Record<Language, typeof en>;
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

// Server pages call the provider through `http`: here it is answered by the same stand-in as the browser's.
vi.mock('@/lib/api/http', async () => {
  const axios = (await import('axios')).default;
  const { createInProcessAdapter } = await import('@/lib/api/in-process-adapter');
  const { fakeProvider: provider } = await import('../support/fake-provider');
  return {
    http: axios.create({ baseURL: 'http://shop.test/api/v2', adapter: createInProcessAdapter(async () => async (request) => provider.handler(request)) }),
  };
});

const CITIES: Record<number, { name: string; url: string; country: string }> = {
  41: { name: 'Paris', url: 'paris', country: 'France' },
  95: { name: 'London', url: 'london', country: 'United Kingdom' },
  30: { name: 'Rome', url: 'rome', country: 'Italy' },
};

function topLocation(id: number) {
  const city = CITIES[id]!;
  return {
    id,
    name: city.name,
    url: city.url,
    lang: 'EN',
    country: { id: 1, name: city.country, isoCode: 'XX' },
    continent: { id: 1, name: 'Europe', code: 'EU' },
    image: { url: `/api/v2/media/location/${id}.svg`, alt: city.name, width: 800, height: 600 },
    productCount: 4,
    priceFrom: { amount: 1900, currency: 'EUR' },
    rating: 4.5,
    reviewCount: 10,
  };
}

/** A catalogue of Paris, London and Rome; the notices given. */
function provider(notices: { id: number; title: string; body: string; publishedOn: string }[] = []) {
  fakeProvider.handler = (request) => {
    const path = new URL(request.url).pathname.replace('/api/v2/', '');
    if (path === 'location/top') return Response.json(Object.keys(CITIES).map((id) => topLocation(Number(id))));
    const location = /^location\/(\d+)$/.exec(path);
    if (location && CITIES[Number(location[1])]) {
      return Response.json({ ...topLocation(Number(location[1])), coordinates: { latitude: 48.8, longitude: 2.3 }, timeZone: 'Europe/Paris', mapZoom: 12, topRank: 1, images: [], hreflangs: [] });
    }
    if (path === 'covid19/notifications') return Response.json(notices);
    return Response.json({ error: 'NOT_FOUND', message: path }, { status: 404 });
  };
}

const params = (lang: Language, site = 'worldwide') => ({ params: Promise.resolve({ site, lang }) });

function show(element: ReactElement) {
  return render(
    <NextIntlClientProvider locale={page.language} messages={CATALOGUES[page.language]}>
      {element}
    </NextIntlClientProvider>,
  );
}

afterEach(() => vi.useRealTimers());

describe('events and promotions', () => {
  it('shows the site’s promotions as cards linking to their cities, each with its validity and the terms', async () => {
    provider();
    vi.useFakeTimers({ now: new Date('2026-12-01T12:00:00Z'), toFake: ['Date'] });
    show(await EventsPromosPage(params('en')));
    expect(screen.getByRole('heading', { level: 1, name: en.eventsPromos.title })).toBeVisible();
    const cards = screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('link', { name: en.eventsPromos.terms }));
    // The worldwide file: the winter countdown, then Paris, London and Rome (its promotions).
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveTextContent('Valid for bookings until 06/01/2027.');
    expect(within(cards[1]!).getByRole('link', { name: 'Discover Paris' })).toHaveAttribute('href', '/en/41/paris');
    expect(within(cards[2]!).getByRole('heading', { name: 'London from the water' })).toBeVisible();
    expect(within(cards[3]!).getByRole('link', { name: en.eventsPromos.terms })).toHaveAttribute('href', '/en/terms-and-conditions-eventspromos');
  });

  it('says so when a site runs no promotion', async () => {
    provider();
    show(await EventsPromosPage(params('fr', 'paris')));
    expect(screen.getByText(fr.eventsPromos.none)).toBeVisible();
  });

  it('names the site’s company and contact address as the organiser of the terms', async () => {
    show(await EventsPromosTermsPage(params('en', 'london')));
    expect(screen.getByRole('heading', { level: 1, name: en.eventsPromosTerms.title })).toBeVisible();
    const { contact } = SITES.london;
    expect(screen.getByText(`The promotions are organised by ${en.sites.london.name}. Questions about them: ${contact.email}, ${contact.phone}.`)).toBeVisible();
    expect(screen.getByRole('heading', { name: en.eventsPromosTerms.oneDiscountTitle })).toBeVisible();
  });

  it('reads in the page’s language', async () => {
    show(await EventsPromosTermsPage(params('de')));
    expect(screen.getByRole('heading', { level: 1, name: de.eventsPromosTerms.title })).toBeVisible();
    expect(screen.getByRole('heading', { name: de.eventsPromosTerms.cancellationTitle })).toBeVisible();
  });
});

describe('the imagine-yourself landing page', () => {
  it('shows the site’s headline, its cities and its code', async () => {
    provider();
    show(await ImagineYourselfPage(params('en')));
    expect(screen.getByRole('heading', { level: 1, name: en.imagineYourself.headlines.dreamTrip })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Paris', 'London', 'Rome']);
    expect(screen.getByText(`Use the code ${SITES.worldwide.landing!.couponCode} for a discount on your first order.`)).toBeVisible();
  });

  it('names the city of a single-city site and hands out no code it has not got', async () => {
    provider();
    show(await ImagineYourselfPage(params('en', 'london')));
    expect(screen.getByRole('heading', { level: 1, name: 'Imagine yourself in London' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: en.imagineYourself.couponTitle })).toBeNull();
  });

  it('is not found while the site’s landing flag is off', async () => {
    provider();
    const landing = SITES.worldwide.pages.landing;
    landing.enabled = false;
    try {
      await expect(ImagineYourselfPage(params('en'))).rejects.toThrow('NEXT_NOT_FOUND');
    } finally {
      landing.enabled = true;
    }
  });
});

describe('health and safety', () => {
  it('lists every current notice in full with its date, and links the travel-health questions', async () => {
    provider([
      { id: 2, title: 'Masks on closed decks', body: 'Masks are required on the lower deck in Rome.', publishedOn: '2026-11-20' },
      { id: 1, title: 'Cleaning between departures', body: 'Seats are cleaned after every tour.', publishedOn: '2026-10-02' },
    ]);
    show(await HealthCheckPage(params('en')));
    const notice = within(screen.getByRole('article', { name: 'Masks on closed decks' }));
    expect(notice.getByText('Masks are required on the lower deck in Rome.')).toBeVisible();
    expect(notice.getByText('20/11/2026')).toHaveAttribute('dateTime', '2026-11-20');
    expect(screen.getByRole('article', { name: 'Cleaning between departures' })).toBeVisible();
    expect(screen.getByRole('link', { name: en.healthCheck.faqLink })).toHaveAttribute('href', '/en/covid-19-faq');
  });

  it('says when there is no notice', async () => {
    provider([]);
    show(await HealthCheckPage(params('en')));
    expect(screen.getByText(en.healthCheck.noNotices)).toBeVisible();
  });
});

describe('the travel-health questions', () => {
  it('answers them and describes them as an FAQPage for search engines', async () => {
    const { container } = show(await CovidFaqPage(params('fr')));
    expect(screen.getByRole('heading', { level: 1, name: fr.covidFaq.title })).toBeVisible();
    expect(screen.getByText(fr.covidFaq.items.ill.question)).toBeVisible();
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(6);
    expect(data.mainEntity[0]).toEqual({ '@type': 'Question', name: fr.covidFaq.items.ill.question, acceptedAnswer: { '@type': 'Answer', text: fr.covidFaq.items.ill.answer } });
  });
});
