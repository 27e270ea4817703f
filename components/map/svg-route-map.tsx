import Link from 'next/link';
import { useId, type ReactNode } from 'react';
import type { MapPoint, MapRoute, MapStop, RouteMapProps } from './map-types';
import {
  directionArrows,
  fitProjection,
  INK,
  loopPath,
  loopSegments,
  placeLabels,
  samplePath,
  scaleBar,
  spreadMarkers,
  textColourOn,
  VIEWBOX,
  wrapLabel,
  type Point,
  type Rect,
} from './route-drawing';
import styles from './route-map.module.css';

export interface SvgRouteMapProps extends RouteMapProps {
  /** Drawn over the map's canvas: the Google map once it has loaded. */
  overlay?: ReactNode;
}

const STOP_RADIUS = 9;
const MAIN_STOP_RADIUS = 12;
const LABEL_FONT_SIZE = 14;
/** Must match the largest enlargement of markers and labels on narrow screens in route-map.module.css. */
const NARROW_SCALE = 2;
/** Room for labels at the sides and for the scale bar at the bottom. */
const PADDING = { top: 44, right: 60, bottom: 64, left: 60 };
/** A map pin with its tip at (0, 0). */
const PIN_PATH = 'M0 0C-2.5-6.5-10-11-10-19.5a10 10 0 1 1 20 0C10-11 2.5-6.5 0 0Z';
const PIN_HEIGHT = 30;
const LAND = '#f3ecdf';

interface Marker {
  route: MapRoute;
  stop: MapStop;
  at: Point;
  radius: number;
}

/** Everything the picture needs, in drawing units: the pure part of the component. */
function layout({ routes, places = [], meetingPoint, center }: RouteMapProps) {
  const ordered = routes.map((route) => ({ ...route, stops: [...route.stops].sort((a, b) => a.position - b.position) }));
  const located: MapPoint[] = [...ordered.flatMap((r) => r.stops.map((s) => s.coordinates)), ...(meetingPoint ? [meetingPoint.coordinates] : [])];
  const projection = fitProjection(located.length ? located : [center], VIEWBOX, PADDING);
  const { project } = projection;

  const lines = ordered.map((route) => {
    const points = route.stops.map((s) => project(s.coordinates));
    const segments = loopSegments(points);
    return { route, path: loopPath(points), segments, arrows: directionArrows(segments) };
  });

  const stops = ordered.flatMap((route) =>
    route.stops.map((stop) => ({ route, stop, at: project(stop.coordinates), radius: stop.main ? MAIN_STOP_RADIUS : STOP_RADIUS })),
  );
  const spread = spreadMarkers(stops.map((m) => m.at), MAIN_STOP_RADIUS);
  const markers: Marker[] = stops.map((m, i) => ({ ...m, at: spread[i] ?? m.at }));

  // Sights far outside the route are left out rather than shrinking the route to fit them.
  const sights = places
    .map((place) => ({ place, at: project(place.coordinates) }))
    .filter(({ at }) => at.x > 8 && at.x < VIEWBOX.width - 8 && at.y > 8 && at.y < VIEWBOX.height - 8);

  // The meeting point is usually the first stop: the pin then stands on top of that stop's marker.
  const meeting = meetingPoint && (() => {
    const at = project(meetingPoint.coordinates);
    const under = markers.find((m) => Math.hypot(m.at.x - at.x, m.at.y - at.y) < m.radius * 1.5);
    return { name: meetingPoint.name, at: under ? under.at : at, lift: under ? under.radius - 2 : 0 };
  })();

  const obstacles: Rect[] = [
    ...markers.map(({ at, radius }) => ({ left: at.x - radius, top: at.y - radius, right: at.x + radius, bottom: at.y + radius })),
    ...sights.map(({ at }) => ({ left: at.x - 6, top: at.y - 6, right: at.x + 6, bottom: at.y + 6 })),
    ...(meeting ? [{ left: meeting.at.x - 11, top: meeting.at.y - meeting.lift - PIN_HEIGHT, right: meeting.at.x + 11, bottom: meeting.at.y - meeting.lift }] : []),
  ];

  // A main stop shared by several routes is named once.
  const named = markers.filter((m, i) => m.stop.main && markers.findIndex((o) => o.stop.main && o.stop.name === m.stop.name) === i);
  const lineSamples = lines.flatMap((l) => samplePath(l.segments));
  const placements = placeLabels(
    named.map((m) => ({ ...m.at, radius: m.radius, lines: wrapLabel(m.stop.name) })),
    { fontSize: LABEL_FONT_SIZE, obstacles, linePoints: lineSamples, maxScale: NARROW_SCALE, collisionScale: NARROW_SCALE },
  );
  const labels = named.map((m, i) => ({ marker: m, lines: wrapLabel(m.stop.name), placement: placements[i]! }));

  return { lines, markers, sights, meeting, labels, scale: scaleBar(projection.unitsPerMetre, 120) };
}

