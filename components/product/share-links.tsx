'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './product-view.module.css';

/**
 * Share (spec §2): the phone's own share sheet where there is one, else copy the link
 * (shortened, spec §7 api/encode), plus links to the usual networks (they work without JavaScript too).
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = useTranslations('productShare');
  const [copied, setCopied] = useState(false);
  const encoded = encodeURIComponent(url);
  const text = encodeURIComponent(title);

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
    <div className={styles.share}>
      <button type="button" className={styles.shareButton} onClick={() => void share()}>
        {t('share')}
      </button>
      <p role="status" className={styles.copied}>
        {copied ? t('copied') : ''}
      </p>
      <ul className={styles.shareLinks}>
        <li>
          <a href={`https://www.facebook.com/sharer/sharer.php?u=${encoded}`} rel="noopener noreferrer" target="_blank">
            Facebook
          </a>
        </li>
        <li>
          <a href={`https://x.com/intent/post?url=${encoded}&text=${text}`} rel="noopener noreferrer" target="_blank">
            X
          </a>
        </li>
        <li>
          <a href={`https://wa.me/?text=${text}%20${encoded}`} rel="noopener noreferrer" target="_blank">
            WhatsApp
          </a>
        </li>
        <li>
          <a href={`mailto:?subject=${text}&body=${encoded}`}>{t('email')}</a>
        </li>
      </ul>
    </div>
  );
}
