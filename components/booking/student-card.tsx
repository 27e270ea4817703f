'use client';

import { useTranslations } from 'next-intl';
import styles from './booking.module.css';

/** Spec §5: student tickets need a student card; the visitor confirms they will show one. */
export function StudentCard({ confirmed, onChange }: { confirmed: boolean; onChange: (confirmed: boolean) => void }) {
  const t = useTranslations('booking');
  return (
    <div className={styles.studentCard}>
      <p className={styles.notice}>{t('student.notice')}</p>
      <label className={styles.checkbox}>
        <input type="checkbox" required checked={confirmed} data-autofocus onChange={(event) => onChange(event.target.checked)} />
        <span>{t('student.confirm')}</span>
      </label>
    </div>
  );
}
