'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { CHAT_POLL_ATTEMPTS, CHAT_POLL_INTERVAL_MS } from '@/lib/ui/constants';
import { useVisitor } from '@/stores/visitor-store';
import { ChatIcon } from '@/components/ui/icons';
import { useCoversContent } from './use-covers-content';
import styles from './global.module.css';
import { useShellPaths } from '@/components/providers/shell-paths';

const WIDGET_SRC = process.env.NEXT_PUBLIC_CHAT_WIDGET_SRC;
const WIDGET_GLOBAL = process.env.NEXT_PUBLIC_CHAT_WIDGET_GLOBAL;

/**
 * The customer chat bubble (spec §7): with a configured widget and the visitor's
 * consent, its script is loaded and looked for up to 10 times at 1 s; once it is there
 * it shows its own launcher. Otherwise the bubble links to the support page. It steps aside
 * while it would cover a control or kept-clear content.
 */
export function ChatBubble() {
  const paths = useShellPaths();
  const t = useTranslations('chat');
  const consent = useVisitor((s) => s.consent);
  const [widgetReady, setWidgetReady] = useState(false);
  const ref = useRef<HTMLAnchorElement>(null);
  const covers = useCoversContent(ref);

  useEffect(() => {
    if (!WIDGET_SRC || !WIDGET_GLOBAL || consent !== 'accepted') return;
    const script = document.createElement('script');
    script.src = WIDGET_SRC;
    script.async = true;
    document.body.appendChild(script);
    let attempts = 0;
    const timer = window.setInterval(() => {
      attempts += 1;
      if ((window as unknown as Record<string, unknown>)[WIDGET_GLOBAL]) {
        setWidgetReady(true);
        window.clearInterval(timer);
      } else if (attempts >= CHAT_POLL_ATTEMPTS) {
        window.clearInterval(timer);
      }
    }, CHAT_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [consent]);

  if (widgetReady) return null;
  return (
    <a ref={ref} href={paths.supportChat} className={styles.chatBubble} data-floating="" data-covering={covers || undefined} aria-label={t('open')}>
      <ChatIcon size={24} />
    </a>
  );
}
