import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocationView } from '@/components/location/location-view';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbList, touristDestinationData } from '@/lib/seo/structured-data';
import { cityFeatures } from '@/lib/site/features';
import { locationCrumbs } from '@/lib/site/location-crumbs';
import { locationMetadata } from '@/lib/site/location-metadata';
import { locationPage, type LocationRouteParams } from '@/lib/site/location-page';
import { loadLocationView } from '@/lib/site/location-view-data';

// Cached per site, language and city once first asked for; rebuilt in the background at most every 5 minutes.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(props: LocationRouteParams): Promise<Metadata> {
  const context = await locationPage(props);
  const t = await getTranslations({ locale: context.language, namespace: 'location' });
  const { location } = context;
  return locationMetadata(context, location, {
    title: t('metaTitle', { city: location.name }),
    description: t('metaDescription', { city: location.name, count: location.productCount }),
  });
}

/** A city page (spec §2): `/{lang}/{id}/{location}`. */
export default async function LocationPage(props: LocationRouteParams) {
  const context = await locationPage(props);
  const { location, language, site, api, canonical } = context;
  const [data, crumbs] = await Promise.all([
    loadLocationView(location, api),
    locationCrumbs(language, { name: location.name, href: canonical }),
  ]);
  return (
    <>
      <LocationView data={data} language={language} crumbs={crumbs} features={cityFeatures(site)} />
      <JsonLd data={breadcrumbList(crumbs, site.origin)} />
      <JsonLd
        data={touristDestinationData({
          name: location.name,
          description: data.about?.about.split(/\n\s*\n/)[0] ?? location.name,
          url: `${site.origin}${canonical}`,
          image: `${site.origin}${location.image.url}`,
          coordinates: location.coordinates,
          country: location.country.name,
          sights: data.about?.pointsOfInterest.map((sight) => sight.name) ?? [],
        })}
      />
    </>
  );
}
