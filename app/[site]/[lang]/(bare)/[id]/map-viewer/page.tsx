import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RouteMap } from '@/components/map/route-map';
import styles from '@/components/map/map-viewer.module.css';
import { getLocation, getLocationMap, getLocationProducts } from '@/lib/api/catalogue';
import { http } from '@/lib/api/http';
import { LANGUAGES } from '@/lib/i18n/languages';
import { locationPath } from '@/lib/i18n/paths';
import { dataOrNothing, dataOrOops, foundOrOops, idOrNotFound } from '@/lib/site/load';
import { cityMapRoutes, mapDrawingPath, MAP_ROUTES } from '@/lib/site/map-routes';
import { pageContext } from '@/lib/site/page-context';

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

interface Props {
  params: Promise<{ site: string; lang: string; id: string }>;
}

async function load({ params }: Props) {
  const context = await pageContext({ params });
  const id = idOrNotFound((await params).id);
  const location = foundOrOops(await getLocation(http, id, context.api), `Location ${id}`);
  return { ...context, location };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { location, language } = await load(props);
  const t = await getTranslations({ locale: language, namespace: 'location' });
  // The city page is the one to index; this is its map at full size.
  return { title: t('mapTitle', { city: location.name }), robots: { index: false, follow: true } };
}

/** The city's map on the whole screen (spec §2 `/{id}/map-viewer`), without header or footer. */
export default async function MapViewerPage(props: Props) {
  const { location, language, api, site } = await load(props);
  const [map, products, t] = await Promise.all([getLocationMap(http, location.id, api), getLocationProducts(http, location.id, api), getTranslations('location')]);
  const data = dataOrOops(map, `Map of location ${location.id}`);
  const title = t('mapTitle', { city: location.name });
  return (
    <main id="main" className={styles.viewer}>
      <header className={styles.bar}>
        <a className={styles.back} href={locationPath(language, location.id, location.url)}>
          {t('backToCity', { city: location.name })}
        </a>
        <h1 className={styles.title}>{title}</h1>
      </header>
      <div className={styles.map}>
        <RouteMap
          variant="full"
          routes={cityMapRoutes(data.routes, dataOrNothing(products, `Products of location ${location.id}`) ?? [], MAP_ROUTES['city-full'])}
          drawing={mapDrawingPath(language, 'city-full', location.id)}
          places={data.pointsOfInterest}
          center={data.center}
          zoom={data.zoom}
          locale={LANGUAGES[language].intlLocale}
          mapsService={site.flags.mapsService}
          labels={{ title, stops: t('map.stops'), mainStops: t('map.mainStops'), meetingPoint: t('map.meetingPoint'), sights: t('map.sights') }}
        />
      </div>
    </main>
  );
}
