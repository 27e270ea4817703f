'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { ApiFailure } from '@/lib/api/result';
import type { AccountProblem } from './account-schemas';

/** Whole minutes to wait, from a 429's Retry-After seconds (never "0 minutes"). */
export const minutesToWait = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** What a failure the form cannot pin on a field says: too many attempts (and for how long), no connection, or a technical problem. */
export function useFailureText() {
  const t = useTranslations('account.errors');
  return useCallback(
    (failure: ApiFailure): string => {
      if (failure.status === 429) return failure.retryAfter ? t('tooMany', { minutes: minutesToWait(failure.retryAfter) }) : t('tooManyLater');
      return failure.kind === 'network' ? t('network') : t('generic');
    },
    [t],
  );
}

/** What the provider's field names mean in the form, when its 400 refuses them. */
const PROVIDER_FIELDS: Record<string, { field: string; problem: AccountProblem }> = {
  name: { field: 'name', problem: 'latin' },
  email: { field: 'email', problem: 'email' },
  password: { field: 'password', problem: 'passwordShort' },
  acceptTerms: { field: 'acceptTerms', problem: 'terms' },
};

/** "name: must only contain latin script; email: …": the provider's 400, as the form's fields and problems. */
export function refusedFields(failure: ApiFailure): { field: string; problem: AccountProblem }[] {
  if (failure.status !== 400) return [];
  return failure.message
    .split('; ')
    .map((part) => PROVIDER_FIELDS[part.split(':')[0]?.trim() ?? ''])
    .filter((refused) => refused !== undefined);
}
