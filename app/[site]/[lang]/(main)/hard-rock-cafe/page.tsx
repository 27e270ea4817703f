import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { http } from '@/lib/api/http';
import { getPartnerChainOffers } from '@/lib/api/partners';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { type PageKey, pagePath } from '@/lib/i18n/pages';
import { loadCityCards } from '@/lib/site/city-cards';
import { dataOrOops } from '@/lib/site/load';
import { pageContext, type RouteParams } from '@/lib/site/page-context';
import { SITES, type SiteConfig } from '@/sites';
import styles from '@/components/content/offer-cards.module.css';

export const generateMetadata = pageMetadata('hardRockCafe', 'hardRockCafe');

// Cached per site and language, rebuilt in the background at most every 5 minutes.
export const revalidate = 300;

/** Where members register and sign in: this site, else the worldwide one (the only other that may have members). */
function memberSiteFor(site: SiteConfig): SiteConfig | null {
  if (site.flags.memberArea) return site;
  return SITES.worldwide.flags.memberArea ? SITES.worldwide : null;
}

/**
 * The members' discount at Hard Rock Cafe: the cafés of the cities this site sells, from the
 * provider's partner offers, and how a member uses it (the member area lists it with the card to show).
 */
export default async function HardRockCafePage(props: RouteParams) {
  const { site, language, api } = await pageContext(props);
  const [t, brands] = await Promise.all([getTranslations('hardRockCafe'), getTranslations('sites')]);
  const memberSite = memberSiteFor(site);
  if (!memberSite) {
    return (
      <ContentPage title={t('title')}>
        <p>{t('unavailable')}</p>
        <p>
          <small>{t('brand')}</small>
        </p>
      </ContentPage>
    );
  }

  const cafes = dataOrOops(await getPartnerChainOffers(http, 'hard-rock-cafe', api), 'Hard Rock Cafe offers');
  // The site's own cities only, in the offers' order (best known first).
  const cities = new Map((await loadCityCards(site, cafes.map((cafe) => cafe.locationId), api)).map((city) => [city.id, city]));
  const listed = cafes.flatMap((cafe) => {
    const city = cities.get(cafe.locationId);
    return city ? [{ cafe, city }] : [];
  });
  // Links to the member pages, on the worldwide site when this one has no members.
  const origin = memberSite === site ? '' : memberSite.origin;
  const href = (page: PageKey) => `${origin}${pagePath(language, page)}`;
  const brand = brands(`${memberSite.id}.name`);

  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <h2>{t('offerTitle')}</h2>
      <p>{t('offer')}</p>
      <h2>{t('citiesTitle')}</h2>
      {listed.length > 0 ? (
        <>
          <p>{t('citiesIntro')}</p>
          <ul className={styles.cards}>
            {listed.map(({ cafe, city }) => (
              <li key={cafe.id} className={styles.card}>
                <h3>{city.name}</h3>
                <p>
                  <strong>{cafe.partner}</strong>
                  <br />
                  {cafe.address}
                </p>
                <p>{cafe.title}</p>
                <p className={styles.validity}>{cafe.conditions}</p>
                <a href={city.href}>{t('tours', { city: city.name })}</a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('noCities')}</p>
      )}
      <h2>{t('howTitle')}</h2>
      {memberSite === site ? null : <p>{t('elsewhere', { brand })}</p>}
      <ol>
        <li>
          {t.rich('step1', {
            brand,
            register: (chunks) => <a href={href('register')}>{chunks}</a>,
            login: (chunks) => <a href={href('login')}>{chunks}</a>,
          })}
        </li>
        <li>{t.rich('step2', { discounts: (chunks) => <a href={`${href('memberArea')}#discounts`}>{chunks}</a> })}</li>
        <li>{t('step3')}</li>
      </ol>
      <p>
        <small>{t('brand')}</small>
      </p>
    </ContentPage>
  );
}
