import { getTranslations } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pagePath } from '@/lib/i18n/pages';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

export const generateMetadata = pageMetadata('pages.supportChat', 'supportChat');

/** Customer support (the chat bubble's page when no chat widget runs): the header is hidden here (spec §2). */
export default async function SupportPage(props: RouteParams) {
  const { site, language } = await pageContext(props);
  const t = await getTranslations('pages.supportChat');
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <ul>
        <li>
          <a href={`/${language}/home`}>{t('home')}</a>
        </li>
        <li>
          <a href={pagePath(language, 'faq')}>{t('faq')}</a>
        </li>
        <li>
          <a href={pagePath(language, 'contact')}>{t('contact')}</a>
        </li>
        <li>
          {t('phone')} <a href={`tel:${site.contact.phone.replace(/\s/g, '')}`}>{site.contact.phone}</a>
        </li>
        <li>
          {t('email')} <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
        </li>
      </ul>
    </ContentPage>
  );
}
