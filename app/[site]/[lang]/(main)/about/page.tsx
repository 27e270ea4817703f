import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { getWebsiteStatistics } from '@/lib/api/content';
import { http } from '@/lib/api/http';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pagePath } from '@/lib/i18n/pages';
import { dataOrOops } from '@/lib/site/load';
import { pageContext, type RouteParams } from '@/lib/site/page-context';
import styles from './about.module.css';

export const generateMetadata = pageMetadata('pages.about', 'about');

// Cached per site and language, rebuilt in the background at most every 5 minutes.
export const revalidate = 300;

export default async function AboutPage(props: RouteParams) {
  const { language, api } = await pageContext(props);
  const stats = dataOrOops(await getWebsiteStatistics(http, api), 'Website statistics');
  const t = await getTranslations('pages.about');
  const { customersPerYear, cities, countries, averageRating, reviewCount } = stats;
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <ul className={styles.facts}>
        <li>
          <strong>{t('facts.customers', { millions: Math.round(customersPerYear / 1_000_000) })}</strong>
        </li>
        <li>
          <strong>{t('facts.cities', { cities, countries })}</strong>
        </li>
        <li>
          <strong>{t('facts.rating', { rating: Math.round(averageRating * 10) / 10, reviews: reviewCount })}</strong>
        </li>
      </ul>
      <h2>{t('promiseTitle')}</h2>
      <p>{t('promise')}</p>
      <h2>{t('vouchersTitle')}</h2>
      <p>{t('vouchers')}</p>
      <h2>{t('reviewsTitle')}</h2>
      <p>{t('reviews')}</p>
      <p>
        <a href={pagePath(language, 'allDestinations')}>{t('cta')}</a>
      </p>
    </ContentPage>
  );
}
