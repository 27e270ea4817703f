import { ProviderError } from '../../api/errors';
import { addDays } from '../../domain/dates';

/** Dates inclusive, on the shop's clock (UTC); either end may be open. */
export interface DateRange {
  from?: string;
  to?: string;
}

/**
 * The instants a range of days covers: from the start of `from` to the start of the day after
 * `to`. A range that ends before it starts is the asker's mistake, said plainly (400).
 */
export function rangeInstants({ from, to }: DateRange): { start?: Date; end?: Date } {
  if (from && to && to < from) throw new ProviderError('BAD_REQUEST', `to: must not be before from (${to} is before ${from})`);
  return {
    start: from ? new Date(`${from}T00:00:00Z`) : undefined,
    end: to ? new Date(`${addDays(to, 1)}T00:00:00Z`) : undefined,
  };
}
