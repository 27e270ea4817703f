import { screen } from '@testing-library/react';
import axios from 'axios';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { renderShop } from '../support/render-shop';
import { SiteFooter } from '@/components/footer/site-footer';
import type { Language } from '@/lib/i18n/languages';
import { SITES, type SiteId } from '@/sites';
import de from '@/messages/de.json';
import enUs from '@/messages/en-us.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import it_ from '@/messages/it.json';

/** What the footer says the shop is: the whole world on the worldwide site, the city or country elsewhere. */

const CATALOGUES = { de, en, 'en-us': enUs, es, fr, it: it_ } as const;

vi.mock('next-intl/server', () => ({
  getTranslations: ({ locale, namespace }: { locale: Language; namespace: string }) => Promise.resolve(createTranslator({ locale, messages: CATALOGUES[locale], namespace: namespace as 'footer' })),
}));
// The footer's popular lists need the provider; without it they are simply left out.
vi.mock('@/lib/api/http', () => ({ http: axios.create({ adapter: () => Promise.reject(new Error('offline')) }) }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

async function renderFooter(id: SiteId, language: Language) {
  renderShop(await SiteFooter({ context: { site: SITES[id], language, api: { language } } }), {}, language);
  return screen.getByRole('contentinfo');
}

describe('the footer’s description of the shop', () => {
  it('speaks of cities around the world on the worldwide site', async () => {
    expect(await renderFooter('worldwide', 'en')).toHaveTextContent('Sightseeing tours and tickets in cities around the world, with free cancellation.');
  });

  it.each([
    ['paris', 'fr', 'Bus à arrêts multiples, croisières sur la Seine et billets pour les monuments de Paris, avec annulation gratuite.'],
    ['paris', 'es', 'Autobuses turísticos, cruceros por el Sena y entradas para los monumentos de París, con cancelación gratuita.'],
    ['paris', 'en', 'Hop-on hop-off buses, Seine cruises and tickets for the sights of Paris, with free cancellation.'],
    ['london', 'en', 'Hop-on hop-off buses, Thames cruises and tickets for the sights of London, with free cancellation.'],
    ['spain', 'es', 'Visitas turísticas y entradas en las ciudades de España, con cancelación gratuita.'],
    ['portugal', 'en', 'Sightseeing tours and tickets in the cities of Portugal, with free cancellation.'],
  ] as const)('speaks of its own place on the %s site in %s', async (id, language, text) => {
    const footer = await renderFooter(id, language);
    expect(footer).toHaveTextContent(text);
    expect(footer).not.toHaveTextContent(CATALOGUES[language].footer.about.worldwide);
  });

  it('has the description of every site in every language', () => {
    for (const catalogue of Object.values(CATALOGUES)) {
      for (const id of Object.keys(SITES)) expect(catalogue.footer.about[id as SiteId]).toMatch(/\S/);
    }
  });
});
