import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { AgentAreaIsland } from '@/components/agent/agent-area-island';
import { ExtraMessages } from '@/components/providers/extra-messages';
import manageStyles from '@/components/manage-booking/manage-booking.module.css';
import { pageMetadata } from '@/lib/i18n/page-metadata';
import { pageContext, type RouteParams } from '@/lib/site/page-context';

const metadata = pageMetadata('pages.agentArea', 'agentArea', { index: false });

/** Private to each agency: never indexed. Every site has agents. */
export async function generateMetadata(props: RouteParams): Promise<Metadata> {
  return { ...(await metadata(props)), robots: { index: false, follow: false } };
}

// The same for every visitor (who is signed in is known in the browser): cached per site and language.
export const revalidate = 300;

/** The agent area (spec §6, §7 "Agent"): the agents' login, then the agency's credit, bookings, statement, top-up and OCTO API keys. */
export default async function AgentAreaPage(props: RouteParams) {
  const { language } = await pageContext(props);
  const [t, messages] = await Promise.all([getTranslations('pages.agentArea'), getMessages({ locale: language })]);
  return (
    <main id="main" tabIndex={-1} className={`container ${manageStyles.page}`}>
      <div className={manageStyles.column}>
        <h1 className={manageStyles.title}>{t('title')}</h1>
        {/* Its own namespace, the login form's words (`account`) and the manage-booking view's (for "Manage"). */}
        <ExtraMessages messages={{ agentArea: messages.agentArea, account: messages.account, manageBooking: messages.manageBooking, payment: messages.payment }}>
          <AgentAreaIsland language={language} />
        </ExtraMessages>
      </div>
    </main>
  );
}
