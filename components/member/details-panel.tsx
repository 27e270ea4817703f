'use client';

import { useTranslations } from 'next-intl';
import type { MemberInfo } from '@/lib/api/member-area';
import type { Language } from '@/lib/i18n/languages';
import buttons from '@/components/ui/buttons.module.css';
import { DeleteAccount } from './delete-account';
import { DetailsForm } from './details-form';
import { PasswordForm } from './password-form';
import styles from './member-area.module.css';

interface Props {
  info: MemberInfo | undefined;
  failed: boolean;
  onRetry: () => void;
  /** The anchor the page was opened at (`delete-account` from the delete-personal-data page). */
  anchor: string | null;
  language: Language;
}

/** "My details": personal details and preferences, the password, and deleting the account. */
export function DetailsPanel({ info, failed, onRetry, anchor, language }: Props) {
  const t = useTranslations('memberArea.details');
  if (!info) {
    return failed ? (
      <div role="alert" className={styles.alert}>
        <p>{t('failed')}</p>
        <button type="button" className={buttons.secondary} onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    ) : (
      <p role="status">{t('loading')}</p>
    );
  }
  return (
    <div className={styles.panelBody}>
      <h2 className={styles.panelTitle}>{t('title')}</h2>
      <DetailsForm info={info} />
      <PasswordForm info={info} />
      <DeleteAccount info={info} language={language} takeFocus={anchor === 'delete-account'} />
    </div>
  );
}
