import { useTranslations } from 'next-intl';
import styles from './location-view.module.css';

/** What to visit: the city's sights with what kind of place each is. */
export function SightList({ sights }: { sights: { id: number; name: string; kind: string }[] }) {
  const t = useTranslations('catalogue');
  return (
    <ul className={styles.sights}>
      {sights.map((sight) => (
        <li key={sight.id}>
          <span className={styles.sightName}>{sight.name}</span>
          <span className={styles.sightKind}>{t(`sightKinds.${sight.kind}`)}</span>
        </li>
      ))}
    </ul>
  );
}
