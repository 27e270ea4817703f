import type { DatabaseEngine, DatabaseHandle } from '../db/types';

/** What the provider's routes need from outside: injected so tests can give each suite its own database. */
export interface ProviderDeps {
  database: () => Promise<DatabaseHandle>;
  /** The configured engine, known even when the database cannot be reached. */
  engine: DatabaseEngine;
  /** The clock availability is computed against; tests set it. */
  now?: () => Date;
  /** How long a basket holds places, in minutes (CART_HOLD_MINUTES; default 20). */
  holdMinutes?: number;
  /** reCAPTCHA v3 checking of the contact form, when a secret is configured. */
  captcha?: { secret: string; fetch?: typeof fetch };
}
