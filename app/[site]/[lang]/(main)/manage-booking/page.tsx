import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { ExtraMessages } from '@/components/providers/extra-messages';
import { ManageBookingIsland } from '@/components/manage-booking/manage-booking-island';
import styles from '@/components/manage-booking/manage-booking.module.css';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

const metadata = pageMetadata('pages.manageBooking', 'manageBooking', { index: false });

/** Private: never indexed (nor in the sitemap), and the email link's token is passed on to no other site. */
export async function generateMetadata(props: RouteParams): Promise<Metadata> {
  return { ...(await metadata(props)), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

// The same for every visitor (the token is read in the browser): cached per site and language.
export const revalidate = 300;

/** "Manage my booking": look a booking up, see its tickets and terms, cancel, change the date. */
export default async function ManageBookingPage(props: RouteParams) {
  const { language } = await pageContext(props);
  const [t, messages] = await Promise.all([getTranslations('pages.manageBooking'), getMessages({ locale: language })]);
  return (
    <main id="main" tabIndex={-1} className={`container ${styles.page}`}>
      <div className={styles.column}>
        <h1 className={styles.title}>{t('title')}</h1>
        <ExtraMessages messages={{ manageBooking: messages.manageBooking, payment: messages.payment }}>
          <ManageBookingIsland language={language} />
        </ExtraMessages>
      </div>
    </main>
  );
}
