import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getMessages, getTimeZone, getTranslations } from 'next-intl/server';
import { SiteRecoveryBanner } from '@/components/global/site-recovery-banner';
import { CookieNotice } from '@/components/global/cookie-notice';
import { GenericModalOnDemand } from '@/components/global/generic-modal-on-demand';
import { HealthNotice } from '@/components/global/health-notice';
import { PageExtrasWhenIdle } from '@/components/global/page-extras-when-idle';
import { MemberSiteProvider } from '@/components/member/member-site';
import { SearchScopeProvider } from '@/components/search/search-scope';
import { searchScope } from '@/lib/site/features';
import { OutdatedBrowser } from '@/components/global/outdated-browser';
import { TagManager } from '@/components/global/tag-manager';
import { tagManagerContainerId } from '@/lib/tracking/container-id';
import { VisitorScript } from '@/components/global/visitor-script';
import { MessagesProvider } from '@/components/providers/messages-provider';
import { ShopProviders } from '@/components/providers/shop-providers';
import { clientMessages } from '@/lib/i18n/client-messages';
import { LANGUAGES } from '@/lib/i18n/languages';
import { shellPaths } from '@/lib/i18n/pages';
import { pageContext, type RouteParams } from '@/lib/site/page-context';
import '../../globals.css';

type Props = RouteParams & { children: ReactNode };

/**
 * No page is built ahead: each is rendered on its first request and cached per site and
 * language (the provider is not running during `next build`).
 */
export function generateStaticParams(): { site: string; lang: string }[] {
  return [];
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#c8102e' };

export async function generateMetadata(props: RouteParams): Promise<Metadata> {
  const { site, language } = await pageContext(props);
  const t = await getTranslations({ locale: language, namespace: 'sites' });
  const brand = t(`${site.id}.name`);
  return {
    metadataBase: new URL(site.origin),
    title: { default: brand, template: `%s | ${brand}` },
    description: t(`${site.id}.description`),
    icons: { icon: { url: site.logo, type: 'image/svg+xml' } },
    openGraph: { siteName: brand, locale: LANGUAGES[language].intlLocale.replace('-', '_'), type: 'website' },
  };
}

/**
 * The document of a site in a language. It reads no cookie and no header, so the pages
 * under it can be cached and served to everyone; what depends on the visitor is read by
 * the browser (VisitorScript, the visitor store). Header and footer come from the route
 * groups' layouts, which is how some pages go without them (spec §2).
 */
export default async function LanguageLayout({ children, params }: Props) {
  const { site, language } = await pageContext({ params });
  // The language is passed, not inferred: the shell never depends on which component asked next-intl first.
  const [messages, timeZone, t] = await Promise.all([
    getMessages({ locale: language }),
    getTimeZone({ locale: language }),
    getTranslations({ locale: language, namespace: 'header' }),
  ]);
  return (
    // data-currency: the site's first currency until VisitorScript puts the visitor's (so it may differ on hydration).
    <html lang={LANGUAGES[language].htmlLang} data-currency={site.currencies[0]} suppressHydrationWarning>
      <head>
        {/* Chromium paints nothing until the last of the body's visible parts (the outdated-browser notice
            closes them, before the page's data) is read: a half-read page painted (a header without its
            basket, a hero without its price, the cookie notice with one button) would move as the rest came. */}
        <link rel="expect" href="#outdated-browser" blocking="render" />
        <VisitorScript fallback={site.currencies[0] ?? 1} allowed={site.currencies} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        {/* Client islands get only the catalogue namespaces they use. */}
        <MessagesProvider language={language} messages={clientMessages(messages)} timeZone={timeZone}>
          <ShopProviders currencies={site.currencies} paths={shellPaths(language)}>
            {/* First, so its page type precedes the page's own events in the dataLayer. */}
            <TagManager site={site.id} language={language} containerId={tagManagerContainerId()} />
            <HealthNotice language={language} />
            <SiteRecoveryBanner site={site} />
            <MemberSiteProvider enabled={site.flags.memberArea}>
              <SearchScopeProvider scope={searchScope(site)}>
                {children}
              </SearchScopeProvider>
            </MemberSiteProvider>
            <CookieNotice />
            <GenericModalOnDemand />
            <PageExtrasWhenIdle language={language} />
          </ShopProviders>
        </MessagesProvider>
        <OutdatedBrowser />
      </body>
    </html>
  );
}
