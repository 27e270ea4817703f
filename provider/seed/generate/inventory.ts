import { addDays } from '../../domain/dates';
import { groupBy } from '../../domain/group-by';
import { runsOn } from '../../domain/schedule';
import { randomFor } from '../random';
import type { CatalogueRows } from './rows';

/** How far ahead the seed has already sold places on timed departures. */
export const SOLD_AHEAD_DAYS = 30;

/**
 * Places already sold on timed departures in the coming weeks, so the calendar shows
 * busy, almost sold-out and sold-out slots as a live shop does.
 */
export function inventoryRows(
  rows: Pick<CatalogueRows, 'productOptions' | 'optionStartTimes' | 'optionBlockOuts'>,
  anchor: string,
): CatalogueRows['inventoryAllocations'] {
  const startTimes = groupBy(rows.optionStartTimes, (row) => row.optionId);
  const blocked = new Set(rows.optionBlockOuts.map((row) => `${row.optionId}|${row.date}`));
  const allocations: CatalogueRows['inventoryAllocations'] = [];

  for (const option of rows.productOptions) {
    if (option.kind !== 'timed' || !option.capacity) continue;
    const random = randomFor('inventory', option.id);
    for (let day = 0; day < SOLD_AHEAD_DAYS; day++) {
      const date = addDays(anchor, day);
      if (!runsOn({ weekdays: option.weekdays ?? 127, seasonStart: option.seasonStart ?? null, seasonEnd: option.seasonEnd ?? null }, date) || blocked.has(`${option.id}|${date}`)) continue;
      for (const { startTime } of startTimes.get(option.id) ?? []) {
        // Most departures are quiet; some fill up, the nearest days most of all.
        const band = random.weighted([70, 16, 7, 4 + (day < 7 ? 4 : 0), 3 + (day < 3 ? 4 : 0)]);
        const share = [random.float(0, 0.1), random.float(0.3, 0.7), random.float(0.7, 0.85), random.float(0.85, 0.99), 1][band] ?? 0;
        const quantity = Math.min(option.capacity, Math.round(option.capacity * share));
        if (quantity > 0) {
          allocations.push({ optionId: option.id, travelDate: date, startTime, quantity, kind: 'sold', reference: 'seed' });
        }
      }
    }
  }
  return allocations;
}
