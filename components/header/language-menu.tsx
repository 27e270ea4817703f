'use client';

import { useTranslations } from 'next-intl';
import { lazy } from 'react';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { GlobeIcon } from '@/components/ui/icons';
import { HeaderMenu } from './header-menu';

const loadPanel = () => import('./language-menu-panel');
const LanguageMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.LanguageMenuPanel })));

/** The language menu's button; its list and the switch load on first use (issue 18). */
export function LanguageMenu({ language, languages }: { language: Language; languages: Language[] }) {
  const t = useTranslations('header');
  return (
    <HeaderMenu
      menu="language"
      // The name includes the visible code (WCAG 2.5.3: label in name).
      label={t('languageMenu', { language: `${LANGUAGES[language].nameExt}, ${LANGUAGES[language].titleMobile}` })}
      button={
        <>
          <GlobeIcon size={18} />
          <span>{LANGUAGES[language].titleMobile}</span>
        </>
      }
      preload={loadPanel}
    >
      <LanguageMenuPanel language={language} languages={languages} />
    </HeaderMenu>
  );
}
