'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useCaptchaMessages } from '@/components/contact/captcha-messages';
import { useCaptcha } from '@/components/contact/use-captcha';
import { tooManyText } from '@/lib/api/retry-later';
import type { Language } from '@/lib/i18n/languages';
import { useVisitor } from '@/stores/visitor-store';
import styles from './site-footer.module.css';

type State = 'idle' | 'sending' | 'done' | 'failed';

/**
 * The footer's newsletter box (spec §4/§7): nothing happens while it is empty; success
 * clears it, pushes the subscribe event and asks to confirm from the inbox; a failure says why when it can (the captcha, too many
 * subscriptions from the connection), else 'An error has occurred', and is logged.
 */
export function NewsletterBox({ language }: { language: Language }) {
  const t = useTranslations('footer.newsletter');
  const currency = useVisitor((s) => s.currency);
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>('idle');
  // Words for a failure worth explaining (the captcha, too many subscriptions); else the generic one.
  const [problem, setProblem] = useState<string | null>(null);
  const captcha = useCaptcha('newsletter');
  const captchaMessages = useCaptchaMessages();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || state === 'sending') return;
    setState('sending');
    setProblem(null);
    const token = await captcha.token();
    if (!token.ok) {
      setProblem(captchaMessages.problem(token.error));
      return setState('failed');
    }
    // The request code loads when someone subscribes, not with every page.
    const [{ subscribe, UNKNOWN_COUNTRY_ID }, { browserHttp }, { trackSubscribe }] = await Promise.all([
      import('@/lib/api/newsletter'),
      import('@/lib/api/browser-http'),
      import('@/lib/tracking/track'),
    ]);
    const result = await subscribe(browserHttp, { firstName: '', lastName: '', email: email.trim(), countryId: UNKNOWN_COUNTRY_ID, captchaToken: token.value }, { language, currency });
    if (result.ok) {
      setEmail('');
      setState('done');
      trackSubscribe();
    } else {
      console.error('Newsletter subscription failed:', result.error);
      if (result.error.reason === 'CAPTCHA_FAILED') setProblem(captchaMessages.refused());
      else if (result.error.status === 429) setProblem(tooManyText(t, result.error));
      setState('failed');
    }
  }

  return (
    <form className={styles.newsletterForm} onSubmit={submit} noValidate>
      <label htmlFor="newsletter-email" className="visually-hidden">
        {t('label')}
      </label>
      <input
        id="newsletter-email"
        type="email"
        autoComplete="email"
        placeholder={t('placeholder')}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (state !== 'sending') setState('idle');
        }}
      />
      <button type="submit" disabled={state === 'sending'}>
        {t('submit')}
      </button>
      <p className={styles.newsletterStatus} role="status">
        {state === 'done' ? t('success') : state === 'failed' ? (problem ?? t('failure')) : ''}
      </p>
    </form>
  );
}
