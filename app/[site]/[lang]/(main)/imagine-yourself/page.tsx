import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { DestinationCards } from '@/components/home/destination-cards';
import { LANGUAGES } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pagePath } from '@/lib/i18n/pages';
import { loadCityCards } from '@/lib/site/city-cards';
import { pageContext, type RouteParams } from '@/lib/site/page-context';
import styles from '@/components/content/offer-cards.module.css';

export const generateMetadata = pageMetadata('imagineYourself', 'imagineYourself');

// Cached per site and language, rebuilt in the background at most every 5 minutes.
export const revalidate = 300;

/** The campaign landing page, as the site file's `landing` sets it; not found while `pages.landing` is off. */
export default async function ImagineYourselfPage(props: RouteParams) {
  const { site, language, api } = await pageContext(props);
  const landing = site.pages.landing.enabled ? site.landing : undefined;
  if (!landing) notFound();
  const [cities, t] = await Promise.all([loadCityCards(site, landing.cityIds, api), getTranslations('imagineYourself')]);
  // A city headline needs its city: should none be sold here any more, the general headline stands in.
  const headline = cities[0] ? t(`headlines.${landing.headlineTemplate}`, { city: cities[0].name }) : t('headlines.dreamTrip');
  return (
    <ContentPage title={headline} lead={t('lead')}>
      <h2>{t('citiesTitle')}</h2>
      <DestinationCards destinations={cities} locale={LANGUAGES[language].intlLocale} />
      {landing.couponCode ? (
        <section className={styles.coupon} aria-labelledby="landing-coupon-title">
          <h2 id="landing-coupon-title">{t('couponTitle')}</h2>
          <p>{t('coupon', { code: landing.couponCode })}</p>
          <p>{t('couponHow')}</p>
          <a href={pagePath(language, 'termsEventspromos')}>{t('terms')}</a>
        </section>
      ) : null}
      <p>
        <a href={pagePath(language, 'allDestinations')}>{t('allDestinations')}</a>
      </p>
    </ContentPage>
  );
}
