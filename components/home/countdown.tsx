'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { timeLeft } from './time-left';
import styles from './home.module.css';

/**
 * Days, hours, minutes and seconds to a deadline (spec §2 countdown promotion). The page
 * is cached, so the numbers are drawn in the browser only; the boxes keep their size
 * before that, so nothing moves.
 */
export function Countdown({ endsAt, onEnd }: { endsAt: string; onEnd?: () => void }) {
  const t = useTranslations('promotions');
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, []);
  const left = now === null ? null : timeLeft(Date.parse(endsAt), now);
  useEffect(() => {
    if (left?.ended) onEnd?.();
  }, [left?.ended, onEnd]);

  const parts = [
    ['days', left?.days],
    ['hours', left?.hours],
    ['minutes', left?.minutes],
    ['seconds', left?.seconds],
  ] as const;
  return (
    // Read out once, not every second: the live region is off.
    <p className={styles.countdown} aria-live="off">
      {parts.map(([unit, value]) => (
        <span key={unit} className={styles.countdownPart}>
          <span className={styles.countdownValue}>{value === undefined ? '--' : String(value).padStart(2, '0')}</span>
          <span className={styles.countdownUnit}>{t(`units.${unit}`, { count: value ?? 0 })}</span>
        </span>
      ))}
    </p>
  );
}
