import { useTranslations } from 'next-intl';
import { useDateFormat } from '@/lib/format/use-date-format';
import styles from './location-view.module.css';

interface Notice {
  id: number;
  severity: 'info' | 'warning' | 'disruption';
  title: string;
  body: string;
  startsOn: string;
  endsOn: string | null;
}

/** Service notices in force or coming (spec §2 service information), the most serious marked as such. */
export function ServiceNotices({ updates, headingLevel }: { updates: Notice[]; headingLevel: 2 | 3 }) {
  const t = useTranslations('location');
  const format = useDateFormat();
  if (updates.length === 0) return <p>{t('noNotices')}</p>;
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.notices}>
      {updates.map((notice) => (
        <li key={notice.id} className={styles.notice} data-severity={notice.severity}>
          <p className={styles.severity}>{t(`severity.${notice.severity}`)}</p>
          <Heading className={styles.noticeTitle}>{notice.title}</Heading>
          <p>{notice.body}</p>
          <p className={styles.noticeDates}>
            {notice.endsOn
              ? t('noticeFromTo', { from: format.date(notice.startsOn), to: format.date(notice.endsOn) })
              : t('noticeFrom', { from: format.date(notice.startsOn) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
