import { getMessages, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ContentPage } from '@/components/content/content-page';
import { NewsletterFormView } from '@/components/newsletter/newsletter-form';
import { NewsletterLinkFromAddress } from '@/components/newsletter/newsletter-link';
import { ExtraMessages } from '@/components/providers/extra-messages';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

export const generateMetadata = pageMetadata('newsletterPage', 'newsletter');

/**
 * The newsletter landing page: no header or footer (spec §2), just the offer and the form, and the
 * result of a mail's link (`?confirm=` / `?unsubscribe=`), which the browser follows.
 */
export default async function NewsletterPage(props: RouteParams) {
  const { language } = await pageContext(props);
  const [t, messages] = await Promise.all([getTranslations('newsletterPage'), getMessages({ locale: language })]);
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <ExtraMessages messages={{ newsletterPage: messages.newsletterPage }}>
        <Suspense fallback={null}>
          <NewsletterLinkFromAddress language={language} />
        </Suspense>
        <NewsletterFormView language={language} />
      </ExtraMessages>
      <p>
        <a href={`/${language}/home`}>{t('home')}</a>
      </p>
    </ContentPage>
  );
}
