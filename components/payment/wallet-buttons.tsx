import { useTranslations } from 'next-intl';
import type { VoucherTicket } from '@/provider/services/voucher/document';
import styles from './wallet-buttons.module.css';

/**
 * "Add to Apple Wallet" and "Save to Google Wallet" for one ticket, each only when the provider
 * gave its link (that wallet is configured and the ticket stands). Plain links: Safari opens the
 * .pkpass itself, and Google's link leaves for its save page. `describedBy` names the ticket, so
 * a list of links still says which ticket each button is for.
 */
export function WalletButtons({ wallet, describedBy }: { wallet: VoucherTicket['wallet']; describedBy?: string }) {
  const t = useTranslations('wallet');
  if (!wallet.apple && !wallet.google) return null;
  return (
    <div role="group" aria-label={t('group')} className={styles.wallet}>
      {wallet.apple ? (
        <a href={wallet.apple} className={styles.button} aria-describedby={describedBy}>
          {t('apple')}
        </a>
      ) : null}
      {wallet.google ? (
        <a href={wallet.google} className={styles.button} aria-describedby={describedBy}>
          {t('google')}
        </a>
      ) : null}
    </div>
  );
}
