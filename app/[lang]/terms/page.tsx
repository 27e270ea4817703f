import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { getTerms } from '@/lib/api/content';
import { http } from '@/lib/api/http';
import { pageLanguage, pageMetadata } from '@/lib/i18n/page-metadata';
import { oopsPath } from '@/lib/i18n/paths';
import { apiContext } from '@/lib/site/server';

export const generateMetadata = pageMetadata('pages.terms');

/** The terms of use, from the provider. */
export default async function TermsPage(props: { params: Promise<{ lang: string }> }) {
  await connection();
  const language = await pageLanguage(props);
  const terms = await getTerms(http, await apiContext(language));
  if (!terms.ok) redirect(oopsPath(language, 400));
  const t = await getTranslations('pages.terms');
  return (
    <ContentPage title={t('title')}>
      {terms.data.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </ContentPage>
  );
}
