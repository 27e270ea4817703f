'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { ModalDialog } from '@/components/basket/modal-dialog';
import { formatMoney } from '@/lib/format/money';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import type { PaymentAnswer } from '@/provider/api/contract/payment';
import { SANDBOX_CHALLENGE_CODE } from '@/provider/services/payment/test-cards';
import buttons from '@/components/ui/buttons.module.css';
import styles from './payment.module.css';

interface Props {
  language: Language;
  answer: PaymentAnswer;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}

/**
 * The sandbox's 3-D Secure step: the card issuer asks for a one-time code before it
 * authorises. (With Adyen, the Drop-in shows the issuer's own challenge instead.)
 */
export function ChallengeDialog({ language, answer, onConfirm, onCancel }: Props) {
  const t = useTranslations('payment.challenge');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  return (
    <ModalDialog open title={t('title')} onClose={onCancel} initialFocus={input}>
      <form
        className={styles.challenge}
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(code.trim());
        }}
      >
        <p>{t('intro', { amount: formatMoney(answer.amount, LANGUAGES[language].intlLocale), reference: answer.reference })}</p>
        <label htmlFor={`${id}-code`}>{t('code')}</label>
        <input
          ref={input}
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {t('hint', { code: SANDBOX_CHALLENGE_CODE })}
        </p>
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="submit" className={buttons.primary}>
            {t('confirm')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
