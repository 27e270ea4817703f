'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Countdown } from './countdown';
import styles from './home.module.css';

interface Props {
  template: string;
  endsAt: string;
  /** The deadline as the page's language writes it. */
  endsOn: string;
  href: string;
}

/** The countdown promotion of the home page: what it offers, until when, and the time left; gone when it ends. */
export function CountdownPromotion({ template, endsAt, endsOn, href }: Props) {
  const t = useTranslations('promotions');
  const [ended, setEnded] = useState(false);
  if (ended) return null;
  return (
    <section className={styles.countdownPromotion} aria-labelledby="countdown-title">
      <div>
        <h2 id="countdown-title" className={styles.promotionTitle}>
          {t(`${template}.title`)}
        </h2>
        <p>{t(`${template}.text`)}</p>
        <p className={styles.deadline}>
          {t('endsOn')} <time dateTime={endsAt}>{endsOn}</time>
        </p>
      </div>
      <Countdown endsAt={endsAt} onEnd={() => setEnded(true)} />
      <a className={styles.promotionLink} href={href}>
        {t(`${template}.cta`)}
      </a>
    </section>
  );
}
