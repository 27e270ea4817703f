'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { MEMBER_SESSION_LOST_EVENT } from '@/lib/session/member-session-lost-event';
import { useUi } from '@/stores/ui-store';

/**
 * Spec §8 for members: when a member call answers 401 or 403 (the browser's axios instance says
 * so with a window event), the login flag goes off — the hint and basket cookies go, the member's
 * cached answers are dropped (lib/member/forget-member.ts, loaded then: every page listens) — and
 * the visitor is taken home with the generic modal saying why.
 */
export function useMemberSessionLost(language: Language) {
  const router = useRouter();
  const t = useTranslations('header.member');
  const showModal = useUi((s) => s.showModal);
  useEffect(() => {
    const onLost = () =>
      void import('@/lib/member/forget-member').then(({ forgetSignedOutMember }) => {
        forgetSignedOutMember();
        showModal({ title: t('sessionEndedTitle'), body: t('sessionEndedBody') });
        router.push(`/${language}/home`);
      });
    window.addEventListener(MEMBER_SESSION_LOST_EVENT, onLost);
    return () => window.removeEventListener(MEMBER_SESSION_LOST_EVENT, onLost);
  }, [language, router, showModal, t]);
}
