'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useExecuteCaptcha } from '@/components/contact/captcha-context';
import { useCaptchaMessages } from '@/components/contact/captcha-messages';
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
  const executeCaptcha = useExecuteCaptcha();
  const captchaMessages = useCaptchaMessages();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || state === 'sending') return;
    setState('sending');
    setProblem(null);
    // The sending code (captcha, request, tracking) loads when someone subscribes, not with every page.
    // A connection lost meanwhile fails the sign-up (the generic words), not the box.
    const outcome = await import('./newsletter-send')
      .then(({ sendNewsletterSignUp }) => sendNewsletterSignUp(email.trim(), { language, currency, executeCaptcha }))
      .catch((error: unknown) => (console.error('Newsletter subscription failed:', error), { ok: false as const }));
    if (outcome.ok) {
      setEmail('');
      return setState('done');
    }
    if ('captcha' in outcome) setProblem(captchaMessages.problem(outcome.captcha));
    else if ('captchaRefused' in outcome) setProblem(captchaMessages.refused());
    else if ('tooMany' in outcome) setProblem(tooManyText(t, outcome.tooMany));
    setState('failed');
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
