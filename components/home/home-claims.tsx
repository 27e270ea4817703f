import { useFormatter, useTranslations } from 'next-intl';
import styles from './home-claims.module.css';

/** Vouchers are valid this long unless a product says otherwise (spec §1 selling points). */
const VOUCHER_VALIDITY_MONTHS = 12;
/** From this many cities on, the claim is a round "100+" rather than an exact count (spec §1: "more than 100 cities"). */
const ROUNDED_CITIES_FROM = 100;

export interface HomeClaimsProps {
  /** Customers a year, from the provider; null leaves the claim out. */
  customersPerYear: number | null;
  /** Cities the site sells; null on single-city sites, where a count would say nothing. */
  cities: number | null;
}

/** The shop's selling points (spec §1) as a short "why book with us" list on the home page. */
export function HomeClaims({ customersPerYear, cities }: HomeClaimsProps) {
  const t = useTranslations('homeClaims');
  const format = useFormatter();
  const citiesClaim = (count: number) => {
    if (count < ROUNDED_CITIES_FROM) return t('cities', { count });
    const rounded = Math.floor(count / ROUNDED_CITIES_FROM) * ROUNDED_CITIES_FROM;
    return t('citiesOver', { count: format.number(rounded) });
  };

  const claims = [
    customersPerYear === null ? null : t('customers', { customers: format.number(customersPerYear, { notation: 'compact', compactDisplay: 'long' }) }),
    cities === null || cities === 0 ? null : citiesClaim(cities),
    t('freeCancellation'),
    t('validity', { months: VOUCHER_VALIDITY_MONTHS }),
    t('mobile'),
    t('reviews'),
  ].filter((claim): claim is string => claim !== null);

  return (
    <aside className={`container ${styles.claims}`} aria-labelledby="home-claims-title">
      <h2 id="home-claims-title" className={styles.title}>
        {t('title')}
      </h2>
      <ul className={styles.list}>
        {claims.map((claim) => (
          <li key={claim} className={styles.item}>
            {claim}
          </li>
        ))}
      </ul>
    </aside>
  );
}
