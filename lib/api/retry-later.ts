import type { ApiFailure } from './result';

type Translate = (key: 'tooMany' | 'tooManyLater', values?: { minutes: number }) => string;

/** A 429's words from the form's own messages: `tooMany` with the minutes its Retry-After names (never 0), else `tooManyLater`. */
export function tooManyText(t: Translate, failure: ApiFailure): string {
  return failure.retryAfter === undefined ? t('tooManyLater') : t('tooMany', { minutes: Math.max(1, Math.ceil(failure.retryAfter / 60)) });
}
