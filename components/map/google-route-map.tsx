'use client';

import { GoogleMap, InfoWindowF, MarkerF, PolylineF, useJsApiLoader } from '@react-google-maps/api';
import { useCallback, useMemo, useState } from 'react';
import type { MapPoint, RouteMapProps } from './map-types';
import { textColourOn } from './route-drawing';

export type GoogleRouteMapProps = Omit<RouteMapProps, 'fullScreenHref' | 'variant'> & {
  apiKey: string;
  /** Called once the map's first tiles are drawn, so the drawing beneath can give way. */
  onReady?: () => void;
  className?: string;
};

const toLatLng = (p: MapPoint): google.maps.LatLngLiteral => ({ lat: p.latitude, lng: p.longitude });

/** The same loader id and options everywhere: the script is loaded once per page. */
const LOADER_ID = 'google-maps-script';
// Constant objects: GoogleMap re-applies any prop whose identity changes, which would undo the fitted view.
const CONTAINER_STYLE = { width: '100%', height: '100%' };
const MAP_OPTIONS = { clickableIcons: false, streetViewControl: false, mapTypeControl: false, fullscreenControl: false };

interface Selected {
  key: string;
  position: google.maps.LatLngLiteral;
  text: string;
}

/**
 * The route map on Google Maps: each route as a cased line closing its loop, numbered stops,
 * sights and the meeting point; a marker's name opens on click. Mounted only when a key is
 * configured and the map is on screen (see GoogleMapUpgrade), which is when the script loads.
 */
export function GoogleRouteMap({ routes, places = [], meetingPoint, center, zoom, labels, locale = 'en', apiKey, onReady, className }: GoogleRouteMapProps) {
  const { isLoaded, loadError } = useJsApiLoader({ id: LOADER_ID, googleMapsApiKey: apiKey, language: locale });
  const [selected, setSelected] = useState<Selected | null>(null);
  const initialCentre = useMemo(() => toLatLng(center), [center]);

  const ordered = useMemo(
    () =>
      routes.map((r) => {
        const stops = [...r.stops].sort((a, b) => a.position - b.position);
        // The bus runs a loop: the line returns to the first stop.
        return { ...r, stops, path: [...stops, ...stops.slice(0, 1)].map((s) => toLatLng(s.coordinates)) };
      }),
    [routes],
  );

  const fit = useCallback(
    (map: google.maps.Map) => {
      const points = [...ordered.flatMap((r) => r.stops.map((s) => s.coordinates)), ...(meetingPoint ? [meetingPoint.coordinates] : [])];
      // One point has no extent to fit: the given centre and zoom frame it instead.
      if (points.length < 2) return;
      const bounds = new google.maps.LatLngBounds();
      for (const p of points) bounds.extend(toLatLng(p));
      map.fitBounds(bounds, 48);
    },
    [ordered, meetingPoint],
  );

  // Without the script (blocked, offline, bad key) the SVG drawing simply stays.
  if (loadError || !isLoaded) return null;

  return (
    <GoogleMap
      mapContainerClassName={className}
      mapContainerStyle={CONTAINER_STYLE}
      center={initialCentre}
      zoom={zoom}
      onLoad={fit}
      onTilesLoaded={onReady}
      options={MAP_OPTIONS}
    >
      {ordered.map((route) => (
        <PolylineF key={`casing-${route.id}`} path={route.path} options={{ strokeColor: '#ffffff', strokeWeight: 9, strokeOpacity: 1, zIndex: 1, clickable: false }} />
      ))}
      {ordered.map((route) => (
        <PolylineF
          key={`line-${route.id}`}
          path={route.path}
          options={{
            strokeColor: route.color,
            strokeWeight: 5,
            strokeOpacity: 1,
            zIndex: 2,
            clickable: false,
            icons: [{ icon: { path: google.maps.SymbolPath.FORWARD_OPEN_ARROW, scale: 2, strokeColor: '#ffffff' }, offset: '50%', repeat: '140px' }],
          }}
        />
      ))}

      {places.map((place) => (
        <MarkerF
          key={`sight-${place.id}`}
          position={toLatLng(place.coordinates)}
          title={place.name}
          zIndex={3}
          icon={{ path: 'M0 -6L6 0L0 6L-6 0Z', fillColor: '#0f766e', fillOpacity: 1, strokeColor: '#ffffff', strokeWeight: 1.5, scale: 1 }}
          onClick={() => setSelected({ key: `sight-${place.id}`, position: toLatLng(place.coordinates), text: place.name })}
        />
      ))}

      {ordered.flatMap((route) =>
        route.stops.map((stop) => (
          <MarkerF
            key={`stop-${route.id}-${stop.position}`}
            position={toLatLng(stop.coordinates)}
            title={`${stop.position}. ${stop.name}`}
            zIndex={stop.main ? 5 : 4}
            icon={{
              path: google.maps.SymbolPath.CIRCLE,
              scale: stop.main ? 12 : 9,
              fillColor: stop.main ? route.color : '#ffffff',
              fillOpacity: 1,
              strokeColor: stop.main ? '#ffffff' : route.color,
              strokeWeight: stop.main ? 2.5 : 3,
            }}
            label={{ text: String(stop.position), color: stop.main ? textColourOn(route.color) : '#1b1f24', fontSize: stop.main ? '12px' : '10px', fontWeight: '700' }}
            onClick={() => setSelected({ key: `stop-${route.id}-${stop.position}`, position: toLatLng(stop.coordinates), text: `${stop.position}. ${stop.name}` })}
          />
        )),
      )}

      {meetingPoint && (
        <MarkerF
          position={toLatLng(meetingPoint.coordinates)}
          title={`${labels.meetingPoint}: ${meetingPoint.name}`}
          zIndex={6}
          onClick={() =>
            setSelected({ key: 'meeting', position: toLatLng(meetingPoint.coordinates), text: `${labels.meetingPoint}: ${meetingPoint.name}` })
          }
        />
      )}

      {selected && (
        <InfoWindowF key={selected.key} position={selected.position} onCloseClick={() => setSelected(null)}>
          <p style={{ margin: 0, fontWeight: 600 }}>{selected.text}</p>
        </InfoWindowF>
      )}
    </GoogleMap>
  );
}
