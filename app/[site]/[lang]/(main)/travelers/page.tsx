import { notFound } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import { TravellersStep } from '@/components/basket/travellers-step';
import { ExtraMessages } from '@/components/providers/extra-messages';
import frame from '@/components/ui/checkout-page.module.css';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

export const generateMetadata = pageMetadata('travelersPage', 'travelers', { index: false });

/**
 * The traveller-details step as a page, for phones. Like the basket it reads no cookie: the page
 * is the same for everyone and holds nobody's data; the basket and the form load in the browser.
 */
export default async function TravelersPage(props: RouteParams) {
  const { site, language } = await pageContext(props);
  // The step leads only to payment: a site that takes no payment online has no use for it.
  if (!site.pages.payment.enabled) notFound();
  const [t, messages] = await Promise.all([getTranslations('travelersPage'), getMessages({ locale: language })]);
  return (
    <main id="main" tabIndex={-1} className={`container ${frame.page}`}>
      <h1 className={frame.title}>{t('title')}</h1>
      <p>{t('lead')}</p>
      <ExtraMessages messages={{ travelersPage: messages.travelersPage, basket: messages.basket }}>
        <TravellersStep language={language} />
      </ExtraMessages>
    </main>
  );
}
