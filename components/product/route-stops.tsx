import { useTranslations } from 'next-intl';
import type { Product } from '@/provider/api/contract/products';
import { useDateFormat } from '@/lib/format/use-date-format';
import styles from './product-view.module.css';

/** The route (spec §2 "route and stops"): how it runs, then each stop in order with the minutes from the start. */
export function RouteStops({ route }: { route: Product['route'] }) {
  const t = useTranslations('product');
  const format = useDateFormat();
  return (
    <>
      <p>{route.description}</p>
      <ul className={styles.routeFacts}>
        {route.frequencyMinutes ? <li>{t('route.frequency', { minutes: route.frequencyMinutes })}</li> : null}
        <li>{t('route.hours', { first: format.time(route.firstDeparture), last: format.time(route.lastDeparture) })}</li>
        <li>{t('route.stopCount', { count: route.stops.length })}</li>
      </ul>
      {route.stops.length > 0 ? (
        <ol className={styles.stops}>
          {route.stops.map((stop) => (
            <li key={stop.position} className={stop.main ? styles.mainStop : undefined}>
              <span className={styles.stopNumber} aria-hidden="true">
                {stop.position}
              </span>
              <span className={styles.stopName}>
                {stop.name}
                {stop.main ? <span className={styles.mainBadge}>{t('route.main')}</span> : null}
              </span>
              <span className={styles.stopTime}>{stop.arrivalMinutes === 0 ? t('route.start') : t('route.after', { minutes: stop.arrivalMinutes })}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
