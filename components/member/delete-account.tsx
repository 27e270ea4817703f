'use client';

import Cookies from 'js-cookie';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ModalDialog } from '@/components/basket/modal-dialog';
import { deleteAccount, type MemberInfo } from '@/lib/api/member-area';
import { COOKIES } from '@/lib/cookies/names';
import type { Language } from '@/lib/i18n/languages';
import { forgetMemberData } from '@/lib/member/use-member';
import { useUi } from '@/stores/ui-store';
import { visitorChanged } from '@/stores/visitor-store';
import buttons from '@/components/ui/buttons.module.css';
import { FormField } from './form-field';
import { failureKey, useMemberCall } from './use-member-call';
import styles from './member-area.module.css';

interface Props {
  info: MemberInfo;
  language: Language;
  /** Opened from the delete-personal-data page's link: the keyboard starts here. */
  takeFocus: boolean;
}

/**
 * "Delete my account": a confirmation dialog (with the password, when the account has one), then
 * the member is signed out and sent home, where the generic modal says it is done. Orders stay,
 * anonymised, for the accounts (the delete-personal-data page explains what and why).
 */
export function DeleteAccount({ info, language, takeFocus }: Props) {
  const t = useTranslations('memberArea.details.delete');
  const errorText = useTranslations('memberArea.details.errors');
  const router = useRouter();
  const showModal = useUi((s) => s.showModal);
  const send = useMemberCall();
  const heading = useRef<HTMLHeadingElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<{ field: boolean; key: string } | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);

  const close = () => {
    setOpen(false);
    setPassword('');
    setProblem(null);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (info.hasPassword && !password) return setProblem({ field: true, key: 'required' });
    setSending(true);
    setProblem(null);
    const result = await send((http, context) => deleteAccount(http, info.hasPassword ? { confirm: true, password } : { confirm: true }, context));
    setSending(false);
    if (!result.ok) {
      const key = failureKey(result.error);
      return setProblem({ field: key === 'wrongPassword', key });
    }
    // The answer cleared the session and the `sub` hint; this tab forgets the member too.
    Cookies.remove(COOKIES.memberHint.name, { path: '/' });
    visitorChanged();
    forgetMemberData();
    setOpen(false);
    showModal({ title: t('doneTitle'), body: t('doneBody') });
    router.push(`/${language}/home`);
  };

  return (
    <section id="delete-account" className={styles.section} aria-labelledby="member-delete-title">
      <h3 id="member-delete-title" ref={heading} tabIndex={-1}>
        {t('title')}
      </h3>
      <p>{t('text')}</p>
      <button type="button" className={`${buttons.secondary} ${styles.danger}`} onClick={() => setOpen(true)}>
        {t('button')}
      </button>
      <ModalDialog open={open} title={t('dialogTitle')} onClose={close} initialFocus={info.hasPassword ? undefined : keep}>
        <form onSubmit={(event) => void confirm(event)} noValidate className={styles.form}>
          <p>{t('dialogText')}</p>
          {info.hasPassword ? (
            <FormField id="member-delete-password" label={t('password')} error={problem?.field ? problem.key : undefined}>
              <input
                id="member-delete-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={problem?.field === true}
                aria-describedby={problem?.field ? 'member-delete-password-error' : undefined}
              />
            </FormField>
          ) : null}
          {problem && !problem.field ? (
            <p role="alert" className={styles.failure}>
              {errorText(problem.key)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button ref={keep} type="button" className={buttons.secondary} onClick={close}>
              {t('keep')}
            </button>
            <button type="submit" className={`${buttons.primary} ${styles.dangerPrimary}`} aria-disabled={sending}>
              {sending ? t('deleting') : t('confirm')}
            </button>
          </div>
        </form>
      </ModalDialog>
    </section>
  );
}
