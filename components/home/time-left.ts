/** Whole days, hours, minutes and seconds from `now` to `end` (milliseconds); all zero once passed. */
export function timeLeft(end: number, now: number): { days: number; hours: number; minutes: number; seconds: number; ended: boolean } {
  const total = Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    ended: total === 0,
  };
}
