'use client';

import Cookies from 'js-cookie';
import { useRouter } from 'next/navigation';
import { COOKIES } from '@/lib/cookies/names';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { LANGUAGE_OVERLAY_MS } from '@/lib/ui/constants';
import { useUi } from '@/stores/ui-store';
import styles from './menu-list.module.css';

/** Spec §4 language change: save it, show the overlay, open the same page in the new language. */
export function LanguageMenuPanel({ language, languages }: { language: Language; languages: Language[] }) {
  const router = useRouter();
  const setChangingLanguage = useUi((s) => s.setChangingLanguage);
  const closeMenus = useUi((s) => s.closeMenus);

  async function choose(target: Language) {
    closeMenus();
    if (target === language) return;
    Cookies.set(COOKIES.language.name, target, { expires: COOKIES.language.maxAge / 86_400, sameSite: 'lax', path: '/' });
    setChangingLanguage(true);
    // The overlay covers the switch; if the new page is slow, it lifts after its time anyway.
    window.setTimeout(() => setChangingLanguage(false), LANGUAGE_OVERLAY_MS);
    // The address bar's path: pages are rendered under internal routes the visitor never sees.
    const [{ pathInLanguage }, { browserHttp }] = await Promise.all([import('@/lib/i18n/switch-language'), import('@/lib/api/browser-http')]);
    const path = await pathInLanguage(browserHttp, window.location.pathname, target);
    // Another language is another root layout: Next loads the new page in full.
    router.push(`${path}${window.location.search}`);
  }

  return (
    <ul className={styles.list}>
      {languages.map((code) => (
        <li key={code}>
          <button
            type="button"
            className={styles.item}
            lang={LANGUAGES[code].htmlLang}
            aria-current={code === language ? 'true' : undefined}
            onClick={() => void choose(code)}
          >
            <span>{LANGUAGES[code].nameExt}</span>
            <span className={styles.hint}>{LANGUAGES[code].titleMobile}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
