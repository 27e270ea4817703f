import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

export const generateMetadata = pageMetadata('eventsPromosTerms', 'termsEventspromos');

const SECTIONS = ['eligibility', 'validity', 'oneDiscount', 'partners', 'cancellation', 'changes'] as const;

/** The terms of the events and promotions; the organiser is the site's company, reached at the site's contact address. */
export default async function EventsPromosTermsPage(props: RouteParams) {
  const { site } = await pageContext(props);
  const [t, sites] = await Promise.all([getTranslations('eventsPromosTerms'), getTranslations('sites')]);
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <h2>{t('organiserTitle')}</h2>
      <p>{t('organiser', { brand: sites(`${site.id}.name`), email: site.contact.email, phone: site.contact.phone })}</p>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2>{t(`${section}Title`)}</h2>
          <p>{t(section)}</p>
        </section>
      ))}
    </ContentPage>
  );
}
