import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocationSubpage } from '@/components/location/location-subpage';
import styles from '@/components/location/location-subpage.module.css';
import { getTerms } from '@/lib/api/content';
import { http } from '@/lib/api/http';
import { dataOrOops } from '@/lib/site/load';
import { locationCrumbs } from '@/lib/site/location-crumbs';
import { locationMetadata } from '@/lib/site/location-metadata';
import { locationPage, type LocationRouteParams } from '@/lib/site/location-page';

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(props: LocationRouteParams): Promise<Metadata> {
  const context = await locationPage(props, '/terms-and-conditions');
  const t = await getTranslations({ locale: context.language, namespace: 'location' });
  const city = context.location.name;
  return locationMetadata(
    context,
    context.location,
    { title: t('termsTitle', { city }), description: t('termsLead', { city }) },
    () => '/terms-and-conditions',
  );
}

/** The terms that apply to a city's tours and tickets (spec §2 `/terms-and-conditions`). */
export default async function LocationTermsPage(props: LocationRouteParams) {
  const { location, language, api, canonical } = await locationPage(props, '/terms-and-conditions');
  const [terms, t] = await Promise.all([getTerms(http, api), getTranslations('location')]);
  const { sections } = dataOrOops(terms, 'Terms');
  const crumbs = await locationCrumbs(language, { name: location.name, href: canonical }, [
    { name: t('termsLink'), href: `${canonical}/terms-and-conditions` },
  ]);
  return (
    <LocationSubpage crumbs={crumbs} title={t('termsTitle', { city: location.name })} lead={t('termsLead', { city: location.name })}>
      <div className={styles.prose}>
        {sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            <p>{section.body}</p>
          </section>
        ))}
      </div>
    </LocationSubpage>
  );
}
