'use client';

import { useTranslations } from 'next-intl';
import type { Language } from '@/lib/i18n/languages';
import { knownPagePath } from '@/lib/i18n/shell-known-pages';
import buttons from '@/components/ui/buttons.module.css';
import styles from './basket.module.css';

interface Props {
  language: Language;
  hasTraveller: boolean;
  /** Some places are no longer held: they must be removed or held again before paying. */
  blocked: boolean;
  /** No traveller details yet: the dialog asks for them first. */
  onNeedTraveller: () => void;
}

/** "Continue to payment": the payment page, once the traveller's details are given. */
export function CheckoutLink({ language, hasTraveller, blocked, onNeedTraveller }: Props) {
  const t = useTranslations('basket.checkout');
  if (blocked) {
    return (
      <>
        <p id="basket-checkout-blocked" className={styles.expiredNote}>
          {t('expiredFirst')}
        </p>
        <button type="button" className={`${buttons.primary} ${styles.checkout}`} aria-disabled="true" aria-describedby="basket-checkout-blocked">
          {t('continue')}
        </button>
      </>
    );
  }
  return (
    <a
      href={knownPagePath(language, 'payment')}
      className={`${buttons.primary} ${styles.checkout}`}
      onClick={(event) => {
        if (hasTraveller) return;
        event.preventDefault();
        onNeedTraveller();
      }}
    >
      {t('continue')}
    </a>
  );
}
