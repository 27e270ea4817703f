'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import { resetPassword } from '@/lib/api/member-auth';
import type { ApiFailure } from '@/lib/api/result';
import { callBasket } from '@/lib/basket/basket-call';
import type { Language } from '@/lib/i18n/languages';
import { useShellPaths } from '@/components/providers/shell-paths';
import buttons from '@/components/ui/buttons.module.css';
import type { NewPasswordValues } from './account-schemas';
import { FocusedMessage, ResultPanel } from './form-parts';
import { PasswordField } from './password-field';
import { useFailureText } from './use-failure-text';
import styles from './account.module.css';

interface Props {
  language: Language;
  /** The reset link's token. */
  token: string;
  /** Once the password is saved: the token is spent. */
  onDone: () => void;
  /** The link has expired or was used already: the visitor asks for a new one. */
  onLinkInvalid: () => void;
}

/** A spent, expired or mangled link: the provider's LINK_INVALID, or its refusal of the token itself. */
const linkRefused = (failure: ApiFailure) =>
  failure.reason === 'LINK_INVALID' || failure.status === 401 || failure.status === 404 || (failure.status === 400 && /^token\b/.test(failure.message));

/** The form's rules, loaded on its first check. */
const rules = lazyZodResolver<NewPasswordValues>(() => import('./account-schemas').then((m) => m.NewPasswordSchema));

/** The reset link's page: the new password twice; saving it signs the account out everywhere. */
export function NewPasswordForm({ language, token, onDone, onLinkInvalid }: Props) {
  const paths = useShellPaths();
  const t = useTranslations('account');
  const id = useId();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ resolver: rules, mode: 'onTouched', defaultValues: { password: '', passwordConfirm: '' } });
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await callBasket((http, context) => resetPassword(http, token, values.password, context), { language });
    if (result.ok) {
      setDone(true);
      return onDone();
    }
    if (linkRefused(result.error)) return onLinkInvalid();
    if (result.error.reason === 'PASSWORD_TOO_WEAK' || result.error.status === 400) {
      setError('password', { message: result.error.reason === 'PASSWORD_TOO_WEAK' ? 'passwordWeak' : 'passwordShort' });
      return setFocus('password');
    }
    setFailure(failureText(result.error));
  });

  if (done) {
    return (
      <ResultPanel title={t('reset.doneTitle')}>
        <p>{t('reset.doneBody')}</p>
        <p>
          <a className={buttons.primary} href={paths.login}>
            {t('reset.login')}
          </a>
        </p>
      </ResultPanel>
    );
  }
  return (
    <div className={styles.card}>
      <p className={styles.lead}>{t('reset.setIntro')}</p>
      {failure ? <FocusedMessage kind="alert">{failure}</FocusedMessage> : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <PasswordField
          id={`${id}-password`}
          label={t('fields.newPassword')}
          autoComplete="new-password"
          error={errors.password}
          registration={register('password')}
          rulesFor={password}
        />
        <PasswordField
          id={`${id}-confirm`}
          label={t('fields.passwordConfirm')}
          autoComplete="new-password"
          error={errors.passwordConfirm}
          registration={register('passwordConfirm')}
        />
        <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? t('reset.setSaving') : t('reset.setSubmit')}
        </button>
      </form>
    </div>
  );
}
