import { useTranslations } from 'next-intl';
import { AVAILABILITY_STATUSES } from '@/provider/domain/catalogue';
import styles from './calendar.module.css';

/** What each day's look means (spec §3 date availability); the days' labels say it to screen readers too. */
export function CalendarLegend({ promotion }: { promotion: boolean }) {
  const t = useTranslations('booking');
  const flagTexts = useTranslations('siteFlags');
  return (
    <ul className={styles.legend} aria-label={t('calendar.legend')}>
      {AVAILABILITY_STATUSES.map((status) => (
        <li key={status}>
          <span className={styles.swatch} data-status={status} aria-hidden="true" />
          {t(`status.${status}`)}
        </li>
      ))}
      {promotion ? (
        <li>
          <span className={styles.legendLowerPrice} aria-hidden="true">
            %
          </span>{' '}
          {flagTexts('lowerPrice')}
        </li>
      ) : null}
    </ul>
  );
}
