import type { Instrumentation } from 'next';

/** Runs once per server process before it serves requests. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;

  // Requests Next would answer with a plain 500 (a TRACE, an API path that does not decode).
  const { installRequestGuard } = await import('./lib/server/unroutable-requests');
  installRequestGuard();

  // SIGTERM: readiness off, requests and background work finished, Redis and the database closed.
  const [{ installShutdown }, { log }] = await Promise.all([import('./lib/lifecycle/install'), import('./lib/log')]);
  installShutdown();

  if (process.env.SENTRY_DSN) {
    const [Sentry, { errorReportingOptions }] = await Promise.all([
      import('@sentry/nextjs'),
      import('./lib/tracking/error-reporting'),
    ]);
    Sentry.init({ dsn: process.env.SENTRY_DSN, ...errorReportingOptions });
  }

  // The embedded provider: open, migrate and seed its database now rather than
  // during the first visitor's request. A failure is logged and retried on use.
  // With an external provider the embedded one opens only if someone calls it.
  if (process.env.PROVIDER_API_URL) return;
  const [{ getDatabase }, { startBackgroundJobs }] = await Promise.all([import('./provider/db/database'), import('./provider/api')]);
  try {
    const { engine } = await getDatabase();
    log.info({ engine }, `Provider database ready (${engine})`);
  } catch (error) {
    log.error({ err: error }, 'The provider database could not be prepared');
  }
  // Due jobs (retries, those of an instance that died) are looked for from now on, also while the database is still away.
  startBackgroundJobs();
}

/** A page or route that threw: logged with its request id, and reported to Sentry when configured. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportRequestError } = await import('./lib/log/request-error');
  await reportRequestError(...args);
};
