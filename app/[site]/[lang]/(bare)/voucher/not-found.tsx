import { getLocale, getTranslations } from 'next-intl/server';
import styles from '@/components/payment/mobile-voucher.module.css';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/i18n/languages';
import { homePath } from '@/lib/i18n/paths';

/** A voucher link that opens nothing (malformed, unknown or revoked token): said kindly, with a 404 status. */
export default async function VoucherNotFound() {
  const locale = await getLocale();
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  const t = await getTranslations('mobileVoucher.invalid');
  return (
    <main id="main" tabIndex={-1} className={`${styles.page} ${styles.invalid}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p>{t('text')}</p>
      <a href={homePath(language)}>{t('home')}</a>
    </main>
  );
}
