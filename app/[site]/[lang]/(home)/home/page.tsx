import type { Metadata } from 'next';
import { Picture } from '@/components/ui/picture';
import { getMessages, getTranslations } from 'next-intl/server';
import { CountdownPromotion } from '@/components/home/countdown-promotion';
import { DestinationCards } from '@/components/home/destination-cards';
import { SiteHomeClaims } from '@/components/home/site-home-claims';
import { TextImagePromotions } from '@/components/home/text-image-promotions';
import { LocationView } from '@/components/location/location-view';
import { ExtraMessages } from '@/components/providers/extra-messages';
import { DestinationSearch } from '@/components/search/destination-search';
import { getLocation } from '@/lib/api/catalogue';
import { http } from '@/lib/api/http';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { pagePath } from '@/lib/i18n/pages';
import { homePath } from '@/lib/i18n/paths';
import { alternatesFor, type PathsByLanguage } from '@/lib/seo/alternates';
import { cityFeatures, homeCityId } from '@/lib/site/features';
import { loadHome } from '@/lib/site/home-data';
import { foundOrOops } from '@/lib/site/load';
import { loadLocationView } from '@/lib/site/location-view-data';
import { pageContext, type PageContext, type RouteParams } from '@/lib/site/page-context';
import styles from '@/components/home/home.module.css';

// Cached per site and language; rebuilt in the background at most every 5 minutes.
export const revalidate = 300;

export async function generateMetadata(props: RouteParams): Promise<Metadata> {
  const { site, language } = await pageContext(props);
  const t = await getTranslations({ locale: language, namespace: 'meta' });
  const paths: PathsByLanguage = Object.fromEntries(site.languages.map((code) => [code, homePath(code)]));
  const image = `/og/${site.id}/${language}/location/${site.home.imageLocationId}.png`;
  return {
    title: t('homeTitle'),
    alternates: alternatesFor(site, language, paths),
    openGraph: { title: t('homeTitle'), url: homePath(language), type: 'website', images: [{ url: image, width: 1200, height: 630 }] },
  };
}

/** The home page (spec §2): a city's page on single-city sites, else search, promotions and top destinations. */
export default async function HomePage(props: RouteParams) {
  const context = await pageContext(props);
  const cityId = homeCityId(context.site);
  return cityId !== null ? <SingleCityHome context={context} cityId={cityId} /> : <MultiCityHome context={context} />;
}

async function SingleCityHome({ context, cityId }: { context: PageContext; cityId: number }) {
  const location = foundOrOops(await getLocation(http, cityId, context.api), `Location ${cityId}`);
  const [data, t] = await Promise.all([loadLocationView(location, context.api), getTranslations('catalogue')]);
  return (
    <>
      <LocationView data={data} language={context.language} crumbs={[{ name: t('home'), href: homePath(context.language) }]} features={cityFeatures(context.site)} />
      {/* After the city's own page, a landmark of its own (the city's page holds the main landmark). */}
      <SiteHomeClaims context={context} />
    </>
  );
}

async function MultiCityHome({ context }: { context: PageContext }) {
  const { site, language, api } = context;
  const [home, t, messages] = await Promise.all([loadHome(site, api, new Date()), getTranslations('home'), getMessages({ locale: language })]);
  const locale = LANGUAGES[language].intlLocale;
  return (
    <main id="main">
      <section className={styles.hero} aria-labelledby="home-title">
        <Picture className={styles.heroImage} src={`/api/v2/media/location/${site.home.imageLocationId}.svg`} alt="" fill sizes="100vw" preload fetchPriority="high" />
        <div className={`container ${styles.heroText}`}>
          <h1 id="home-title" className={styles.title}>
            {t('title')}
          </h1>
          <p className={styles.intro}>{t('intro')}</p>
          <div className={styles.search}>
            <DestinationSearch language={language as Language} />
          </div>
        </div>
      </section>

      <SiteHomeClaims context={context} />

      {home.countdown ? (
        <div className="container">
          <ExtraMessages messages={{ promotions: messages.promotions }}>
            <CountdownPromotion template={home.countdown.template} endsAt={home.countdown.endsAt} endsOn={home.countdown.endsOn} href={pagePath(language, 'allDestinations')} />
          </ExtraMessages>
        </div>
      ) : null}

      <section className={`container ${styles.section}`} aria-labelledby="destinations-heading">
        <h2 id="destinations-heading">{t('destinations')}</h2>
        {home.destinations.length > 0 ? <DestinationCards destinations={home.destinations} locale={locale} listName="home" /> : <p>{t('noDestinations')}</p>}
        <p className={styles.allLink}>
          <a className={styles.allButton} href={pagePath(language, 'allDestinations')}>
            {t('allDestinations')}
          </a>
        </p>
      </section>

      {home.promotions.length > 0 ? (
        <section className={`container ${styles.section}`} aria-labelledby="promotions-heading">
          <h2 id="promotions-heading">{t('inspiration')}</h2>
          <TextImagePromotions promotions={home.promotions} />
        </section>
      ) : null}
    </main>
  );
}
