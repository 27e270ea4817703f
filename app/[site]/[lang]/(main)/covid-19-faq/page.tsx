import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { JsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pagePath } from '@/lib/i18n/pages';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

export const generateMetadata = pageMetadata('covidFaq', 'covidFaq');

const COVID_FAQ_ITEMS = ['ill', 'masks', 'documents', 'refunds', 'changes', 'distancing'] as const;

/** Travel-health questions and answers, with FAQPage structured data so search engines can show them. */
export default async function CovidFaqPage(props: RouteParams) {
  const { language } = await pageContext(props);
  const t = await getTranslations('covidFaq');
  const items = COVID_FAQ_ITEMS.map((item) => ({ id: item, question: t(`items.${item}.question`), answer: t(`items.${item}.answer`) }));
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: items.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
        }}
      />
      {items.map(({ id, question, answer }) => (
        <details key={id}>
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
      <p>
        <a href={pagePath(language, 'healthCheck')}>{t('more')}</a>
      </p>
    </ContentPage>
  );
}
