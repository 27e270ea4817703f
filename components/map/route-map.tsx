import { GoogleMapUpgrade } from '@/components/islands/idle/google-map-upgrade';
import type { RouteMapProps } from './map-types';
import { RouteMapFigure } from './route-map-figure';

/**
 * The route map pages use. The drawing (an SVG image the shop draws, `/maps/…`) needs no key;
 * with NEXT_PUBLIC_GOOGLE_MAPS_API_KEY set and the site's maps service on (`flags.mapsService`),
 * Google Maps replaces it once on screen and loaded.
 */
export function RouteMap({ mapsService, ...props }: RouteMapProps & { mapsService: boolean; drawing: string; stopsListed?: boolean }) {
  // Read at render, not import, so a deployment's key (and a test's) is the one in force.
  const apiKey = mapsService ? process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY : undefined;
  const { routes, places, meetingPoint, center, zoom, labels, locale } = props;
  return (
    <RouteMapFigure
      {...props}
      overlay={
        apiKey ? (
          <GoogleMapUpgrade apiKey={apiKey} routes={routes} places={places} meetingPoint={meetingPoint} center={center} zoom={zoom} labels={labels} locale={locale} />
        ) : undefined
      }
    />
  );
}
