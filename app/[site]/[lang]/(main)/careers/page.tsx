import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

export const generateMetadata = pageMetadata('pages.careers', 'careers');

export default async function CareersPage(props: RouteParams) {
  const { site } = await pageContext(props);
  const t = await getTranslations('pages.careers');
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <h2>{t('teamsTitle')}</h2>
      <p>{t('teams')}</p>
      <h2>{t('applyTitle')}</h2>
      <p>
        {t('apply')} <a href={`mailto:${site.contact.email}?subject=Careers`}>{site.contact.email}</a>
      </p>
    </ContentPage>
  );
}
