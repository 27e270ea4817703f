import { useTranslations } from 'next-intl';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  name: string;
  href: string;
}

/** Where the page sits: home › city › product; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs, tone = 'dark' }: { crumbs: Crumb[]; tone?: 'dark' | 'light' }) {
  const t = useTranslations('catalogue');
  return (
    <nav aria-label={t('breadcrumbs')} className={`${styles.nav} ${styles[tone]}`}>
      <ol className={styles.list}>
        {crumbs.map((crumb, i) => (
          <li key={crumb.href}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <a href={crumb.href}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
