import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { getNotifications } from '@/lib/api/content';
import { http } from '@/lib/api/http';
import { formatDate } from '@/lib/format/date';
import { pageLanguage, pageMetadata } from '@/lib/i18n/page-metadata';
import { oopsPath } from '@/lib/i18n/paths';
import { apiContext } from '@/lib/site/server';

export const generateMetadata = pageMetadata('pages.covid19News');

/** Health and travel news: every notice of the provider, newest first. */
export default async function HealthNewsPage(props: { params: Promise<{ lang: string }> }) {
  await connection();
  const language = await pageLanguage(props);
  const notices = await getNotifications(http, await apiContext(language));
  if (!notices.ok) redirect(oopsPath(language, 400));
  const t = await getTranslations('pages.covid19News');
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      {notices.data.map((notice) => (
        <article key={notice.id}>
          <h2>{notice.title}</h2>
          <p>
            <time dateTime={notice.publishedOn}>{formatDate(notice.publishedOn)}</time>
          </p>
          <p>{notice.body}</p>
        </article>
      ))}
    </ContentPage>
  );
}
