/** The day the test catalogue is seeded around: a Monday, so weekday rules are easy to reason about. */
export const TEST_ANCHOR = '2027-03-01';
/** The clock provider tests run at: 08:00 UTC on the anchor day (09:00 in Paris). */
export const TEST_NOW = new Date(`${TEST_ANCHOR}T08:00:00Z`);

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: path of the seeded database's dump. */
    pgliteTemplate: string;
    /** PostgreSQL runs: name of the seeded template database. */
    postgresTemplate: string;
  }
}
