import type { SiteConfig } from '@/sites';
import styles from './site-footer.module.css';

const NAMES: Record<SiteConfig['social'][number]['network'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  tripadvisor: 'Tripadvisor',
};

/** The site's social profiles; network names are brands, the same in every language. */
export function SocialLinks({ links, label }: { links: SiteConfig['social']; label: string }) {
  return (
    <ul className={styles.social} aria-label={label}>
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.url} rel="noopener me">
            {NAMES[link.network]}
          </a>
        </li>
      ))}
    </ul>
  );
}
