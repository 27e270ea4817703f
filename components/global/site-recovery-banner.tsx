import type { SiteConfig } from '@/sites';
import { BasketRecoveryBanner } from './basket-recovery-banner';

/** The basket-recovery banner where the site's `recoveryCart` flag asks for it (spec §2: off by default). */
export function SiteRecoveryBanner({ site }: { site: SiteConfig }) {
  return site.flags.recoveryCart ? <BasketRecoveryBanner /> : null;
}
