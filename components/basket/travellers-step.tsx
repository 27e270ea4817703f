'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { lazy, Suspense } from 'react';
import { formatDate } from '@/lib/format/date';
import { hasTravellerDetails, needsIdentityDocument } from '@/lib/basket/traveller-details';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { knownPagePath } from '@/lib/i18n/shell-known-pages';
import { Announcer, useAnnounce } from './announcer';
import { EmptyBasket } from './empty-basket';
import { LinkOutcomeNote } from './link-outcome-note';
import { ReservationDialog } from './reservation-dialog';
import { useBasketQuery, useLostSession } from './use-basket';
import { useReservationLink } from './use-reservation-link';
import { LoadFailed } from '@/components/ui/load-failed';
import buttons from '@/components/ui/buttons.module.css';
import styles from './basket.module.css';
import { withQueries } from '@/components/providers/query-provider';

// The form brings its libraries: loaded once the basket is known to have items.
const TravellerForm = lazy(() => import('./traveller-form'));

/**
 * The traveller-details step as a page (`/{lang}/travelers`): on a phone a dialog over the basket
 * is cramped, so the same form stands on its own page. A basket link (`?reserve=`) works here too.
 */
export const TravellersStep = withQueries(TravellersStepContent);

function TravellersStepContent({ language }: { language: Language }) {
  return (
    <Announcer>
      <Step language={language} />
    </Announcer>
  );
}

function Step({ language }: { language: Language }) {
  const t = useTranslations('travelersPage');
  const form = useTranslations('basket.travellerForm');
  const router = useRouter();
  const announce = useAnnounce();
  const query = useBasketQuery(language);
  const cart = query.data;
  const lost = useLostSession(language, query.error);
  const link = useReservationLink(language, cart);

  if (lost) return null;
  if (query.isPending || link.adding) {
    return (
      <p className={styles.loading} role="status">
        {t('loading')}
      </p>
    );
  }
  if (!cart) {
    return (
      <LoadFailed message={t('failed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} className={styles.loadFailure} />
    );
  }
  const locale = LANGUAGES[language].intlLocale;
  return (
    <>
      <LinkOutcomeNote outcome={link.outcome} cart={cart} />
      {cart.count === 0 ? (
        <EmptyBasket takeFocus={false} />
      ) : (
        <>
          <section aria-labelledby="travelers-items-title">
            <h2 id="travelers-items-title" className={styles.columnTitle}>
              {t('itemsTitle')}
            </h2>
            <ul>
              {cart.items.map((item) => (
                <li key={item.id}>
                  <strong>{item.productName}</strong> · {item.optionName} · {item.locationName} · {formatDate(item.date, locale)}
                  {item.identityDocumentRequired ? <span className={styles.note}> · {t('needsDocument')}</span> : null}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="travelers-form-title">
            <h2 id="travelers-form-title" className={styles.columnTitle}>
              {form('title')}
            </h2>
            <Suspense fallback={<p role="status">{form('loading')}</p>}>
              <TravellerForm
                language={language}
                initial={cart.traveller}
                documentRequired={needsIdentityDocument(cart)}
                onSaved={() => {
                  announce(t('saved'));
                  router.push(knownPagePath(language, 'payment'));
                }}
                onCancel={() => router.push(knownPagePath(language, 'basket'))}
              />
            </Suspense>
          </section>
          {hasTravellerDetails(cart) ? (
            <p>
              <a href={knownPagePath(language, 'payment')} className={`${buttons.primary} ${styles.checkout}`}>
                {t('continue')}
              </a>
            </p>
          ) : null}
        </>
      )}
      <p>
        <a href={knownPagePath(language, 'basket')}>{t('back')}</a>
      </p>
      <ReservationDialog open={link.asking} count={cart.count} newCount={link.newCount} onKeep={link.keep} onDelete={link.replace} />
    </>
  );
}
