import type { ReactNode } from 'react';
import styles from './content-page.module.css';

/** The frame of the shop's information pages: a heading, an optional lead and the content. */
export function ContentPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={`container ${styles.page}`}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <div className={styles.body}>{children}</div>
    </main>
  );
}
