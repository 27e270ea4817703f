'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CurrencyId } from '@/provider/api/contract/languages';
import type { Language, LanguageOption } from '@/lib/i18n/languages';
import { HEADER_HIDE_SCROLL_PX, HEADER_SEARCH_SCROLL_PX, MOBILE_MAX_WIDTH } from '@/lib/ui/constants';
import { useUi } from '@/stores/ui-store';
import { useVisitor } from '@/stores/visitor-store';
import { useMemberSessionLost } from '@/components/account/use-member-session-lost';
import { DestinationSearch } from '@/components/search/destination-search';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { CartButton } from './cart-button';
import { CurrencyMenu } from './currency-menu';
import { LanguageMenu } from './language-menu';
import { MemberMenu } from './member-menu';
import styles from './header-bar.module.css';

/** Only agents see it, and only once the browser knows them (cached pages are rendered for visitors): it loads then. */
const AgentBar = lazy(() => import('./agent-bar').then((module) => ({ default: module.AgentBar })));

export interface HeaderBarProps {
  language: Language;
  /** The page's language as the language menu's button names it (the table of languages stays on the server). */
  languageOption: Pick<LanguageOption, 'nameExt' | 'titleMobile'>;
  brand: string;
  logo: string;
  languages: Language[];
  currencies: CurrencyId[];
  memberArea: boolean;
  /** Paris and London: no destination search. */
  lightHeader: boolean;
  /** The home page, where the desktop search waits until the page's own search is scrolled past. */
  home: boolean;
}

/**
 * The header of spec §2: logo, destination search (behind an icon up to 1024 px; on the
 * desktop home page only once scrolled past 235 px), language, currency and member menus
 * (the last two not for agents), basket, and for agents their credit and a logout — all in one
 * row down to a 390 px phone. On mobile it hides while scrolling down past 80 px.
 */
export function HeaderBar({ language, languageOption, brand, logo, languages, currencies, memberArea, lightHeader, home }: HeaderBarProps) {
  const t = useTranslations('header');
  const pathname = usePathname();
  const isAgent = useVisitor((s) => s.isAgent);
  const openMenu = useUi((s) => s.openMenu);
  const toggleMenu = useUi((s) => s.toggleMenu);
  const closeMenus = useUi((s) => s.closeMenus);
  const [hidden, setHidden] = useState(false);
  const [scrolledPastSearch, setScrolledPastSearch] = useState(false);
  const lastY = useRef(0);
  // Signs a member out when a member call finds the session ended (spec §8), on every page.
  useMemberSessionLost(language);

  // Menus close on route change (spec §2).
  useEffect(() => closeMenus(), [pathname, closeMenus]);

  useEffect(() => {
    const mobile = window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
    const onScroll = () => {
      const y = window.scrollY;
      setScrolledPastSearch(y > HEADER_SEARCH_SCROLL_PX);
      setHidden(mobile.matches && y > HEADER_HIDE_SCROLL_PX && y > lastY.current);
      lastY.current = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const searchOpen = openMenu === 'search';
  const showDesktopSearch = !lightHeader && (!home || scrolledPastSearch);
  return (
    <header className={styles.header} data-hidden={hidden && !openMenu ? 'true' : undefined}>
      <div className={`container ${styles.bar}`}>
        <a href={`/${language}/home`} className={styles.brand} aria-label={t('homeLink', { brand })}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG, which next/image serves as is: a plain <img> spares every page its image component (issue 18). */}
          <img src={logo} alt="" width={32} height={32} />
          <span>{brand}</span>
        </a>
        {showDesktopSearch ? (
          <div className={styles.desktopSearch}>
            <DestinationSearch language={language} />
          </div>
        ) : null}
        <nav className={styles.actions} aria-label={t('tools')}>
          {lightHeader ? null : (
            <button
              type="button"
              className={styles.searchToggle}
              aria-expanded={searchOpen}
              aria-label={searchOpen ? t('closeSearch') : t('openSearch')}
              onClick={() => toggleMenu('search')}
            >
              {searchOpen ? <CloseIcon /> : <SearchIcon />}
            </button>
          )}
          {languages.length > 1 ? <LanguageMenu language={language} option={languageOption} languages={languages} /> : null}
          {isAgent ? null : <CurrencyMenu currencies={currencies} />}
          {isAgent || !memberArea ? null : <MemberMenu language={language} />}
          {isAgent ? (
            <Suspense fallback={null}>
              <AgentBar language={language} />
            </Suspense>
          ) : null}
          <CartButton />
        </nav>
      </div>
      {searchOpen ? (
        <div className={`container ${styles.mobileSearch}`}>
          <DestinationSearch language={language} autoFocus onNavigate={closeMenus} />
        </div>
      ) : null}
      {openMenu ? <div className={styles.overlay} aria-hidden="true" onClick={closeMenus} /> : null}
    </header>
  );
}
