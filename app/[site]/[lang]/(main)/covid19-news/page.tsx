import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { getNotifications } from '@/lib/api/content';
import { http } from '@/lib/api/http';
import { formatDate } from '@/lib/format/date';
import { LANGUAGES } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { dataOrOops } from '@/lib/site/load';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

export const generateMetadata = pageMetadata('pages.covid19News', 'covid19News');

// Cached per site and language, rebuilt in the background at most every 5 minutes.
export const revalidate = 300;

/** Health and travel news: every notice of the provider, newest first. */
export default async function HealthNewsPage(props: RouteParams) {
  const { api } = await pageContext(props);
  const notices = dataOrOops(await getNotifications(http, api), 'Notifications');
  const t = await getTranslations('pages.covid19News');
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      {notices.map((notice) => (
        <article key={notice.id}>
          <h2>{notice.title}</h2>
          <p>
            <time dateTime={notice.publishedOn}>{formatDate(notice.publishedOn, LANGUAGES[api.language].intlLocale)}</time>
          </p>
          <p>{notice.body}</p>
        </article>
      ))}
    </ContentPage>
  );
}
