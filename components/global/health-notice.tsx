import { getTranslations } from 'next-intl/server';
import { getNotifications } from '@/lib/api/content';
import { http } from '@/lib/api/http';
import type { Language } from '@/lib/i18n/languages';
import { pagePath } from '@/lib/i18n/pages';
import { HealthNoticeBanner } from './health-notice-banner';
import { hideIfDismissed } from './health-notice-dismissal';

/** The health notice banner (spec §1): the provider's newest notice, linking to the health and safety page with every notice. */
export async function HealthNotice({ language }: { language: Language }) {
  const notices = await getNotifications(http, { language });
  const first = notices.ok ? notices.data[0] : undefined;
  if (!first) return null;
  const t = await getTranslations({ locale: language, namespace: 'healthNotice' });
  return (
    <>
      <HealthNoticeBanner id={first.id} title={first.title} more={t('more')} dismiss={t('dismiss')} href={pagePath(language, 'healthCheck')} />
      <script dangerouslySetInnerHTML={{ __html: hideIfDismissed(first.id) }} />
    </>
  );
}
