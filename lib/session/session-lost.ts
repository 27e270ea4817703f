'use client';

import Cookies from 'js-cookie';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { COOKIES } from '@/lib/cookies/names';
import type { ApiFailure } from '@/lib/api/result';
import type { Language } from '@/lib/i18n/languages';
import { useUi } from '@/stores/ui-store';
import { visitorChanged } from '@/stores/visitor-store';

/**
 * Spec §8: a 401 or 403 from a basket call logs the visitor out — the login flag off,
 * the session cookies gone (the shop's /api/v2 already expired the httpOnly ones), the
 * basket count 0 — and takes them home with the generic modal saying why.
 * Returns true when it handled the failure.
 */
export function useSessionLost(language: Language) {
  const router = useRouter();
  const t = useTranslations('session');
  const showModal = useUi((s) => s.showModal);
  return useCallback(
    (failure: ApiFailure): boolean => {
      if (failure.status !== 401 && failure.status !== 403) return false;
      for (const name of [COOKIES.cartCount.name, 'sub']) Cookies.remove(name, { path: '/' });
      visitorChanged();
      showModal({ title: t('expiredTitle'), body: t('expiredBody') });
      router.push(`/${language}/home`);
      return true;
    },
    [language, router, showModal, t],
  );
}
