/**
 * The hold countdown runs on the provider's clock (spec: the basket carries the provider's
 * `now`), so a device whose clock is wrong still shows the right time left.
 */

/** Milliseconds to add to the device's clock to read the provider's, from a basket received at `receivedAt` (device time). */
export function clockOffset(providerNow: string, receivedAt: number): number {
  const now = Date.parse(providerNow);
  return Number.isNaN(now) || receivedAt === 0 ? 0 : now - receivedAt;
}

/** Milliseconds until `heldUntil` on the provider's clock, never below zero. */
export function timeLeft(heldUntil: string, offset: number, deviceNow: number): number {
  return Math.max(0, Date.parse(heldUntil) - (deviceNow + offset));
}

/** 'mm:ss', rounded up so it reads 00:00 only once the hold is over; minutes go past 59 if need be. */
export function formatTimeLeft(milliseconds: number): string {
  const seconds = Math.ceil(milliseconds / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Minutes at which screen readers are told how long is left: often enough to plan, never every second. */
export const ANNOUNCED_MINUTES = [10, 5, 2, 1] as const;

/** The mark just passed, while within the minute after it; else null (nothing new to announce). */
export function announcedMinute(milliseconds: number): number | null {
  return ANNOUNCED_MINUTES.find((minutes) => milliseconds <= minutes * 60_000 && milliseconds > (minutes - 1) * 60_000) ?? null;
}
