import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { ExtraMessages } from '@/components/providers/extra-messages';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import type { PageKey } from '@/lib/i18n/pages';
import { pageContext, type PageContext, type RouteParams } from '@/lib/site/page-context';
import styles from './account.module.css';

/** An account page's site and language: members exist on the worldwide site only, elsewhere the page is not found. */
export async function memberPageContext(props: RouteParams): Promise<PageContext> {
  const context = await pageContext(props);
  if (!context.site.flags.memberArea) notFound();
  return context;
}

/**
 * Title and alternates of an account page; never indexed, and no referrer leaves it (its
 * address may carry an email link's token).
 */
export function accountMetadata(namespace: string, page: PageKey) {
  const metadata = pageMetadata(namespace, page, { index: false });
  return async function generateMetadata(props: RouteParams): Promise<Metadata> {
    await memberPageContext(props);
    return { ...(await metadata(props)), referrer: 'no-referrer' };
  };
}

/** The page around an account form: its heading, and the `account` messages its island reads. */
export function AccountPage({ title, messages, children }: { title: string; messages: AbstractIntlMessages; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={`container ${styles.page}`}>
      <div className={styles.column}>
        <h1 className={styles.title}>{title}</h1>
        <ExtraMessages messages={{ account: messages }}>{children}</ExtraMessages>
      </div>
    </main>
  );
}
