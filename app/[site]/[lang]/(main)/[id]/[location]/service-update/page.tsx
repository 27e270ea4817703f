import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocationSubpage } from '@/components/location/location-subpage';
import styles from '@/components/location/location-subpage.module.css';
import { ServiceNotices } from '@/components/location/service-notices';
import { getServiceInformation } from '@/lib/api/catalogue';
import { http } from '@/lib/api/http';
import { SERVICE_UPDATE } from '@/lib/i18n/pages';
import { dataOrOops } from '@/lib/site/load';
import { locationCrumbs } from '@/lib/site/location-crumbs';
import { locationMetadata } from '@/lib/site/location-metadata';
import { locationPage, type LocationRouteParams } from '@/lib/site/location-page';
import type { Language } from '@/lib/i18n/languages';

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/** The page's slug in a language: dienste-aktualisierung, avisos-del-servicio… (spec §2). */
const slug = (language: Language) => `/${SERVICE_UPDATE.slugs[language]}`;

async function context(props: LocationRouteParams) {
  const { lang } = await props.params;
  return locationPage(props, slug(lang as Language));
}

export async function generateMetadata(props: LocationRouteParams): Promise<Metadata> {
  const page = await context(props);
  const t = await getTranslations({ locale: page.language, namespace: 'location' });
  const city = page.location.name;
  return locationMetadata(page, page.location, { title: t('serviceUpdateTitle', { city }), description: t('serviceUpdateLead', { city }) }, slug);
}

/** Service updates of a city (spec §2 localised `/service-update`): practical information and every notice in force or coming. */
export default async function ServiceUpdatePage(props: LocationRouteParams) {
  const page = await context(props);
  const { location, language, api, canonical } = page;
  const [service, t] = await Promise.all([getServiceInformation(http, location.id, api), getTranslations('location')]);
  const info = dataOrOops(service, `Service information of location ${location.id}`);
  const crumbs = await locationCrumbs(language, { name: location.name, href: canonical }, [{ name: t('serviceTitle'), href: `${canonical}${slug(language)}` }]);
  return (
    <LocationSubpage crumbs={crumbs} title={t('serviceUpdateTitle', { city: location.name })} lead={t('serviceUpdateLead', { city: location.name })}>
      <div className={styles.prose}>
        <p>{info.text}</p>
        <ServiceNotices updates={info.updates} headingLevel={2} />
      </div>
    </LocationSubpage>
  );
}
