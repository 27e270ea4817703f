import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { DestinationCards } from '@/components/home/destination-cards';
import { LANGUAGES } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { loadCityCards } from '@/lib/site/city-cards';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

export const generateMetadata = pageMetadata('hardRockCafe', 'hardRockCafe');

// Cached per site and language, rebuilt in the background at most every 5 minutes.
export const revalidate = 300;

/** Catalogue cities with a Hard Rock Cafe, best known first; the page shows those the site sells. */
const HARD_ROCK_CAFE_CITY_IDS = [41, 95, 30, 2, 3, 60, 61, 70, 53, 50, 52, 51, 31, 32, 144, 99, 96, 33, 54, 147] as const;

const STEPS = ['step1', 'step2', 'step3'] as const;

/** The partner offer: a Hard Rock Cafe meal voucher with a tour, the cities it runs in, and how to book it. */
export default async function HardRockCafePage(props: RouteParams) {
  const { site, language, api } = await pageContext(props);
  const [cities, t] = await Promise.all([loadCityCards(site, HARD_ROCK_CAFE_CITY_IDS, api), getTranslations('hardRockCafe')]);
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <h2>{t('offerTitle')}</h2>
      <p>{t('offer')}</p>
      <h2>{t('citiesTitle')}</h2>
      {cities.length > 0 ? (
        <>
          <p>{t('citiesIntro')}</p>
          <DestinationCards destinations={cities} locale={LANGUAGES[language].intlLocale} />
        </>
      ) : (
        <p>{t('noCities')}</p>
      )}
      <h2>{t('howTitle')}</h2>
      <ol>
        {STEPS.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
      <h2>{t('membersTitle')}</h2>
      <p>{t('members')}</p>
      <p>
        <small>{t('brand')}</small>
      </p>
    </ContentPage>
  );
}
