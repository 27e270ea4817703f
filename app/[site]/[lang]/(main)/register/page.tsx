import { getMessages, getTranslations } from 'next-intl/server';
import { AccountPage, accountMetadata, memberPageContext } from '@/components/account/account-page';
import { RegisterForm } from '@/components/account/register-form';
import type { RouteParams } from '@/lib/site/page-context';

export const generateMetadata = accountMetadata('pages.register', 'register');

// The same for every visitor: cached per site and language.
export const revalidate = 300;

/** Create a member's account (`/es/registro` in Spanish): a confirmation link follows by email. */
export default async function RegisterPage(props: RouteParams) {
  const { language } = await memberPageContext(props);
  const [t, messages] = await Promise.all([getTranslations('pages.register'), getMessages({ locale: language })]);
  return (
    <AccountPage title={t('title')} messages={messages.account}>
      <RegisterForm language={language} />
    </AccountPage>
  );
}
