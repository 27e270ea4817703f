'use client';

import { useTranslations } from 'next-intl';
import { useUi } from '@/stores/ui-store';

/** Reopens the cookie notice with the visitor's current choice, so consent can be withdrawn as easily as given. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const t = useTranslations('consent');
  const setConsentOpen = useUi((s) => s.setConsentOpen);
  return (
    <button type="button" className={className} onClick={() => setConsentOpen(true)}>
      {t('settings')}
    </button>
  );
}
