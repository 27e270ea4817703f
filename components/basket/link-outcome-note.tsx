'use client';

import { useTranslations } from 'next-intl';
import type { LinkOutcome } from './use-reservation-link';
import styles from './basket.module.css';

/** What a basket link did: how many tours it added, how many could not be, and whether parts of it were not valid. */
export function LinkOutcomeNote({ outcome }: { outcome: LinkOutcome | null }) {
  const t = useTranslations('basket');
  if (!outcome) return null;
  return (
    <>
      {outcome.added > 0 ? (
        <p className={styles.success} role="status">
          {t('link.added', { count: outcome.added })}
        </p>
      ) : null}
      {outcome.failed > 0 || outcome.ignored > 0 ? (
        <div className={styles.warning} role="alert">
          {outcome.failed > 0 ? (
            <p>
              {t('link.failed', { count: outcome.failed })} {outcome.reason ? t(`errors.${outcome.reason}`) : null}
            </p>
          ) : null}
          {outcome.ignored > 0 ? <p>{t('link.ignored', { count: outcome.ignored })}</p> : null}
        </div>
      ) : null}
    </>
  );
}
