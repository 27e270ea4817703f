import { errorReportingOptions } from './lib/tracking/error-reporting';

// Browser error reporting only when configured: without a DSN no Sentry code is loaded.
if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
  void import('@sentry/nextjs').then((Sentry) =>
    Sentry.init({ dsn: process.env.NEXT_PUBLIC_SENTRY_DSN, ...errorReportingOptions }),
  );
}
