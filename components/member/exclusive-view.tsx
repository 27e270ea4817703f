import { useTranslations } from 'next-intl';
import { useShellPaths } from '@/components/providers/shell-paths';
import buttons from '@/components/ui/buttons.module.css';
import styles from './member-area.module.css';

const BENEFITS = ['discounts', 'prices', 'purchases', 'wishlist'] as const;

/** The member area to someone not signed in: marked exclusive (spec §1), what members get, and the way in. */
export function ExclusiveView() {
  const paths = useShellPaths();
  const t = useTranslations('memberArea.signedOut');
  return (
    <section className={styles.exclusive} aria-labelledby="member-exclusive-title">
      <p className={styles.exclusiveBadge}>{t('badge')}</p>
      <h2 id="member-exclusive-title" className={styles.exclusiveTitle}>
        {t('title')}
      </h2>
      <p className={styles.lead}>{t('lead')}</p>
      <ul className={styles.benefits}>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <h3>{t(`benefits.${benefit}.title`)}</h3>
            <p>{t(`benefits.${benefit}.text`)}</p>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <a className={buttons.primary} href={paths.register}>
          {t('register')}
        </a>
        <a className={buttons.secondary} href={paths.login}>
          {t('login')}
        </a>
      </div>
      <p className={styles.muted}>{t('quick')}</p>
    </section>
  );
}
