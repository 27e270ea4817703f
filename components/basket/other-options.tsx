'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { switchOption, upsellOptions, type Upsell } from '@/lib/api/cart';
import { callBasket, orThrow } from '@/lib/basket/basket-call';
import { failureKey } from '@/lib/basket/failure-key';
import { formatMoney } from '@/lib/format/money';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import type { Sale } from '@/provider/api/contract/cart';
import { useAnnounce } from './announcer';
import { basketKey, failureOf, useBasketContext, useCartAction, useLostSession } from './use-basket';
import buttons from '@/components/ui/buttons.module.css';
import styles from './basket.module.css';

/** "+€5.00" dearer, "−€3.00" cheaper (a true minus sign), from minor units. */
function signedMoney(difference: Upsell['options'][number]['difference'], locale: string): string {
  const sign = difference.amount < 0 ? '−' : '+';
  return `${sign}${formatMoney({ ...difference, amount: Math.abs(difference.amount) }, locale)}`;
}

/**
 * Upselling and downselling (spec §7): a disclosure that asks, when opened, which other
 * options of the product suit the same day and passengers, with the difference in price.
 */
export function OtherOptions({ sale, language, itemHeading }: { sale: Sale; language: Language; itemHeading: string }) {
  const t = useTranslations('basket.options');
  const errors = useTranslations('basket.errors');
  const announce = useAnnounce();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const context = useBasketContext(language);
  const locale = LANGUAGES[language].intlLocale;
  const action = useCartAction(language);
  const query = useQuery({
    queryKey: [...basketKey(context), 'related', 'upsell', sale.id, sale.optionId],
    queryFn: () => orThrow(callBasket((http, ctx) => upsellOptions(http, sale.id, ctx), context)),
    enabled: open,
    retry: false,
  });

  async function choose(option: Upsell['options'][number]) {
    const cart = await action.run((http, ctx) => switchOption(http, sale.id, option.optionId, ctx));
    if (!cart) return;
    setOpen(false);
    announce(t('changed', { option: option.name }));
    document.getElementById(itemHeading)?.closest('article')?.focus();
  }

  const lost = useLostSession(language, query.error);
  const failure = lost ? null : failureOf(query.error);
  return (
    <div className={styles.otherOptions}>
      <button type="button" className={styles.linkButton} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {t('toggle')}
      </button>
      <div id={panelId} hidden={!open} className={styles.optionsPanel}>
        {open && query.isPending ? <p role="status">{t('loading')}</p> : null}
        {failure ? (
          <p className={styles.error} role="alert">
            {errors(failureKey(failure))}
          </p>
        ) : null}
        {query.data && query.data.options.length === 0 ? <p>{t('none')}</p> : null}
        {query.data && query.data.options.length > 0 ? (
          <ul className={styles.optionList}>
            {query.data.options.map((option) => (
              <li key={option.optionId} className={styles.option}>
                <span className={styles.optionName}>{option.name}</span>
                <span className={styles.optionPrice}>
                  {formatMoney(option.amount, locale)}{' '}
                  <span className={option.difference.amount < 0 ? styles.cheaper : styles.dearer}>
                    ({option.difference.amount === 0 ? t('samePrice') : signedMoney(option.difference, locale)})
                  </span>
                </span>
                <button type="button" className={buttons.secondary} aria-disabled={action.pending} onClick={() => (action.pending ? undefined : choose(option))}>
                  {t('choose')}{' '}
                  <span className="visually-hidden">{option.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {action.failure ? (
          <p className={styles.error} role="alert">
            {errors(failureKey(action.failure))}
          </p>
        ) : null}
      </div>
    </div>
  );
}
