'use client';

import { useTranslations } from 'next-intl';
import { HoldCountdown } from './hold-countdown';
import buttons from '@/components/ui/buttons.module.css';
import styles from './basket.module.css';

interface Props {
  /** The soonest hold of the items still held, if any. */
  heldUntil: string | null;
  offset: number;
  /** Items whose hold ran out and that holding again has not yet been tried for. */
  recoverable: number;
  recovering: boolean;
  recoverError: string | null;
  onRecover: () => void;
}

/** The top of a filled basket: how long the places stay held, and a way to hold them again once they are not. */
export function HoldBanner({ heldUntil, offset, recoverable, recovering, recoverError, onRecover }: Props) {
  const t = useTranslations('basket.hold');
  return (
    <>
      {heldUntil ? <HoldCountdown key={heldUntil} heldUntil={heldUntil} offset={offset} /> : null}
      {recoverable > 0 ? (
        <div className={styles.expiredBanner}>
          <p>{t('expired', { count: recoverable })}</p>
          <button type="button" className={buttons.secondary} aria-disabled={recovering} onClick={() => (recovering ? undefined : onRecover())}>
            {recovering ? t('recovering') : t('recover')}
          </button>
          {recoverError ? (
            <p className={styles.error} role="alert">
              {recoverError}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
