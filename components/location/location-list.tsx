import type { TopLocation } from '@/lib/api/locations';
import styles from './location-list.module.css';

/** The destinations grid: each city a large, easy-to-tap link to its page. */
export function LocationList({ locations }: { locations: TopLocation[] }) {
  return (
    <ul className={styles.grid}>
      {locations.map((location) => (
        <li key={location.id}>
          <a className={styles.card} href={location.href}>
            <span className={styles.initial} aria-hidden="true">
              {location.name.charAt(0)}
            </span>
            <span className={styles.name}>{location.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
