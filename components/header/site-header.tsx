import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { homePath } from '@/lib/i18n/paths';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '@/lib/i18n/languages';
import styles from './site-header.module.css';

export async function SiteHeader({ language }: { language: Language }) {
  const t = await getTranslations('header');
  const brand = await getTranslations('meta');
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href={homePath(language)} className={styles.brand} aria-label={t('homeLink')}>
          {/* Decorative: the link's name says where it goes. */}
          <Image src="/logo.svg" alt="" width={32} height={32} priority />
          {brand('siteName')}
        </Link>
        <nav aria-label={t('languages')}>
          <ul className={styles.languages}>
            {LANGUAGE_CODES.map((code) => (
              <li key={code}>
                <Link
                  href={homePath(code)}
                  hrefLang={LANGUAGES[code].htmlLang}
                  lang={LANGUAGES[code].htmlLang}
                  aria-current={code === language ? 'page' : undefined}
                  title={LANGUAGES[code].nameExt}
                >
                  {LANGUAGES[code].titleMobile}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
