import type { RequestContext } from '../../api/request-context';
import type { Database } from '../../db/types';

/** What basket services need: the database, the request's language and currency, the clock and the hold length. */
export interface CartDeps {
  db: Database;
  context: RequestContext;
  now: Date;
  holdMinutes: number;
}
