import { useId, type ReactNode } from 'react';
import type { RouteMapProps } from './map-types';
import { PIN_PATH } from './route-map-drawing';
import { INK, VIEWBOX } from './route-drawing';
import styles from './route-map.module.css';

export interface RouteMapFigureProps extends RouteMapProps {
  /** The drawing's address (`/maps/…`, route-map-drawing.ts). */
  drawing: string;
  /** Drawn over the map's canvas: the Google map once it has loaded. */
  overlay?: ReactNode;
  /** The page lists the stops itself (the product page's route): the map then lists only the sights. */
  stopsListed?: boolean;
}

/**
 * The route map without any third-party code: the drawing as an image, with a legend and the
 * stops as lists, its text alternative. A synchronous server component, so pages and tests
 * render it directly.
 */
export function RouteMapFigure(props: RouteMapFigureProps) {
  const { routes, places = [], meetingPoint, labels: text, fullScreenHref, variant = 'inline', drawing, overlay, stopsListed = false } = props;
  const listed = stopsListed ? [] : routes;
  // useId's punctuation is not welcome in ids.
  const id = `map${useId().replace(/[^\w-]/g, '')}`;
  const ids = { title: `${id}-title`, stops: `${id}-stops` };

  return (
    <figure className={variant === 'full' ? `${styles.figure} ${styles.full}` : styles.figure} aria-labelledby={ids.title}>
      <div className={styles.canvas}>
        {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn by the shop: nothing for the image optimiser to do */}
        <img
          id={ids.title}
          className={styles.drawing}
          src={drawing}
          alt={text.title}
          width={VIEWBOX.width}
          height={VIEWBOX.height}
          loading={variant === 'full' ? 'eager' : 'lazy'}
          decoding="async"
        />
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
            <a href={fullScreenHref} className={styles.fullScreen}>
              <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
                <path d="M3 8V3h5M12 3h5v5M17 12v5h-5M8 17H3v-5" />
              </svg>
              {text.openFullScreen}
            </a>
          )}
        </div>

        {listed.length > 0 || places.length > 0 ? (
          <details className={styles.details}>
            <summary className={styles.summary}>{listed.length > 0 ? text.stops : text.sights}</summary>
            <div className={styles.stopLists}>
              {listed.map((route) => (
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
        ) : null}
      </figcaption>
    </figure>
  );
}
