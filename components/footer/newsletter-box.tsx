'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useCaptchaMessages } from '@/components/contact/captcha-messages';
import { tooManyText } from '@/lib/api/retry-later';
import type { Language } from '@/lib/i18n/languages';
import { hydratingMark } from '@/lib/ui/early-presses';
import { useInBrowser } from '@/lib/ui/use-in-browser';
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
  const [state, setState] = useState<State>('idle');
  // Words for a failure worth explaining (the captcha, too many subscriptions); else the generic one.
  const [problem, setProblem] = useState<string | null>(null);
  const captchaMessages = useCaptchaMessages();
  const inBrowser = useInBrowser();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // Read from the form, not kept in state: what was typed before the box hydrated counts too.
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (!email || state === 'sending') return;
    setState('sending');
    setProblem(null);
    // The sending code (captcha, request, tracking) loads when someone subscribes, not with every page.
    // A connection lost meanwhile fails the sign-up (the generic words), not the box.
    const outcome = await import('./newsletter-send')
      .then(({ sendNewsletterSignUp }) => sendNewsletterSignUp(email, { language, currency }))
      .catch((error: unknown) => (console.error('Newsletter subscription failed:', error), { ok: false as const }));
    if (outcome.ok) {
      form.reset();
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
        name="email"
        onChange={() => {
          if (state !== 'sending') setState('idle');
        }}
      />
      <button type="submit" disabled={state === 'sending'} {...hydratingMark(inBrowser)}>
        {t('submit')}
      </button>
      <p className={styles.newsletterStatus} role="status">
        {state === 'done' ? t('success') : state === 'failed' ? (problem ?? t('failure')) : ''}
      </p>
    </form>
  );
}
