import type { Language } from '@/lib/i18n/languages';
import type { SiteConfig } from '@/sites';
import { BasketRecoveryBanner } from './basket-recovery-banner';

/** The basket-recovery banner where the site's `recoveryCart` flag asks for it (spec §2: off by default). */
export function SiteRecoveryBanner({ site, language }: { site: SiteConfig; language: Language }) {
  return site.flags.recoveryCart ? <BasketRecoveryBanner language={language} /> : null;
}
