import { getMessages } from 'next-intl/server';
import { ConfirmedIsland } from '@/components/payment/confirmed-island';
import styles from '@/components/payment/confirmed.module.css';
import { ExtraMessages } from '@/components/providers/extra-messages';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

export const generateMetadata = pageMetadata('pages.paymentConfirmed', 'paymentConfirmed', { index: false });

/**
 * Where the visitor lands after paying (`?order=<id>`). The page is cached and the same for
 * everyone, so it reads neither the query nor a cookie: the island asks the provider where
 * the payment stands, with the `old_token` the shop's /api/v2 adds (spec §4, §6).
 */
export default async function PaymentConfirmedPage(props: RouteParams) {
  const { language } = await pageContext(props);
  const messages = await getMessages({ locale: language });
  return (
    <main id="main" tabIndex={-1} className={`container ${styles.page}`}>
      <div className={styles.column}>
        <ExtraMessages messages={{ paymentConfirmed: messages.paymentConfirmed }}>
          <ConfirmedIsland language={language} />
        </ExtraMessages>
      </div>
    </main>
  );
}