/** "500 m", "1 km": the scale bar's length in the page's language. */
function formatDistance(metres: number, locale: string): string {
  const [value, unit] = metres >= 1000 ? [metres / 1000, 'kilometer'] : [metres, 'meter'];
  const options = { style: 'unit', unit, unitDisplay: 'short' } as const;
  try {
    return new Intl.NumberFormat(locale, options).format(value);
  } catch {
    // A malformed locale must not cost the page its map.
    return new Intl.NumberFormat('en', options).format(value);
  }
}

/**
 * The route map without any third-party code: an illustration drawn from the stops' coordinates,
 * with a legend and the stops as lists for readers who cannot see it. A synchronous server
 * component, so pages and tests render it directly.
 */
export function SvgRouteMap(props: SvgRouteMapProps) {
  const { routes, places = [], meetingPoint, labels: text, fullScreenHref, variant = 'inline', locale = 'en', overlay } = props;
  // useId's punctuation is not welcome in url(#…) references.
  const id = `map${useId().replace(/[^\w-]/g, '')}`;
  const ids = { title: `${id}-title`, grid: `${id}-grid`, glow: `${id}-glow`, shadow: `${id}-shadow`, stops: `${id}-stops` };
  const { lines, markers, sights, meeting, labels, scale } = layout(props);
  const distance = formatDistance(scale.metres, locale);
  const bleed = VIEWBOX.width; // the background runs past the viewBox to fill a letterboxed full-screen map

  return (
    <figure className={variant === 'full' ? `${styles.figure} ${styles.full}` : styles.figure} aria-labelledby={ids.title}>
      <div className={styles.canvas}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${VIEWBOX.width} ${VIEWBOX.height}`}
          role="img"
          aria-labelledby={ids.title}
          preserveAspectRatio="xMidYMid meet"
        >
          <title id={ids.title}>{text.title}</title>
          <defs>
            <pattern id={ids.grid} width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(-14)">
              <path d="M0 0H40M0 0V40" className={styles.street} />
              <path d="M0 20H40" className={styles.lane} />
            </pattern>
            <radialGradient id={ids.glow} cx="50%" cy="45%" r="70%">
              <stop offset="0" stopColor="#fffdf8" />
              <stop offset="1" stopColor={LAND} />
            </radialGradient>
            <filter id={ids.shadow} x="-10%" y="-10%" width="120%" height="120%">
              <feDropShadow dx="0" dy="1.5" stdDeviation="1.6" floodColor="#3b2f1e" floodOpacity="0.28" />
            </filter>
          </defs>

          <rect x={-bleed} y={-bleed} width={VIEWBOX.width + 2 * bleed} height={VIEWBOX.height + 2 * bleed} fill={LAND} />
          <rect x={-bleed} y={-bleed} width={VIEWBOX.width + 2 * bleed} height={VIEWBOX.height + 2 * bleed} fill={`url(#${ids.glow})`} />
          <rect x={-bleed} y={-bleed} width={VIEWBOX.width + 2 * bleed} height={VIEWBOX.height + 2 * bleed} fill={`url(#${ids.grid})`} />

          {sights
            .filter(({ place }) => place.kind === 'park')
            .map(({ place, at }) => (
              <ellipse key={`park-${place.id}`} className={styles.park} cx={at.x} cy={at.y} rx="34" ry="24" />
            ))}

          <g aria-hidden="true">
            {lines.map(({ route, path }) => (
              <path key={`halo-${route.id}`} d={path} className={styles.routeHalo} stroke={route.color} />
            ))}
            <g filter={`url(#${ids.shadow})`}>
              {lines.map(({ route, path }) => (
                <path key={`casing-${route.id}`} d={path} className={styles.routeCasing} />
              ))}
            </g>
            {lines.map(({ route, path }) => (
              <path key={`line-${route.id}`} d={path} className={styles.routeLine} stroke={route.color} />
            ))}
            {lines.flatMap(({ route, arrows }) =>
              arrows.map((a, i) => (
                <path
                  key={`arrow-${route.id}-${i}`}
                  className={styles.arrow}
                  fill={textColourOn(route.color)}
                  d="M-3 -3.2L3.4 0L-3 3.2Z"
                  transform={`translate(${a.x.toFixed(1)} ${a.y.toFixed(1)}) rotate(${a.angle.toFixed(1)})`}
                />
              )),
            )}
          </g>

          {sights.map(({ place, at }) => (
            <g key={`sight-${place.id}`} transform={`translate(${at.x.toFixed(1)} ${at.y.toFixed(1)})`}>
              <g className={styles.scalable}>
                <title>{place.name}</title>
                <rect className={styles.sight} x="-5" y="-5" width="10" height="10" rx="1.5" transform="rotate(45)" />
              </g>
            </g>
          ))}

          {markers.map(({ route, stop, at, radius }) => (
            <g
              key={`stop-${route.id}-${stop.position}`}
              className={styles.stop}
              data-stop={stop.position}
              transform={`translate(${at.x.toFixed(1)} ${at.y.toFixed(1)})`}
            >
              <g className={styles.scalable}>
                <title>{`${stop.position}. ${stop.name}`}</title>
                {stop.main ? (
                  <>
                    <circle r={radius} fill={route.color} className={styles.mainStopRing} />
                    <text className={styles.stopNumber} fill={textColourOn(route.color)} dy="0.35em">
                      {stop.position}
                    </text>
                  </>
                ) : (
                  <>
                    <circle r={radius} stroke={route.color} className={styles.stopRing} />
                    <text className={`${styles.stopNumber} ${styles.stopNumberSmall}`} dy="0.35em">
                      {stop.position}
                    </text>
                  </>
                )}
              </g>
            </g>
          ))}

          {meeting && (
            <g transform={`translate(${meeting.at.x.toFixed(1)} ${meeting.at.y.toFixed(1)})`}>
              {/* Scaled about the stop it stands on, so both grow together on small screens. */}
              <g className={styles.scalable}>
                <title>{`${text.meetingPoint}: ${meeting.name}`}</title>
                <g transform={`translate(0 ${-meeting.lift})`}>
                  <path className={styles.pin} d={PIN_PATH} filter={`url(#${ids.shadow})`} />
                  <circle className={styles.pinDot} cy="-19.5" r="4" />
                </g>
              </g>
            </g>
          )}

          {labels.map(({ marker, lines: nameLines, placement }) => (
            <g key={`label-${marker.route.id}-${marker.stop.position}`} transform={`translate(${marker.at.x.toFixed(1)} ${marker.at.y.toFixed(1)})`}>
              <text className={`${styles.scalable} ${styles.label}`} textAnchor={placement.anchor} x={placement.dx.toFixed(1)} y={placement.dy.toFixed(1)}>
                {nameLines.map((line, i) => (
                  <tspan key={i} x={placement.dx.toFixed(1)} dy={i === 0 ? undefined : '1.2em'}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          ))}

          <g className={styles.scaleBar} transform={`translate(20 ${VIEWBOX.height - 22})`} aria-hidden="true">
            <path className={styles.scaleCasing} d={`M0 -5V0H${scale.width.toFixed(1)}V-5`} />
            <path className={styles.scaleLine} d={`M0 -5V0H${scale.width.toFixed(1)}V-5`} />
            <g transform={`translate(${(scale.width + 7).toFixed(1)} 0)`}>
              <text className={`${styles.scalable} ${styles.scaleText}`} y="0">
                {distance}
              </text>
            </g>
          </g>
          <g className={styles.compass} transform={`translate(${VIEWBOX.width - 34} ${VIEWBOX.height - 36})`} aria-hidden="true">
            <g className={styles.scalable}>
              <circle r="15" className={styles.compassDisc} />
              <path d="M0 -11L5 2L0 -1L-5 2Z" className={styles.compassNorth} />
              <path d="M0 11L5 2L0 -1L-5 2Z" className={styles.compassSouth} />
            </g>
          </g>
        </svg>
        {overlay}
      </div>

      <figcaption className={styles.caption}>
        <div className={styles.captionBar}>
          <ul className={styles.legend}>
            {routes.map((route) => (
              <li key={route.id} className={styles.legendItem}>
                <svg aria-hidden="true" className={styles.legendSymbol} viewBox="0 0 28 12">
                  <path d="M2 6H26" className={styles.legendCasing} />
                  <path d="M2 6H26" className={styles.legendLine} stroke={route.color} />
                </svg>
                {route.name}
              </li>
            ))}
            <li className={styles.legendItem}>
              <svg aria-hidden="true" className={styles.legendSymbol} viewBox="0 0 28 28">
                <circle cx="14" cy="14" r="10" className={styles.legendMainStop} fill={routes.length === 1 ? routes[0]!.color : INK} />
              </svg>
              {text.mainStops}
            </li>
            <li className={styles.legendItem}>
              <svg aria-hidden="true" className={styles.legendSymbol} viewBox="0 0 28 28">
                <circle cx="14" cy="14" r="7" className={styles.legendStop} stroke={routes.length === 1 ? routes[0]!.color : INK} />
              </svg>
              {text.stops}
            </li>
            {meetingPoint && (
              <li className={styles.legendItem}>
                <svg aria-hidden="true" className={styles.legendSymbol} viewBox="-14 -26 28 28">
                  <path className={styles.pin} d={PIN_PATH} />
                  <circle className={styles.pinDot} cy="-19.5" r="4" />
                </svg>
                {text.meetingPoint}: {meetingPoint.name}
              </li>
            )}
            {places.length > 0 && (
              <li className={styles.legendItem}>
                <svg aria-hidden="true" className={styles.legendSymbol} viewBox="-14 -14 28 28">
                  <rect className={styles.sight} x="-5" y="-5" width="10" height="10" rx="1.5" transform="rotate(45)" />
                </svg>
                {text.sights}
              </li>
            )}
          </ul>
          {fullScreenHref && text.openFullScreen && (
            <Link href={fullScreenHref} className={styles.fullScreen}>
              <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
                <path d="M3 8V3h5M12 3h5v5M17 12v5h-5M8 17H3v-5" />
              </svg>
              {text.openFullScreen}
            </Link>
          )}
        </div>

        <details className={styles.details}>
          <summary className={styles.summary}>{text.stops}</summary>
          <div className={styles.stopLists}>
            {routes.map((route) => (
              <div key={route.id}>
                <p id={`${ids.stops}-${route.id}`} className={styles.routeName}>
                  <span className={styles.swatch} style={{ backgroundColor: route.color }} aria-hidden="true" />
                  {route.name}
                </p>
                <ol className={styles.stopList} aria-labelledby={`${ids.stops}-${route.id}`}>
                  {[...route.stops]
                    .sort((a, b) => a.position - b.position)
                    .map((stop) => (
                      <li key={stop.position} value={stop.position}>
                        {stop.main ? <strong>{stop.name}</strong> : stop.name}
                      </li>
                    ))}
                </ol>
              </div>
            ))}
            {places.length > 0 && (
              <div>
                <p id={`${ids.stops}-sights`} className={styles.routeName}>
                  {text.sights}
                </p>
                <ul className={styles.sightList} aria-labelledby={`${ids.stops}-sights`}>
                  {places.map((place) => (
                    <li key={place.id}>{place.name}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </details>
      </figcaption>
    </figure>
  );
}
