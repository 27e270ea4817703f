import Link from 'next/link';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { getScopeFaqs } from '@/lib/api/content';
import { http } from '@/lib/api/http';
import { pageLanguage, pageMetadata } from '@/lib/i18n/page-metadata';
import { pagePath } from '@/lib/i18n/pages';
import { oopsPath } from '@/lib/i18n/paths';
import { apiContext, getSite } from '@/lib/site/server';

export const generateMetadata = pageMetadata('pages.faq');

/** The site's questions and answers, from the provider (faq/scope/{site scope}). */
export default async function FaqPage(props: { params: Promise<{ lang: string }> }) {
  await connection();
  const language = await pageLanguage(props);
  const site = await getSite();
  const faqs = await getScopeFaqs(http, site.scopeId, await apiContext(language));
  if (!faqs.ok) redirect(oopsPath(language, 400));
  const t = await getTranslations('pages.faq');
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      {faqs.data.map((faq) => (
        <details key={faq.id}>
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
      <p>
        {t('more')} <Link href={pagePath(language, 'contact')}>{t('contact')}</Link>
      </p>
    </ContentPage>
  );
}
