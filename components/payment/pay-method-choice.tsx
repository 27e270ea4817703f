'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatMoney } from '@/lib/format/money';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import type { AgentCredit } from '@/lib/cookies/agent-credit';
import type { CreditBlock } from '@/lib/payment/credit-cover';
import styles from './payment.module.css';
import agent from './agent-checkout.module.css';

export type PayMethod = 'credit' | 'card';

interface Props {
  language: Language;
  credit: AgentCredit | null;
  /** Why the credit cannot pay this basket; null when it can. */
  block: CreditBlock;
  method: PayMethod;
  onChange: (method: PayMethod) => void;
}

/** An agent's choice: the agency's credit, or a card — the card always, the credit when it covers the basket (and why not, when it does not). */
export function PayMethodChoice({ language, credit, block, method, onChange }: Props) {
  const t = useTranslations('payment.agent');
  const id = useId();
  const available = credit ? formatMoney(credit, LANGUAGES[language].intlLocale) : '—';
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('methodTitle')}</legend>
      <label className={agent.option}>
        <input
          type="radio"
          name={`${id}-method`}
          value="credit"
          checked={method === 'credit'}
          disabled={block !== null}
          aria-describedby={block ? `${id}-block` : undefined}
          onChange={() => onChange('credit')}
        />
        <span>{t('credit', { amount: available })}</span>
      </label>
      {block ? (
        <p id={`${id}-block`} className={agent.block}>
          {block === 'currency' ? t('creditCurrency', { currency: credit?.currency ?? '' }) : t('creditShort', { amount: available })}
        </p>
      ) : null}
      <label className={agent.option}>
        <input type="radio" name={`${id}-method`} value="card" checked={method === 'card'} onChange={() => onChange('card')} />
        <span>{t('card')}</span>
      </label>
    </fieldset>
  );
}
