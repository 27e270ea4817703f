'use client';

import Cookies from 'js-cookie';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useInBrowser } from '@/lib/ui/use-in-browser';
import { isOAuthProvider, verifyEmail, type OAuthProvider } from '@/lib/api/member-auth';
import { callBasket } from '@/lib/basket/basket-call';
import { COOKIES } from '@/lib/cookies/names';
import type { Language } from '@/lib/i18n/languages';
import { trackSocialSignIn } from '@/lib/tracking/track';
import { FocusedMessage } from './form-parts';
import { LoginForm } from './login-form';
import { afterSignIn } from './next-path';
import { useFailureText } from './use-failure-text';
import { useSignedIn } from './use-signed-in';
import styles from './account.module.css';
import { withQueries } from '@/components/providers/query-provider';

type Phase = { kind: 'form'; notice: string | null } | { kind: 'verifying' } | { kind: 'signingIn' };

/** What the address asks of the page; read once, in the browser. */
interface Arrival {
  /** The welcome email's token (`?verify=`). */
  token: string | null;
  /** Back from Google or Facebook (`?oauth=1`), or sent back without a sign-in (`?oauth=failed`, `?error=`). */
  oauth: 'back' | 'failed' | null;
  /** Which of them it was (`?provider=`, the login button's) and whether the sign-in created the account (`?newMember=1`, the provider's). */
  social: { provider: OAuthProvider; newMember: boolean } | null;
  destination: string;
}

function arrivalFromAddress(language: Language): Arrival {
  if (typeof window === 'undefined') return { token: null, oauth: null, social: null, destination: afterSignIn(null, language) };
  const search = new URLSearchParams(window.location.search);
  const oauth = search.has('error') || search.get('oauth') === 'failed' ? 'failed' : search.has('oauth') ? 'back' : null;
  const provider = search.get('provider');
  const social = oauth === 'back' && isOAuthProvider(provider) ? { provider, newMember: search.get('newMember') === '1' } : null;
  return { token: search.get('verify'), oauth, social, destination: afterSignIn(search.get('next'), language) };
}

/** The address without some of its parameters, as the history should keep it. */
function withoutParameters(...names: string[]): string {
  const address = new URL(window.location.href);
  for (const name of names) address.searchParams.delete(name);
  return `${address.pathname}${address.search}${address.hash}`;
}

/**
 * The login page (cached for everyone: the address is read here, in the browser). `?verify=` is
 * the welcome email's link: it confirms the address and signs in, then goes on to the member
 * area; `?oauth=1` is the way back from Google or Facebook (the login event reported once, from
 * `?provider=`); `?next=` where to go afterwards.
 */
export const LoginIsland = withQueries(LoginIslandContent);

function LoginIslandContent({ language }: { language: Language }) {
  const t = useTranslations('account.login');
  const failureText = useFailureText();
  const signedIn = useSignedIn(language);
  // The server and the hydrating render show the plain form; then what the address asked for.
  const inBrowser = useInBrowser();
  const [arrival] = useState(() => arrivalFromAddress(language));
  const [phase, setPhase] = useState<Phase>(() => {
    if (arrival.token) return { kind: 'verifying' };
    // Back from Google or Facebook: signed in when the provider's answer left the name hint.
    if (arrival.oauth === 'back' && typeof window !== 'undefined' && Cookies.get(COOKIES.memberHint.name)) return { kind: 'signingIn' };
    return { kind: 'form', notice: arrival.oauth ? t('providerFailed') : null };
  });
  // The link's token works once: a second run of the effect (development's strict mode) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { token, social, destination } = arrival;
    if (social) {
      // Reported once: out of the address at once, a reload or the history never reports this sign-in again.
      window.history.replaceState(window.history.state, '', withoutParameters('provider', 'newMember'));
      if (phase.kind === 'signingIn') trackSocialSignIn(social.provider, social.newMember);
    }
    if (phase.kind === 'signingIn') void signedIn(destination);
    if (!token) return;
    // Out of the address at once: a reload, or the history, never posts a spent token again.
    window.history.replaceState(window.history.state, '', withoutParameters('verify'));
    void callBasket((http, context) => verifyEmail(http, token, context), { language }).then((result) => {
      if (result.ok) return signedIn(destination);
      const expired = result.error.kind === 'http' && (result.error.status ?? 500) < 500 && result.error.status !== 429;
      setPhase({ kind: 'form', notice: expired ? t('verifyFailed') : failureText(result.error) });
    });
  }, [arrival, failureText, language, phase.kind, signedIn, t]);

  const shown: Phase = inBrowser ? phase : { kind: 'form', notice: null };
  if (shown.kind !== 'form') {
    return (
      <p className={styles.notice} role="status">
        {shown.kind === 'verifying' ? t('verifying') : t('submitting')}
      </p>
    );
  }
  return (
    <LoginForm
      language={language}
      destination={inBrowser ? arrival.destination : afterSignIn(null, language)}
      notice={shown.notice ? <FocusedMessage kind="alert">{shown.notice}</FocusedMessage> : null}
    />
  );
}
