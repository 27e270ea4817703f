import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { getScopeFaqs } from '@/lib/api/content';
import { http } from '@/lib/api/http';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pagePath } from '@/lib/i18n/pages';
import { dataOrOops } from '@/lib/site/load';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

export const generateMetadata = pageMetadata('pages.faq', 'faq');

// Cached per site and language, rebuilt in the background at most every 5 minutes.
export const revalidate = 300;

/** The site's questions and answers, from the provider (faq/scope/{site scope}). */
export default async function FaqPage(props: RouteParams) {
  const { site, language, api } = await pageContext(props);
  const faqs = dataOrOops(await getScopeFaqs(http, site.scopeId, api), 'FAQs');
  const t = await getTranslations('pages.faq');
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      {faqs.map((faq) => (
        <details key={faq.id}>
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
      <p>
        {t('more')} <a href={pagePath(language, 'contact')}>{t('contact')}</a>
      </p>
    </ContentPage>
  );
}
