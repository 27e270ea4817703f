'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CURRENCIES, type CurrencyId } from '@/provider/api/contract/languages';
import { currencyLabel } from '@/lib/format/currencies';
import { isLanguage } from '@/lib/i18n/languages';
import { useUi } from '@/stores/ui-store';
import { useVisitor, visitorActions } from '@/stores/visitor-store';
import styles from './menu-list.module.css';

/**
 * Spec §4 currency change: saved in its cookie; pages carry every price in all three
 * currencies, so the switch shows at once without asking the server. With items in the
 * basket the provider re-prices it too, on every page; where the basket's money is shown
 * (basket, payment) its query, keyed by currency, loads it again and shares that request.
 * A failure is only logged.
 */
export function CurrencyMenuPanel({ currencies }: { currencies: CurrencyId[] }) {
  const t = useTranslations('header');
  const currency = useVisitor((s) => s.currency);
  const cartCount = useVisitor((s) => s.cartCount);
  const locale = useLocale();
  const closeMenus = useUi((s) => s.closeMenus);

  function choose(id: CurrencyId) {
    closeMenus();
    if (id === currency) return;
    visitorActions.setCurrency(id);
    if (cartCount > 0) {
      void import('@/lib/basket/currency-sync')
        .then(({ syncCartCurrency }) => syncCartCurrency(id, isLanguage(locale) ? locale : 'en'))
        .then((result) => {
          if (!result.ok) console.error(`The basket could not be re-priced in currency ${id}: ${result.error.message}`);
        });
    }
  }

  return (
    <ul className={styles.list}>
      {currencies.map((id) => (
        <li key={id}>
          <button type="button" className={styles.item} aria-current={id === currency ? 'true' : undefined} onClick={() => choose(id)}>
            <span>{t(`currencies.${CURRENCIES[id].code}`)}</span>
            <span className={styles.hint}>{currencyLabel(id)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
