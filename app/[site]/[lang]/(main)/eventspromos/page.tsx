import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pagePath } from '@/lib/i18n/pages';
import { pageContext, type RouteParams } from '@/lib/site/page-context';
import { loadCurrentPromotions } from '@/lib/site/promotions-data';
import styles from '@/components/content/offer-cards.module.css';

export const generateMetadata = pageMetadata('eventsPromos', 'eventspromos');

// Cached per site and language, rebuilt in the background at most every 5 minutes (a countdown's end shows within that).
export const revalidate = 300;

const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;

/** Events and promotions: the site's current promotions as cards, each with its validity and terms, and the seasons' events. */
export default async function EventsPromosPage(props: RouteParams) {
  const { site, language, api } = await pageContext(props);
  const [{ countdown, promotions }, t, promo, titles] = await Promise.all([
    loadCurrentPromotions(site, api, new Date()),
    getTranslations('eventsPromos'),
    getTranslations('promotions'),
    getTranslations(),
  ]);
  const terms = <a href={pagePath(language, 'termsEventspromos')}>{t('terms')}</a>;
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <h2>{t('currentTitle')}</h2>
      {countdown || promotions.length > 0 ? (
        <ul className={styles.cards}>
          {countdown ? (
            <li className={styles.card}>
              <h3>{promo(`${countdown.template}.title`)}</h3>
              <p>{promo(`${countdown.template}.text`)}</p>
              <p className={styles.validity}>{t('validUntil', { date: countdown.endsOn })}</p>
              <a href={pagePath(language, 'allDestinations')}>{promo(`${countdown.template}.cta`)}</a>
              {terms}
            </li>
          ) : null}
          {promotions.map((promotion) => (
            <li key={`${promotion.template}-${promotion.href}`} className={styles.card}>
              <h3>{promo(`${promotion.template}.title`, { city: promotion.city })}</h3>
              <p>{promo(`${promotion.template}.text`, { city: promotion.city })}</p>
              <p className={styles.validity}>{t('validWhileShown')}</p>
              <a href={promotion.href}>{promo('discover', { city: promotion.city })}</a>
              {terms}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('none')}</p>
      )}
      <h2>{t('moreTitle')}</h2>
      <ul>
        <li>
          <a href={pagePath(language, 'hardRockCafe')}>{titles('hardRockCafe.title')}</a>
        </li>
        {site.pages.landing.enabled && site.landing ? (
          <li>
            <a href={pagePath(language, 'imagineYourself')}>{titles('imagineYourself.title')}</a>
          </li>
        ) : null}
      </ul>
      <h2>{t('seasonsTitle')}</h2>
      {SEASONS.map((season) => (
        <p key={season}>{t(season)}</p>
      ))}
    </ContentPage>
  );
}
