import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { getNotifications } from '@/lib/api/content';
import { http } from '@/lib/api/http';
import { formatDate } from '@/lib/format/date';
import { LANGUAGES } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pagePath } from '@/lib/i18n/pages';
import { dataOrOops } from '@/lib/site/load';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

export const generateMetadata = pageMetadata('healthCheck', 'healthCheck');

// Cached per site and language, rebuilt in the background at most every 5 minutes.
export const revalidate = 300;

const GUIDANCE = ['cleaning', 'air', 'unwell', 'staff'] as const;

/** Health and safety: the provider's current notices in full with their dates (the banner links here), and the guidance on board. */
export default async function HealthCheckPage(props: RouteParams) {
  const { language, api } = await pageContext(props);
  const notices = dataOrOops(await getNotifications(http, api), 'Notifications');
  const t = await getTranslations('healthCheck');
  const locale = LANGUAGES[language].intlLocale;
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <h2>{t('noticesTitle')}</h2>
      {notices.length > 0 ? (
        notices.map((notice) => (
          <article key={notice.id} aria-labelledby={`notice-${notice.id}`}>
            <h3 id={`notice-${notice.id}`}>{notice.title}</h3>
            <p>
              {t.rich('published', { date: formatDate(notice.publishedOn, locale), time: (chunks) => <time dateTime={notice.publishedOn}>{chunks}</time> })}
            </p>
            <p>{notice.body}</p>
          </article>
        ))
      ) : (
        <p>{t('noNotices')}</p>
      )}
      <h2>{t('guidanceTitle')}</h2>
      <ul>
        {GUIDANCE.map((item) => (
          <li key={item}>{t(item)}</li>
        ))}
      </ul>
      <p>
        <a href={pagePath(language, 'covidFaq')}>{t('faqLink')}</a>
      </p>
    </ContentPage>
  );
}
