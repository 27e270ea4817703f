'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useInBrowser } from '@/lib/ui/use-in-browser';
import type { Language } from '@/lib/i18n/languages';
import { FocusedMessage } from './form-parts';
import { NewPasswordForm } from './new-password-form';
import { ResetRequestForm } from './reset-request-form';
import styles from './account.module.css';

/** The reset link's token, once the page is in the browser (the page itself is cached for everyone). */
function tokenFromAddress(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('token')?.trim() || null;
}

/** A spent token leaves the address: a reload then shows the request form rather than a dead link. */
function forgetTokenInAddress() {
  const address = new URL(window.location.href);
  address.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${address.pathname}${address.search}${address.hash}`);
}

/**
 * The password-reset page: with the email's `?token=`, the new password; without one (or once
 * the link turns out spent or expired), the form that sends a new link.
 */
export function PasswordResetIsland({ language }: { language: Language }) {
  const t = useTranslations('account');
  // The server cannot know the address's token: it renders the waiting line, as hydration does.
  const inBrowser = useInBrowser();
  const [token, setToken] = useState(tokenFromAddress);
  const [linkInvalid, setLinkInvalid] = useState(false);

  if (!inBrowser) {
    return (
      <p className={styles.muted} role="status">
        {t('loading')}
      </p>
    );
  }
  if (token) {
    return (
      <NewPasswordForm
        language={language}
        token={token}
        onDone={forgetTokenInAddress}
        onLinkInvalid={() => {
          forgetTokenInAddress();
          setToken(null);
          setLinkInvalid(true);
        }}
      />
    );
  }
  return <ResetRequestForm language={language} notice={linkInvalid ? <FocusedMessage kind="alert">{t('reset.linkInvalid')}</FocusedMessage> : null} />;
}
