'use client';

import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { EmptyBasket } from '@/components/basket/empty-basket';
import { failureOf, useBasketQuery, useLostSession } from '@/components/basket/use-basket';
import { lazyPart } from '@/components/islands/lazy-part';
import type { Language } from '@/lib/i18n/languages';
import { paymentProblemKey } from '@/lib/payment/problem-key';
import type { Country } from './customer-fields';
import { useResumeOnLoad } from './use-resume-on-load';
import styles from './payment.module.css';
import { withQueries } from '@/components/providers/query-provider';

/**
 * The form and what pays (react-hook-form, the fields, the payment's steps) are drawn once the
 * basket has come: their code is fetched as the page loads, alongside the basket, not among the
 * page's first scripts (issue 18).
 */
const Checkout = lazyPart(() => import('./checkout').then((m) => m.Checkout), 'now');

interface Props {
  language: Language;
  countries: Country[];
}

/** The payment page's client island: the basket, the customer's details, the card (for an agent also the agency's credit), the pay button. */
export const PaymentIsland = withQueries(PaymentIslandContent);

function PaymentIslandContent({ language, countries }: Props) {
  const t = useTranslations('payment');
  const query = useBasketQuery(language);
  const lost = useLostSession(language, query.error);
  const cart = query.data;
  const resuming = useResumeOnLoad(language);

  const loading = (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  );
  if (lost) return null;
  if (query.isPending || resuming) return loading;
  if (!cart) {
    return (
      <p className={styles.alert} role="alert">
        {t(`problems.${paymentProblemKey(failureOf(query.error))}`)}
      </p>
    );
  }
  if (cart.count === 0) return <EmptyBasket takeFocus={false} />;
  // While the basket is loaded again (a currency change re-prices it) what it costs may change: no paying meanwhile.
  return (
    <Suspense fallback={loading}>
      <Checkout language={language} countries={countries} cart={cart} updating={query.isFetching} />
    </Suspense>
  );
}
