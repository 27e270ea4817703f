'use client';

import { useTranslations } from 'next-intl';
import type { MemberInfo } from '@/lib/api/member-area';
import { useDateFormat } from '@/lib/format/use-date-format';
import buttons from '@/components/ui/buttons.module.css';
import styles from './member-area.module.css';

/** Marks the page while the card prints, so the print style keeps the card alone. */
function printCard() {
  const body = document.body;
  body.classList.add(styles.printingCard!);
  window.addEventListener('afterprint', () => body.classList.remove(styles.printingCard!), { once: true });
  window.print();
}

/** The member card partners without a code ask to see: the member's name and since when, on screen or printed. */
export function MemberCard({ info }: { info: MemberInfo | undefined }) {
  const t = useTranslations('memberArea.card');
  const brand = useTranslations('sites.worldwide');
  const format = useDateFormat();
  return (
    <section id="member-card" className={styles.memberCardSection} aria-labelledby="member-card-title" tabIndex={-1}>
      <div className={styles.memberCard}>
        <p className={styles.memberCardBrand}>{brand('name')}</p>
        <h3 id="member-card-title" className={styles.memberCardTitle}>
          {t('title')}
        </h3>
        {info ? (
          <>
            <p className={styles.memberCardName}>{info.name}</p>
            <p>{t('since', { date: format.date(info.createdAt) })}</p>
          </>
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </div>
      <p className={styles.muted}>{t('hint')}</p>
      <button type="button" className={`${buttons.secondary} ${styles.printButton}`} onClick={printCard} disabled={!info}>
        {t('print')}
      </button>
    </section>
  );
}
