'use client';

import { useState } from 'react';
import styles from './product-view.module.css';
import { hydratingMark } from '@/lib/ui/early-presses';
import { useInBrowser } from '@/lib/ui/use-in-browser';

/** The phone's own share sheet where there is one, else the link copied; shortened first (spec §7 api/encode). */
export function ShareButton({ url, title, label, copiedText }: { url: string; title: string; label: string; copiedText: string }) {
  const [copied, setCopied] = useState(false);
  const inBrowser = useInBrowser();

  async function share() {
    // The request code (axios, answer checks) loads on the first share, not with the page.
    const { shareableLink } = await import('@/lib/api/short-links');
    const link = await shareableLink(url);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: link });
        return;
      } catch {
        // Dismissed or refused: fall back to copying.
      }
    }
    await navigator.clipboard.writeText(link);
    setCopied(true);
  }

  return (
    <>
      <button type="button" className={styles.shareButton} {...hydratingMark(inBrowser)} onClick={() => void share()}>
        {label}
      </button>
      <p role="status" className={styles.copied}>
        {copied ? copiedText : ''}
      </p>
    </>
  );
}
