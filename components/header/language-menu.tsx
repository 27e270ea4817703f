'use client';

import { useTranslations } from 'next-intl';
import { lazy } from 'react';
import type { Language, LanguageOption } from '@/lib/i18n/languages';
import { GlobeIcon } from '@/components/ui/icons';
import { HeaderMenu } from './header-menu';

const loadPanel = () => import('./language-menu-panel');
const LanguageMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.LanguageMenuPanel })));

/** The language menu's button; its list and the switch load on first use (issue 18). */
export function LanguageMenu({ language, option, languages }: { language: Language; option: Pick<LanguageOption, 'nameExt' | 'titleMobile'>; languages: Language[] }) {
  const t = useTranslations('header');
  return (
    <HeaderMenu
      menu="language"
      // The name includes the visible code (WCAG 2.5.3: label in name).
      label={t('languageMenu', { language: `${option.nameExt}, ${option.titleMobile}` })}
      button={
        <>
          <GlobeIcon size={18} />
          <span>{option.titleMobile}</span>
        </>
      }
      preload={loadPanel}
    >
      <LanguageMenuPanel language={language} languages={languages} />
    </HeaderMenu>
  );
}
