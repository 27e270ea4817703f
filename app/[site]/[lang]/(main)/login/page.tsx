import { getMessages, getTranslations } from 'next-intl/server';
import { AccountPage, accountMetadata, memberPageContext } from '@/components/account/account-page';
import { LoginIsland } from '@/components/account/login-island';
import type { RouteParams } from '@/lib/site/page-context';

export const generateMetadata = accountMetadata('pages.login', 'login');

// The same for every visitor (the email link's token and `next` are read in the browser): cached per site and language.
export const revalidate = 300;

/** Log in with email and password, Google or Facebook; the welcome email's link lands here too (`?verify=`). */
export default async function LoginPage(props: RouteParams) {
  const { language } = await memberPageContext(props);
  const [t, messages] = await Promise.all([getTranslations('pages.login'), getMessages({ locale: language })]);
  return (
    <AccountPage title={t('title')} messages={messages.account}>
      <LoginIsland language={language} />
    </AccountPage>
  );
}
