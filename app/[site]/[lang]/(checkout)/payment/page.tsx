import { notFound } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import { PaymentIsland } from '@/components/payment/payment-island';
import { ExtraMessages } from '@/components/providers/extra-messages';
import frame from '@/components/ui/checkout-page.module.css';
import { getCountries } from '@/lib/api/content';
import { http } from '@/lib/api/http';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { dataOrOops } from '@/lib/site/load';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

export const generateMetadata = pageMetadata('pages.payment', 'payment', { index: false });

// The same for every visitor (the basket is loaded in the browser): cached per site and language.
export const revalidate = 300;

/** The payment page (spec §2): the order, the customer's details and the card; countries come with the page. */
export default async function PaymentPage(props: RouteParams) {
  const { site, language, api } = await pageContext(props);
  // A site that takes no payment has no payment page (its basket says so).
  if (!site.pages.payment.enabled) notFound();
  const [countries, t, messages] = await Promise.all([getCountries(http, api), getTranslations('pages.payment'), getMessages({ locale: language })]);
  return (
    <main id="main" tabIndex={-1} className={`container ${frame.page}`}>
      <h1 className={frame.title}>{t('title')}</h1>
      <ExtraMessages messages={{ payment: messages.payment, basket: messages.basket }}>
        <PaymentIsland language={language} countries={dataOrOops(countries, 'Countries').map(({ id, name }) => ({ id, name }))} />
      </ExtraMessages>
    </main>
  );
}
