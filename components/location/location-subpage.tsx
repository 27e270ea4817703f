import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import styles from './location-subpage.module.css';

/** The frame of a city's sub-pages (all products, seats, service updates, terms): where it sits, its title, its content. */
export function LocationSubpage({ crumbs, title, lead, children }: { crumbs: Crumb[]; title: string; lead?: string; children: ReactNode }) {
  return (
    <main id="main" className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </main>
  );
}
