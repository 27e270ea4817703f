import { databaseOptionsFromEnv, getDatabase } from '../db/database';
import { createProviderApp } from './app';

/** The provider the Next.js route handler and the in-process transport serve: one per process. */
export const providerApp = createProviderApp({
  database: getDatabase,
  engine: databaseOptionsFromEnv().url ? 'postgresql' : 'pglite',
  captcha: process.env.RECAPTCHA_SECRET_KEY ? { secret: process.env.RECAPTCHA_SECRET_KEY } : undefined,
});
