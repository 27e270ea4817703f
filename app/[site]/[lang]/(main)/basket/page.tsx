import { getMessages, getTranslations } from 'next-intl/server';
import { BasketIsland } from '@/components/basket/basket-island';
import { ExtraMessages } from '@/components/providers/extra-messages';
import frame from '@/components/ui/checkout-page.module.css';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

export const generateMetadata = pageMetadata('pages.basket', 'basket', { index: false });

/**
 * The basket. The page is cached and the same for every visitor, so it reads no cookie: the
 * basket itself is a client island that loads it in the browser. The site's flags decide
 * whether it suggests more products, offers a link to share it and leads on to payment (spec §2).
 */
export default async function BasketPage(props: RouteParams) {
  const { site, language } = await pageContext(props);
  // The same title as the page's metadata (pages.basket).
  const [t, messages] = await Promise.all([getTranslations('pages.basket'), getMessages({ locale: language })]);
  const { crossSelling, sharedCart } = site.pages.basket;
  const payment = site.pages.payment.enabled;
  return (
    <main id="main" tabIndex={-1} className={`container ${frame.page}`}>
      <h1 className={frame.title}>{t('title')}</h1>
      <ExtraMessages messages={{ basket: messages.basket }}>
        <BasketIsland language={language} crossSelling={crossSelling} sharedCart={sharedCart} payment={payment} />
      </ExtraMessages>
    </main>
  );
}
