import { useTranslations } from 'next-intl';
import { ShareButton } from '@/components/islands/idle/share-button';
import styles from './product-view.module.css';

/**
 * Share (spec §2): the phone's own share sheet where there is one, else copy the link
 * (ShareButton, the only part that runs in the browser), plus links to the usual networks
 * (server HTML: they work without JavaScript).
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = useTranslations('productShare');
  const encoded = encodeURIComponent(url);
  const text = encodeURIComponent(title);

  return (
    <div className={styles.share}>
      <ShareButton url={url} title={title} label={t('share')} copiedText={t('copied')} />
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
