import { getMessages, getTranslations } from 'next-intl/server';
import { ContactFormView } from '@/components/contact/contact-form';
import { ContentPage } from '@/components/content/content-page';
import { ExtraMessages } from '@/components/providers/extra-messages';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pagePath } from '@/lib/i18n/pages';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

export const generateMetadata = pageMetadata('pages.contact', 'contact');

/** How to reach the shop: the site's e-mail and phone, and the contact form. */
export default async function ContactPage(props: RouteParams) {
  const { site, language } = await pageContext(props);
  const [t, messages] = await Promise.all([getTranslations('pages.contact'), getMessages({ locale: language })]);
  return (
    <ContentPage title={t('title')} lead={t('lead')}>
      <ul>
        <li>
          {t('email')} <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
        </li>
        <li>
          {t('phone')} <a href={`tel:${site.contact.phone.replace(/\s/g, '')}`}>{site.contact.phone}</a>
        </li>
        <li>
          <a href={pagePath(language, 'faq')}>{t('faq')}</a>
        </li>
      </ul>
      <h2>{t('formTitle')}</h2>
      {/* The form's words come with this page only; every page has its captcha's (lib/i18n/client-messages.ts). */}
      <ExtraMessages messages={{ contact: messages.contact }}>
        <ContactFormView language={language} />
      </ExtraMessages>
    </ContentPage>
  );
}
