'use client';

import { useTranslations } from 'next-intl';
import type { Cart } from '@/provider/api/contract/cart';
import type { LinkOutcome } from './use-reservation-link';
import styles from './basket.module.css';

/**
 * What a basket link did: how many tours it added, how many could not be, and whether parts of
 * it were not valid. The tours added are counted in the basket as it is now, so the note goes
 * with them when they are removed.
 */
export function LinkOutcomeNote({ outcome, cart }: { outcome: LinkOutcome | null; cart: Cart | undefined }) {
  const t = useTranslations('basket');
  if (!outcome) return null;
  const added = outcome.added.filter((id) => cart?.items.some((item) => item.id === id)).length;
  return (
    <>
      {added > 0 ? (
        <p className={styles.success} role="status">
          {t('link.added', { count: added })}
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
