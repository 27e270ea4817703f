'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { renewHolds } from '@/lib/api/cart';
import type { Language } from '@/lib/i18n/languages';
import { useAnnounce } from './announcer';
import { useCartAction } from './use-basket';

/**
 * Session expiry's "Recover my basket" (spec §4): the provider holds the places again where
 * they are still free. Items whose places are gone stay expired; they are remembered as lost
 * so they say so, and can be removed.
 */
export function useRecovery(language: Language) {
  const t = useTranslations('basket.hold');
  const announce = useAnnounce();
  const { run, pending, failure } = useCartAction(language);
  const [lost, setLost] = useState<ReadonlySet<number>>(() => new Set());

  const recover = useCallback(async (): Promise<boolean> => {
    const cart = await run(renewHolds);
    if (!cart) return false;
    const gone = cart.items.filter((item) => item.status === 'expired').map((item) => item.id);
    setLost(new Set(gone));
    announce(gone.length > 0 ? t('partlyRecovered', { count: gone.length }) : t('recovered'));
    return true;
  }, [announce, run, t]);

  return { recover, lost, pending, failure };
}
