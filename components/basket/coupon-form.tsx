'use client';

import Cookies from 'js-cookie';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { applyCoupon, removeCoupon } from '@/lib/api/cart';
import { tooManyText } from '@/lib/api/retry-later';
import { failureKey } from '@/lib/basket/failure-key';
import { COOKIES } from '@/lib/cookies/names';
import type { Language } from '@/lib/i18n/languages';
import type { Cart } from '@/provider/api/contract/cart';
import { useAnnounce } from './announcer';
import { useCartAction } from './use-basket';
import buttons from '@/components/ui/buttons.module.css';
import styles from './basket.module.css';

/**
 * The discount code. A campaign link (spec §4) leaves its code in the `voucher` cookie: the
 * field starts with it; when the campaign also set `hide_voucher`, the field is hidden and
 * the code is applied once by itself, since the visitor could not apply it.
 */
export function CouponForm({ cart, language }: { cart: Cart; language: Language }) {
  const t = useTranslations('basket.coupon');
  const errors = useTranslations('basket.errors');
  const announce = useAnnounce();
  const action = useCartAction(language);
  const inputId = useId();
  const errorId = useId();
  // The basket renders in the browser only (after loading), so the cookies can be read at once.
  const [hidden] = useState(() => Cookies.get(COOKIES.hideVoucher.name) !== undefined);
  const [code, setCode] = useState(() => Cookies.get(COOKIES.voucher.name) ?? '');
  const [empty, setEmpty] = useState(false);
  const autoApplied = useRef(false);
  const { run } = action;

  useEffect(() => {
    const voucher = Cookies.get(COOKIES.voucher.name)?.trim();
    if (!hidden || autoApplied.current || cart.coupon || !voucher) return;
    autoApplied.current = true;
    void run((http, context) => applyCoupon(http, voucher, context));
  }, [hidden, cart.coupon, run]);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    setEmpty(trimmed === '');
    if (!trimmed || action.pending) return;
    const updated = await action.run((http, context) => applyCoupon(http, trimmed, context));
    if (updated?.coupon) {
      setCode('');
      announce(t('applied', { code: updated.coupon.code, percent: updated.coupon.percent }));
    }
  }

  async function remove() {
    if (await action.run(removeCoupon)) announce(t('removed'));
  }

  if (cart.coupon) {
    return (
      <div className={styles.couponApplied}>
        <p>{t('active', { code: cart.coupon.code, percent: cart.coupon.percent })}</p>
        {hidden ? null : (
          <button type="button" className={styles.linkButton} aria-disabled={action.pending} onClick={() => (action.pending ? undefined : remove())}>
            {t('remove')}
          </button>
        )}
      </div>
    );
  }
  if (hidden) return null;

  // A code the provider refused: a 400 can only mean a code no shop would issue (too long…); a 429, too many tries.
  const failure = action.failure;
  const refused = failure ? (failure.status === 400 ? errors('COUPON_INVALID') : failure.status === 429 ? tooManyText(t, failure) : errors(failureKey(failure))) : null;
  const message = empty ? t('required') : refused;
  return (
    <form className={styles.coupon} onSubmit={apply} noValidate>
      <label htmlFor={inputId}>{t('label')}</label>
      <div className={styles.couponRow}>
        <input
          id={inputId}
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
        />
        <button type="submit" className={buttons.secondary} aria-disabled={action.pending}>
          {action.pending ? t('applying') : t('apply')}
        </button>
      </div>
      {message ? (
        <p id={errorId} className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
