'use client';

import { useTranslations } from 'next-intl';
import Image from 'next/image';
import { useMemo, useState } from 'react';
import type { Destination } from '@/lib/api/locations';
import { toSearchForm } from '@/provider/domain/search-form';
import styles from './destination-directory.module.css';

interface Group {
  continent: string;
  countries: { country: string; cities: Destination[] }[];
}

/** Destinations grouped by continent and country, alphabetical in the page's language. */
function group(destinations: Destination[], locale: string): Group[] {
  const byContinent = new Map<string, Map<string, Destination[]>>();
  for (const d of destinations) {
    const countries = byContinent.get(d.continent.name) ?? new Map<string, Destination[]>();
    countries.set(d.country.name, [...(countries.get(d.country.name) ?? []), d]);
    byContinent.set(d.continent.name, countries);
  }
  const sort = (a: string, b: string) => a.localeCompare(b, locale);
  return [...byContinent.entries()]
    .sort(([a], [b]) => sort(a, b))
    .map(([continent, countries]) => ({
      continent,
      countries: [...countries.entries()]
        .sort(([a], [b]) => sort(a, b))
        .map(([country, cities]) => ({ country, cities: cities.sort((a, b) => sort(a.name, b.name)) })),
    }));
}

/** The all-destinations directory with a filter over city and country names, accents and case ignored. */
export function DestinationDirectory({ destinations, locale }: { destinations: Destination[]; locale: string }) {
  const t = useTranslations('common');
  const [filter, setFilter] = useState('');
  const wanted = toSearchForm(filter);
  const groups = useMemo(
    () => group(destinations.filter((d) => !wanted || toSearchForm(`${d.name} ${d.country.name}`).includes(wanted)), locale),
    [destinations, wanted, locale],
  );
  return (
    <>
      <label htmlFor="destination-filter" className={styles.filterLabel}>
        {t('filterDestinations')}
      </label>
      <input id="destination-filter" className={styles.filter} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      <p role="status" className={styles.count}>
        {t('destinationCount', { count: groups.reduce((n, g) => n + g.countries.reduce((m, c) => m + c.cities.length, 0), 0) })}
      </p>
      {groups.map((g) => (
        <section key={g.continent} aria-labelledby={`continent-${g.continent}`}>
          <h2 id={`continent-${g.continent}`}>{g.continent}</h2>
          <div className={styles.countries}>
            {g.countries.map((c) => (
              <div key={c.country}>
                <h3 className={styles.country}>{c.country}</h3>
                <ul className={styles.cities}>
                  {c.cities.map((city) => (
                    <li key={city.id}>
                      <a href={city.href} className={styles.city}>
                        {/* The city's own picture (its landmark, its colours) beside the name, which is the link's name. */}
                        <Image className={styles.thumbnail} src={city.image.url} alt="" width={city.image.width} height={city.image.height} sizes="5.5rem" />
                        {city.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
