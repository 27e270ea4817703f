import { getMessages, getTranslations } from 'next-intl/server';
import { AccountPage, accountMetadata, memberPageContext } from '@/components/account/account-page';
import { PasswordResetIsland } from '@/components/account/password-reset-island';
import type { RouteParams } from '@/lib/site/page-context';

export const generateMetadata = accountMetadata('pages.passwordReset', 'passwordReset');

// The same for every visitor (the email link's token is read in the browser): cached per site and language.
export const revalidate = 300;

/** Ask for a reset link; with the link's `?token=`, choose the new password. */
export default async function PasswordResetPage(props: RouteParams) {
  const { language } = await memberPageContext(props);
  const [t, messages] = await Promise.all([getTranslations('pages.passwordReset'), getMessages({ locale: language })]);
  return (
    <AccountPage title={t('title')} messages={messages.account}>
      <PasswordResetIsland language={language} />
    </AccountPage>
  );
}
