import { getTranslations } from 'next-intl/server';
import { http } from '@/lib/api/http';
import { getTopLocations } from '@/lib/api/locations';
import { getTopProducts } from '@/lib/api/products';
import { pagePath, type PageKey } from '@/lib/i18n/pages';
import type { PageContext } from '@/lib/site/page-context';
import { FOOTER_PRODUCTS_LIMIT, TOP_DESTINATIONS_LIMIT } from '@/lib/ui/constants';
import { CookieSettingsButton } from './cookie-settings-button';
import { NewsletterBox } from '@/components/islands/idle/newsletter-box';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.css';

const LINKS: PageKey[] = ['about', 'faq', 'terms', 'contact', 'manageBooking', 'careers', 'privacy', 'allDestinations'];
/** Offer and notice pages: their own title (in their catalogue namespace) is the link text. */
const TITLED_LINKS = [
  ['eventspromos', 'eventsPromos'],
  ['hardRockCafe', 'hardRockCafe'],
  ['healthCheck', 'healthCheck'],
] as const;

/**
 * The footer of spec §2: links, social links, popular destinations and products, the newsletter box.
 * `trimmed` (payment pages): narrow screens show neither the links nor the popular block.
 */
export async function SiteFooter({ context, trimmed = false }: { context: PageContext; trimmed?: boolean }) {
  const { site, language, api } = context;
  const [t, sites, titles] = await Promise.all([
    getTranslations({ locale: language, namespace: 'footer' }),
    getTranslations({ locale: language, namespace: 'sites' }),
    getTranslations({ locale: language }),
  ]);
  const brand = sites(`${site.id}.name`);
  // The footer is never worth an error page: without the provider it simply lists less.
  const [destinations, products] = await Promise.all([
    getTopLocations(http, { limit: TOP_DESTINATIONS_LIMIT, scope: site.scopeId }, api),
    getTopProducts(http, { limit: FOOTER_PRODUCTS_LIMIT, scope: site.scopeId }, api),
  ]);

  // Its links are not prefetched: a visitor who scrolls to the end of a page (or sees all of a short
  // one) would otherwise fetch a dozen pages they will hardly open, on a phone's data plan.
  return (
    <footer className={styles.footer} data-trimmed={trimmed ? '' : undefined}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.brandBlock} aria-label={brand}>
          <a href={`/${language}/home`} className={styles.brand}>
            {/* eslint-disable-next-line @next/next/no-img-element -- an SVG, served as is either way (see the header's logo). */}
            <img src={site.logo} alt="" width={40} height={40} loading="lazy" />
            <span>{brand}</span>
          </a>
          <p className={styles.tagline}>{t(`about.${site.id}`)}</p>
          <SocialLinks links={site.social} label={t('social')} />
        </section>

        <nav className={styles.links} aria-label={t('linksTitle')}>
          <h2 className={styles.heading}>{t('linksTitle')}</h2>
          <ul>
            {LINKS.map((page) => (
              <li key={page}>
                <a href={pagePath(language, page)}>{t(`links.${page}`)}</a>
              </li>
            ))}
            {TITLED_LINKS.map(([page, namespace]) => (
              <li key={page}>
                <a href={pagePath(language, page)}>{titles(`${namespace}.title`)}</a>
              </li>
            ))}
            <li>
              <a href={site.footerLinks.blog} rel="noopener">
                {t('links.blog')}
              </a>
            </li>
            <li>
              <a href={site.footerLinks.cares} rel="noopener">
                {t('links.cares')}
              </a>
            </li>
          </ul>
        </nav>

        <div className={styles.popular}>
          {destinations.ok && destinations.data.length > 0 ? (
            <nav aria-label={t('destinationsTitle')}>
              <h2 className={styles.heading}>{t('destinationsTitle')}</h2>
              <ul>
                {destinations.data.map((d) => (
                  <li key={d.id}>
                    <a href={d.href}>{d.name}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {products.ok && products.data.length > 0 ? (
            <nav aria-label={t('productsTitle')}>
              <h2 className={styles.heading}>{t('productsTitle')}</h2>
              <ul>
                {products.data.map((p) => (
                  <li key={p.id}>
                    <a href={p.href}>{p.name}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>

        <section className={styles.newsletter} aria-labelledby="newsletter-title">
          <h2 id="newsletter-title" className={styles.heading}>
            {t('newsletter.title')}
          </h2>
          <p>{t('newsletter.text')}</p>
          <NewsletterBox language={language} />
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t('copyright', { year: new Date().getFullYear(), brand })}</p>
        {/* Outside the links, which payment pages hide on narrow screens: consent can be changed on every page. */}
        <CookieSettingsButton className={styles.cookieSettings} />
      </div>
    </footer>
  );
}
