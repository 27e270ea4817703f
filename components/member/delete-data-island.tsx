'use client';

import { useTranslations } from 'next-intl';
import type { Language } from '@/lib/i18n/languages';
import { knownPagePath } from '@/lib/i18n/shell-known-pages';
import buttons from '@/components/ui/buttons.module.css';
import { ErasureForm } from './erasure-form';
import { useMemberSite } from './member-site';
import styles from './member-area.module.css';
import { useMemberName } from '@/stores/visitor-store';

/**
 * The delete-personal-data page's action: a signed-in member deletes the account themselves
 * (My details' flow, which needs no one's help); anyone else sends a request.
 */
export function DeleteDataIsland({ language }: { language: Language }) {
  const t = useTranslations('deletePersonalData');
  const hasMembers = useMemberSite();
  const member = useMemberName();

  if (hasMembers && member) {
    return (
      <section className={styles.section} aria-labelledby="delete-data-member-title">
        <h2 id="delete-data-member-title">{t('member.title')}</h2>
        <p>{t('member.text')}</p>
        <a className={`${buttons.primary} ${styles.danger}`} href={`${knownPagePath(language, 'memberArea')}#delete-account`}>
          {t('member.button')}
        </a>
      </section>
    );
  }

  return (
    <section className={styles.panelBody} aria-labelledby="delete-data-form-title">
      <h2 id="delete-data-form-title">{t('form.title')}</h2>
      <p>{t(hasMembers ? 'form.introMembers' : 'form.intro')}</p>
      <ErasureForm language={language} />
    </section>
  );
}
