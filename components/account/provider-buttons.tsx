'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { getLoginProviders, startOAuth, type OAuthProvider } from '@/lib/api/member-auth';
import { callBasket, orThrow } from '@/lib/basket/basket-call';
import type { Language } from '@/lib/i18n/languages';
import buttons from '@/components/ui/buttons.module.css';
import { FocusedMessage } from './form-parts';
import { useFailureText } from './use-failure-text';
import styles from './account.module.css';

const NAMES: Record<OAuthProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * "Continue with Google / Facebook", only for the providers the shop has credentials for (the
 * provider lists them). A press asks the provider where to go and leaves the page for it; the
 * sign-in comes back to `returnPath(provider)`.
 */
export function ProviderButtons({ language, returnPath }: { language: Language; returnPath: (provider: OAuthProvider) => string }) {
  const t = useTranslations('account.login');
  const failureText = useFailureText();
  const [leaving, setLeaving] = useState<OAuthProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const providers = useQuery({
    queryKey: ['member', 'login-providers'],
    queryFn: () => orThrow(callBasket((http, context) => getLoginProviders(http, context), { language })),
    staleTime: Infinity,
  });
  const list = providers.data ?? [];
  if (list.length === 0) return null;

  const start = async (provider: OAuthProvider) => {
    setFailure(null);
    setLeaving(provider);
    const result = await callBasket((http, context) => startOAuth(http, provider, returnPath(provider), context), { language });
    if (result.ok) return location.assign(result.data.url);
    setLeaving(null);
    setFailure(failureText(result.error));
  };

  return (
    <>
      <p className={styles.separator}>{t('or')}</p>
      {failure ? <FocusedMessage kind="alert">{failure}</FocusedMessage> : null}
      <ul className={styles.providers}>
        {list.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className={buttons.secondary}
              disabled={leaving !== null}
              aria-busy={leaving === provider || undefined}
              onClick={() => void start(provider)}
            >
              {t('withProvider', { provider: NAMES[provider] })}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
