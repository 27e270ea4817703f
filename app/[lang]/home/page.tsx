import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LocationList } from '@/components/location/location-list';
import { http } from '@/lib/api/http';
import { getTopLocations } from '@/lib/api/locations';
import { apiContext, getSite } from '@/lib/site/server';
import { oopsPath } from '@/lib/i18n/paths';
import { requireLanguage } from '@/lib/i18n/require-language';
import styles from './home.module.css';

/** How many destinations the home page lists. */
const HOME_LOCATIONS_LIMIT = 24;

interface Props {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const language = requireLanguage((await params).lang);
  const t = await getTranslations({ locale: language, namespace: 'meta' });
  return { title: t('homeTitle') };
}

export default async function HomePage({ params }: Props) {
  // The destination list is live catalogue data: render per request.
  await connection();
  const language = requireLanguage((await params).lang);
  setRequestLocale(language);

  const site = await getSite();
  const destinations = await getTopLocations(http, { limit: HOME_LOCATIONS_LIMIT, scope: site.scopeId }, await apiContext(language));
  if (!destinations.ok) {
    console.error('Home: top locations failed:', destinations.error);
    redirect(oopsPath(language, 400));
  }

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
        {destinations.data.length > 0 ? (
          <LocationList locations={destinations.data} />
        ) : (
          <p>{t('noDestinations')}</p>
        )}
      </section>
    </main>
  );
}
