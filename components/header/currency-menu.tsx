'use client';

import Cookies from 'js-cookie';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { CURRENCIES, type CurrencyId } from '@/provider/api/contract/languages';
import { COOKIES } from '@/lib/cookies/names';
import { useUi } from '@/stores/ui-store';
import { useVisitor } from '@/stores/visitor-store';
import { HeaderMenu } from './header-menu';
import styles from './menu-list.module.css';

/** "€ EUR": prices always show the ISO code next to the symbol. */
export const currencyLabel = (id: CurrencyId) => `${CURRENCIES[id].symbol} ${CURRENCIES[id].code}`;

/**
 * Spec §4 currency change: saved in its cookie, and the page re-rendered in it.
 * (With items in the basket the provider is asked first; the basket arrives with its issue.)
 */
export function CurrencyMenu({ currencies }: { currencies: CurrencyId[] }) {
  const t = useTranslations('header');
  const router = useRouter();
  const currency = useVisitor((s) => s.currency);
  const setCurrency = useVisitor((s) => s.setCurrency);
  const closeMenus = useUi((s) => s.closeMenus);

  function choose(id: CurrencyId) {
    closeMenus();
    if (id === currency) return;
    Cookies.set(COOKIES.currency.name, String(id), { expires: COOKIES.currency.maxAge / 86_400, sameSite: 'lax', path: '/' });
    setCurrency(id);
    router.refresh();
  }

  return (
    <HeaderMenu menu="currency" label={t('currencyMenu', { currency: CURRENCIES[currency].code })} button={<span>{currencyLabel(currency)}</span>}>
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
    </HeaderMenu>
  );
}
