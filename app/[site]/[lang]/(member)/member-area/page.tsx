import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import { ExtraMessages } from '@/components/providers/extra-messages';
import manageStyles from '@/components/manage-booking/manage-booking.module.css';
import { MemberAreaIsland } from '@/components/member/member-area-island';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

const metadata = pageMetadata('pages.memberArea', 'memberArea', { index: false });

/** Private to each member: never indexed. Only the worldwide site has members. */
export async function generateMetadata(props: RouteParams): Promise<Metadata> {
  const { site } = await pageContext(props);
  if (!site.flags.memberArea) notFound();
  return { ...(await metadata(props)), robots: { index: false, follow: false } };
}

// The same for every visitor (who is signed in is known in the browser): cached per site and language.
export const revalidate = 300;

/** The member area (spec §1, §6): exclusive to members, with the way in for everyone else. */
export default async function MemberAreaPage(props: RouteParams) {
  const { site, language } = await pageContext(props);
  if (!site.flags.memberArea) notFound();
  const [t, messages] = await Promise.all([getTranslations('pages.memberArea'), getMessages({ locale: language })]);
  return (
    <main id="main" tabIndex={-1} className={`container ${manageStyles.page}`}>
      <div className={manageStyles.column}>
        <h1 className={manageStyles.title}>{t('title')}</h1>
        {/* Its own namespaces, the manage-booking view's (for "Manage"), and the brand on the member card. */}
        <ExtraMessages messages={{ memberArea: messages.memberArea, manageBooking: messages.manageBooking, payment: messages.payment, sites: { worldwide: messages.sites.worldwide } }}>
          <MemberAreaIsland language={language} />
        </ExtraMessages>
      </div>
    </main>
  );
}
