'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { setTraveller } from '@/lib/api/cart';
import { failureKey } from '@/lib/basket/failure-key';
import type { TravellerForm as Values, TravellerProblem } from '@/lib/basket/traveller-schema';
import type { Language } from '@/lib/i18n/languages';
import type { Cart, Traveller } from '@/provider/api/contract/cart';
import { useValidationText } from '@/components/payment/form-field';
import { useCartAction } from './use-basket';
import buttons from '@/components/ui/buttons.module.css';
import styles from './basket.module.css';

interface Props {
  language: Language;
  initial: Traveller | null;
  /** An item's venue checks IDs: the passport or ID number is asked for, and why. */
  documentRequired: boolean;
  onSaved: (cart: Cart) => void;
  onCancel: () => void;
}

type TextField = 'firstName' | 'lastName' | 'phone' | 'document';

const FIELDS: { name: TextField; autoComplete: string; type?: string; inputMode?: 'tel' }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'phone', autoComplete: 'tel-national', type: 'tel', inputMode: 'tel' },
  { name: 'document', autoComplete: 'off' },
];

/** The form's rules, with the identity document or without, loaded on its first check. */
const rulesWith = (documentRequired: boolean) =>
  lazyZodResolver<Values>(() => import('@/lib/basket/traveller-schema').then((m) => m.travellerFormSchema(documentRequired)));
const RULES = { withDocument: rulesWith(true), withoutDocument: rulesWith(false) };

/**
 * The customer and traveller details (spec §3): checked as the visitor goes, saved on the
 * provider with the basket. The passport or ID number only where a venue checks it. Loaded when the dialog first opens: it brings the form libraries.
 */
export default function TravellerForm({ language, initial, documentRequired, onSaved, onCancel }: Props) {
  const t = useTranslations('basket.travellerForm');
  const problems = useValidationText('basket.validation');
  const errorsText = useTranslations('basket.errors');
  const id = useId();
  const action = useCartAction(language);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: documentRequired ? RULES.withDocument : RULES.withoutDocument,
    mode: 'onTouched',
    defaultValues: { firstName: initial?.firstName ?? '', lastName: initial?.lastName ?? '', phone: initial?.phone ?? '', document: initial?.document ?? '', guardian: initial?.guardian ?? false },
  });

  // The form arrives after the dialog opened (it loads on demand): the keyboard starts on its first field.
  useEffect(() => setFocus('firstName'), [setFocus]);

  const save = handleSubmit(async (values) => {
    const cart = await action.run((http, context) => setTraveller(http, values, context));
    if (cart) onSaved(cart);
  });

  return (
    <form className={styles.travellerForm} onSubmit={save} noValidate>
      <p className={styles.note}>{t('intro')}</p>
      {FIELDS.filter((field) => documentRequired || field.name !== 'document').map(({ name, autoComplete, type, inputMode }) => {
        const problem = errors[name]?.message as TravellerProblem | undefined;
        const hint = name === 'document' ? `${id}-document-why` : null;
        return (
          <div key={name} className={styles.field}>
            <label htmlFor={`${id}-${name}`}>{t(name)}</label>
            <input
              id={`${id}-${name}`}
              type={type ?? 'text'}
              inputMode={inputMode}
              autoComplete={autoComplete}
              aria-invalid={problem ? true : undefined}
              aria-describedby={[hint, problem ? `${id}-${name}-error` : null].filter(Boolean).join(' ') || undefined}
              {...register(name)}
            />
            {hint ? (
              <p id={hint} className={styles.note}>
                {t('documentWhy')}
              </p>
            ) : null}
            {problem ? (
              <p id={`${id}-${name}-error`} className={styles.error}>
                {problems(problem)}
              </p>
            ) : null}
          </div>
        );
      })}
      {documentRequired ? (
        <div className={styles.checkbox}>
          <input id={`${id}-guardian`} type="checkbox" {...register('guardian')} />
          <label htmlFor={`${id}-guardian`}>{t('guardian')}</label>
        </div>
      ) : null}
      {action.failure ? (
        <p className={styles.error} role="alert">
          {errorsText(failureKey(action.failure))}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="button" className={buttons.secondary} onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className={buttons.primary} aria-disabled={isSubmitting}>
          {isSubmitting ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
