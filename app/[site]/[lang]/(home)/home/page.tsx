import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocationList } from '@/components/location/location-list';
import { http } from '@/lib/api/http';
import { getTopLocations } from '@/lib/api/locations';
import { dataOrOops } from '@/lib/site/load';
import { pageContext, type RouteParams } from '@/lib/site/page-context';
import styles from './home.module.css';

/** How many destinations the home page lists. */
const HOME_LOCATIONS_LIMIT = 24;

export const revalidate = 300;

export async function generateMetadata(props: RouteParams): Promise<Metadata> {
  const { language } = await pageContext(props);
  const t = await getTranslations({ locale: language, namespace: 'meta' });
  return { title: t('homeTitle') };
}

export default async function HomePage(props: RouteParams) {
  const { site, api } = await pageContext(props);
  const destinations = dataOrOops(await getTopLocations(http, { limit: HOME_LOCATIONS_LIMIT, scope: site.scopeId }, api), 'Top locations');

  const t = await getTranslations('home');
  return (
    <main id="main">
      <section className={styles.hero}>
        <div className="container">
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.intro}>{t('intro')}</p>
        </div>
      </section>
      <section className={`container ${styles.section}`} aria-labelledby="destinations-heading">
        <h2 id="destinations-heading">{t('destinations')}</h2>
        {destinations.length > 0 ? (
          <LocationList locations={destinations} />
        ) : (
          <p>{t('noDestinations')}</p>
        )}
      </section>
    </main>
  );
}
