'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { needsIdentityDocument } from '@/lib/basket/traveller-details';
import type { Language } from '@/lib/i18n/languages';
import type { Cart, Traveller } from '@/provider/api/contract/cart';
import { ModalDialog } from './modal-dialog';
import styles from './basket.module.css';

// The form, its checks and the contract's rules load when the dialog first opens.
const TravellerForm = lazy(() => import('./traveller-form'));

/** The lead traveller's details as saved, with the button that opens the dialog to give or change them. */
export function TravellerSummary({ traveller, onEdit }: { traveller: Traveller | null; onEdit: () => void }) {
  const t = useTranslations('basket.traveller');
  return (
    <section className={styles.traveller} aria-labelledby="basket-traveller-title">
      <h3 id="basket-traveller-title" className={styles.summaryHeading}>
        {t('title')}
      </h3>
      {traveller ? (
        <dl className={styles.travellerDetails}>
          <div>
            <dt>{t('name')}</dt>
            <dd>
              {traveller.firstName} {traveller.lastName}
            </dd>
          </div>
          <div>
            <dt>{t('phone')}</dt>
            <dd>{traveller.phone}</dd>
          </div>
          {traveller.document ? (
            <div>
              <dt>{t('document')}</dt>
              <dd>{traveller.document}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className={styles.note}>{t('missing')}</p>
      )}
      {traveller?.guardian ? <p className={styles.note}>{t('guardianNote')}</p> : null}
      <button type="button" className={styles.linkButton} onClick={onEdit}>
        {traveller ? (
          <>
            {t('edit')}{' '}
            <span className="visually-hidden">{t('title')}</span>
          </>
        ) : (
          t('add')
        )}
      </button>
    </section>
  );
}

interface DialogProps {
  open: boolean;
  cart: Cart;
  language: Language;
  onSaved: (cart: Cart) => void;
  onClose: () => void;
}

/** The customer and traveller details modal (spec §2). */
export function TravellerDialog({ open, cart, language, onSaved, onClose }: DialogProps) {
  const t = useTranslations('basket.travellerForm');
  return (
    <ModalDialog open={open} title={t('title')} onClose={onClose}>
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        <TravellerForm language={language} initial={cart.traveller} documentRequired={needsIdentityDocument(cart)} onSaved={onSaved} onCancel={onClose} />
      </Suspense>
    </ModalDialog>
  );
}
