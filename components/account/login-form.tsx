'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { logIn, type OAuthProvider } from '@/lib/api/member-auth';
import { callBasket } from '@/lib/basket/basket-call';
import type { Language } from '@/lib/i18n/languages';
import { useShellPaths } from '@/components/providers/shell-paths';
import { CredentialsForm } from './credentials-form';
import { ProviderButtons } from './provider-buttons';
import { useSignedIn } from './use-signed-in';
import styles from './account.module.css';
import { trackLogin } from '@/lib/tracking/track';

interface Props {
  language: Language;
  /** Where a successful sign-in leads (`?next=` when it is a path of the shop, else the member area). */
  destination: string;
  /** Why the visitor is here: an email link that no longer works, a Google or Facebook sign-in that did not. */
  notice?: ReactNode;
}

/** The members' login: the credentials form, the ways to a new password or an account, Google and Facebook. */
export function LoginForm({ language, destination, notice }: Props) {
  const paths = useShellPaths();
  const t = useTranslations('account');
  const signedIn = useSignedIn(language);
  // Back on this page from Google or Facebook, `provider` says which one signed the visitor in (the login event's method).
  const returnPath = (provider: OAuthProvider) => `${paths.login}?oauth=1&provider=${provider}&next=${encodeURIComponent(destination)}`;
  return (
    <div className={styles.card}>
      <p className={styles.lead}>{t('login.intro')}</p>
      {notice}
      <CredentialsForm
        logIn={(values) => callBasket((http, context) => logIn(http, values, context), { language })}
        onSignedIn={() => {
          trackLogin('email');
          return signedIn(destination);
        }}
      />
      <p className={styles.links}>
        <a href={paths.passwordReset}>{t('login.forgot')}</a>
        <span>
          {t('login.noAccount')} <a href={paths.register}>{t('login.register')}</a>
        </span>
      </p>
      <ProviderButtons language={language} returnPath={returnPath} />
    </div>
  );
}
