'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { browserHttp } from '@/lib/api/browser-http';
import { followNewsletterLink } from '@/lib/api/newsletter';
import type { Language } from '@/lib/i18n/languages';
import { useVisitor } from '@/stores/visitor-store';
import styles from '@/components/contact/contact-form.module.css';

export type NewsletterLinkKind = 'confirm' | 'unsubscribe';
type Outcome = 'working' | 'done' | 'invalid' | 'failed';

const TEXTS = {
  confirm: { working: 'confirming', done: 'confirmed', invalid: 'confirmInvalid', failed: 'linkFailure' },
  unsubscribe: { working: 'unsubscribing', done: 'unsubscribed', invalid: 'unsubscribeInvalid', failed: 'linkFailure' },
} as const;

/** One request per link and page: a confirmation link works once, so a second effect run must not spend it again. */
const followed = new Map<string, ReturnType<typeof followNewsletterLink>>();

/**
 * Follows the link of a newsletter mail from the browser once the page has loaded: mail scanners
 * that open links without running scripts neither confirm nor unsubscribe anyone.
 */
export function NewsletterLinkResult({ kind, token, language }: { kind: NewsletterLinkKind; token: string; language: Language }) {
  const t = useTranslations('newsletterPage');
  const currency = useVisitor((s) => s.currency);
  const [outcome, setOutcome] = useState<Outcome>('working');

  useEffect(() => {
    let current = true;
    const key = `${kind}:${token}`;
    const request = followed.get(key) ?? followNewsletterLink(browserHttp, kind, token, { language, currency });
    followed.set(key, request);
    void request.then((result) => {
      if (!current) return;
      if (result.ok) return setOutcome('done');
      // A token the provider does not know (or a mangled one) is the visitor's to act on; anything else is ours.
      const invalid = result.error.reason === 'LINK_INVALID' || result.error.status === 400;
      if (!invalid) console.error(`Newsletter ${kind} failed:`, result.error);
      setOutcome(invalid ? 'invalid' : 'failed');
    });
    return () => {
      current = false;
    };
    // The currency only labels the request; following the link again for it would be a second request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, token, language]);

  return (
    <p role="status" className={outcome === 'invalid' || outcome === 'failed' ? styles.failure : undefined}>
      {t(TEXTS[kind][outcome])}
    </p>
  );
}

/** The mail's link the visitor followed (`?confirm=` or `?unsubscribe=`), read in the browser so the page itself stays static. */
export function NewsletterLinkFromAddress({ language }: { language: Language }) {
  const query = useSearchParams();
  for (const kind of ['confirm', 'unsubscribe'] as const) {
    const token = query.get(kind);
    if (token) return <NewsletterLinkResult kind={kind} token={token} language={language} />;
  }
  return null;
}
