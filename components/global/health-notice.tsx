import { getTranslations } from 'next-intl/server';
import { getNotifications } from '@/lib/api/content';
import { http } from '@/lib/api/http';
import type { Language } from '@/lib/i18n/languages';
import { pagePath } from '@/lib/i18n/pages';
import { CloseIcon } from '@/components/ui/icons';
import { healthNoticeScript } from './health-notice-dismissal';
import styles from './global.module.css';

/**
 * The health notice banner (spec §1): the provider's newest notice, linking to the health and
 * safety page with every notice; the visitor can dismiss it for the visit (its script).
 */
export async function HealthNotice({ language }: { language: Language }) {
  const notices = await getNotifications(http, { language });
  const first = notices.ok ? notices.data[0] : undefined;
  if (!first) return null;
  const t = await getTranslations({ locale: language, namespace: 'healthNotice' });
  return (
    <>
      <aside className={styles.healthNotice} aria-label={first.title}>
        <p>
          {first.title} <a href={pagePath(language, 'healthCheck')}>{t('more')}</a>
        </p>
        <button type="button" aria-label={t('dismiss')}>
          <CloseIcon size={16} />
        </button>
      </aside>
      <script dangerouslySetInnerHTML={{ __html: healthNoticeScript(first.id) }} />
    </>
  );
}
