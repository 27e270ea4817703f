'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { GoogleRouteMapProps } from './google-route-map';
import styles from './route-map.module.css';

// A separate chunk, fetched only when a map comes into view: pages ship no Google code up front.
const GoogleRouteMap = lazy(() => import('./google-route-map').then((m) => ({ default: m.GoogleRouteMap })));

export type GoogleMapUpgradeProps = Omit<GoogleRouteMapProps, 'onReady' | 'className'>;

/**
 * Lays Google Maps over the SVG drawing once the map scrolls near the screen. The drawing
 * stays visible until Google's tiles are drawn, and stays for good if the script never loads.
 */
export function GoogleMapUpgrade(props: GoogleMapUpgradeProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={ready ? `${styles.google} ${styles.googleReady}` : styles.google} aria-hidden={ready ? undefined : true}>
      {near ? (
        <Suspense fallback={null}>
          <GoogleRouteMap {...props} onReady={() => setReady(true)} />
        </Suspense>
      ) : null}
    </div>
  );
}
