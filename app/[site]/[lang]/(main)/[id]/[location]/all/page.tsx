import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocationSubpage } from '@/components/location/location-subpage';
import styles from '@/components/location/location-subpage.module.css';
import { ProductGrid } from '@/components/product/product-card';
import { JsonLd } from '@/components/seo/json-ld';
import { getLocationProducts } from '@/lib/api/catalogue';
import { http } from '@/lib/api/http';
import { inEveryCurrency } from '@/lib/api/prices';
import { toShopCards } from '@/lib/api/product-cards';
import { LANGUAGES } from '@/lib/i18n/languages';
import { breadcrumbList } from '@/lib/seo/structured-data';
import { dataOrOops } from '@/lib/site/load';
import { locationCrumbs } from '@/lib/site/location-crumbs';
import { locationMetadata } from '@/lib/site/location-metadata';
import { locationPage, type LocationRouteParams } from '@/lib/site/location-page';
import { groupBy } from '@/provider/domain/group-by';

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(props: LocationRouteParams): Promise<Metadata> {
  const context = await locationPage(props, '/all');
  const t = await getTranslations({ locale: context.language, namespace: 'location' });
  const city = context.location.name;
  return locationMetadata(context, context.location, { title: t('allTitle', { city }), description: t('allLead', { city }) }, () => '/all');
}

/** Every product of a city (spec §2 `/all`), grouped by kind, with a jump list. */
export default async function AllProductsPage(props: LocationRouteParams) {
  const { location, language, api, canonical, site } = await locationPage(props, '/all');
  const [lists, t, catalogue] = await Promise.all([
    inEveryCurrency((context) => getLocationProducts(http, location.id, context), api),
    getTranslations('location'),
    getTranslations('catalogue'),
  ]);
  const products = toShopCards(dataOrOops(lists, `Products of location ${location.id}`), language);
  const groups = [...groupBy(products, (p) => p.type)];
  const crumbs = await locationCrumbs(language, { name: location.name, href: canonical }, [{ name: t('allCrumb'), href: `${canonical}/all` }]);
  return (
    <LocationSubpage crumbs={crumbs} title={t('allTitle', { city: location.name })} lead={t('allLead', { city: location.name })}>
      {groups.length > 1 ? (
        <nav aria-label={t('kindsLabel')}>
          <ul className={styles.chips}>
            {groups.map(([type, items]) => (
              <li key={type}>
                <a href={`#${type}`}>
                  {catalogue(`types.${type}`)} ({items.length})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map(([type, items]) => (
        <section key={type} id={type} className={styles.group} aria-labelledby={`${type}-title`}>
          <h2 id={`${type}-title`}>{catalogue(`types.${type}`)}</h2>
          <ProductGrid products={items} locale={LANGUAGES[language].intlLocale} cityFlags={site.pages.city} />
        </section>
      ))}
      {products.length === 0 ? <p>{t('noProducts')}</p> : null}
      <JsonLd data={breadcrumbList(crumbs, site.origin)} />
    </LocationSubpage>
  );
}
