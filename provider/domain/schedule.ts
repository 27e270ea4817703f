import { monthDay, weekdayIndex } from './dates';

export interface OptionSchedule {
  /** Bit 0 Monday … bit 6 Sunday. */
  weekdays: number;
  /** 'MM-DD' to 'MM-DD' inclusive, possibly across New Year; null all year. */
  seasonStart: string | null;
  seasonEnd: string | null;
}

/** Whether an option's weekly schedule and season include a date. */
export function runsOn(option: OptionSchedule, date: string): boolean {
  if (((option.weekdays >> weekdayIndex(date)) & 1) === 0) return false;
  if (!option.seasonStart || !option.seasonEnd) return true;
  const day = monthDay(date);
  return option.seasonStart <= option.seasonEnd
    ? day >= option.seasonStart && day <= option.seasonEnd
    : day >= option.seasonStart || day <= option.seasonEnd;
}
