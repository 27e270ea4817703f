'use client';

import { useTranslations } from 'next-intl';
import { lazy } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { useVisitor } from '@/stores/visitor-store';
import { UserIcon } from '@/components/ui/icons';
import { HeaderMenu } from './header-menu';

const loadPanel = () => import('./member-menu-panel');
const MemberMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MemberMenuPanel })));

/**
 * The members' menu (worldwide site, not for agents); its panel loads on first use (issue 18).
 * Who is signed in comes from the browser's `sub` hint, so the page around it stays cached for
 * everyone.
 */
export function MemberMenu({ language }: { language: Language }) {
  const t = useTranslations('header.member');
  const name = useVisitor((s) => s.memberName);
  return (
    <HeaderMenu menu="member" label={name ? t('menuSignedIn', { name }) : t('menu')} button={<UserIcon size={20} />} preload={loadPanel} visitorOnly>
      <MemberMenuPanel language={language} name={name} />
    </HeaderMenu>
  );
}
