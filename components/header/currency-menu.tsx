'use client';

import { useTranslations } from 'next-intl';
import { lazy } from 'react';
import { CURRENCIES, type CurrencyId } from '@/provider/api/contract/languages';
import { currencyLabel } from '@/lib/format/currencies';
import { InCurrency } from '@/components/ui/in-currency';
import { useVisitor } from '@/stores/visitor-store';
import { HeaderMenu } from './header-menu';

const loadPanel = () => import('./currency-menu-panel');
const CurrencyMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.CurrencyMenuPanel })));

/** The currency menu's button; its list and the switch load on first use (issue 18). */
export function CurrencyMenu({ currencies }: { currencies: CurrencyId[] }) {
  const t = useTranslations('header');
  const currency = useVisitor((s) => s.currency);
  return (
    // The button shows every currency's label and CSS the visitor's (html[data-currency], set before
    // the first paint): rendered with the site's default, it changed width on hydration and moved the bar.
    <HeaderMenu
      menu="currency"
      label={t('currencyMenu', { currency: CURRENCIES[currency].code })}
      button={
        <span>
          <InCurrency>{currencyLabel}</InCurrency>
        </span>
      }
      preload={loadPanel}
      visitorOnly
    >
      <CurrencyMenuPanel currencies={currencies} />
    </HeaderMenu>
  );
}
