'use client';

import Cookies from 'js-cookie';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { COOKIES } from '@/lib/cookies/names';
import type { Language } from '@/lib/i18n/languages';
import { forgetMemberData } from '@/lib/member/use-member';
import { MEMBER_SESSION_LOST_EVENT } from '@/lib/session/member-session-lost-event';
import { useUi } from '@/stores/ui-store';
import { visitorChanged } from '@/stores/visitor-store';

/**
 * Spec §8 for members: when a member call answers 401 or 403 (the browser's axios instance says
 * so with a window event), the login flag goes off — the hint and basket cookies go (the shop's
 * /api/v2 already expired the httpOnly session and guest session), the member's cached answers
 * are dropped — and the visitor is taken home with the generic modal saying why.
 */
export function useMemberSessionLost(language: Language) {
  const router = useRouter();
  const t = useTranslations('header.member');
  const showModal = useUi((s) => s.showModal);
  useEffect(() => {
    const onLost = () => {
      for (const name of [COOKIES.memberHint.name, COOKIES.cartCount.name]) Cookies.remove(name, { path: '/' });
      forgetMemberData();
      visitorChanged();
      showModal({ title: t('sessionEndedTitle'), body: t('sessionEndedBody') });
      router.push(`/${language}/home`);
    };
    window.addEventListener(MEMBER_SESSION_LOST_EVENT, onLost);
    return () => window.removeEventListener(MEMBER_SESSION_LOST_EVENT, onLost);
  }, [language, router, showModal, t]);
}
