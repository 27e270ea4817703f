'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { announcedMinute, formatTimeLeft, timeLeft } from '@/lib/basket/hold-clock';
import styles from './basket.module.css';

/**
 * "We hold your places for mm:ss", on the provider's clock. The figure ticks every second
 * for the eye; screen readers hear only the marks of ANNOUNCED_MINUTES, in their own region.
 */
export function HoldCountdown({ heldUntil, offset }: { heldUntil: string; offset: number }) {
  const t = useTranslations('basket.hold');
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const left = timeLeft(heldUntil, offset, now);
  const minute = announcedMinute(left);
  return (
    <div className={styles.countdown}>
      <p className={styles.countdownText}>
        {t.rich('countdown', { time: formatTimeLeft(left), strong: (chunks) => <strong className={styles.countdownTime}>{chunks}</strong> })}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {minute !== null && left > 0 ? t('minutesLeft', { minutes: minute }) : ''}
      </p>
    </div>
  );
}
