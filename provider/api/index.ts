import { databaseOptionsFromEnv, getDatabase } from '../db/database';
import { createProviderApp } from './app';

/** CART_HOLD_MINUTES: a whole number of minutes from 1 to 120; anything else is refused at start-up. */
function holdMinutesFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 120) throw new Error(`CART_HOLD_MINUTES must be a whole number from 1 to 120, not "${value}"`);
  return minutes;
}

/** The provider the Next.js route handler and the in-process transport serve: one per process. */
export const providerApp = createProviderApp({
  database: getDatabase,
  engine: databaseOptionsFromEnv().url ? 'postgresql' : 'pglite',
  holdMinutes: holdMinutesFromEnv(process.env.CART_HOLD_MINUTES),
  captcha: process.env.RECAPTCHA_SECRET_KEY ? { secret: process.env.RECAPTCHA_SECRET_KEY } : undefined,
});
