// Browser error reporting only when configured: without a DSN no Sentry code is loaded, nor its
// options (this module runs on every page before hydration: issue 18).
if (process.env.NEXT_PUBLIC_SENTRY_DSN) {
  void Promise.all([import('@sentry/nextjs'), import('./lib/tracking/error-reporting')]).then(([Sentry, { errorReportingOptions }]) =>
    Sentry.init({ dsn: process.env.NEXT_PUBLIC_SENTRY_DSN, ...errorReportingOptions }),
  );
}

export {};
