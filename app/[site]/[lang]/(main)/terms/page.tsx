import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { getTerms } from '@/lib/api/content';
import { http } from '@/lib/api/http';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { dataOrOops } from '@/lib/site/load';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

export const generateMetadata = pageMetadata('pages.terms', 'terms');

// Cached per site and language, rebuilt in the background at most every 5 minutes.
export const revalidate = 300;

/** The terms of use, from the provider. */
export default async function TermsPage(props: RouteParams) {
  const { api } = await pageContext(props);
  const terms = dataOrOops(await getTerms(http, api), 'Terms');
  const t = await getTranslations('pages.terms');
  return (
    <ContentPage title={t('title')}>
      {terms.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </ContentPage>
  );
}
