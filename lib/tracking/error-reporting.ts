/**
 * Options shared by the browser's and the server's Sentry: spec §8, the reporter
 * ignores 'Network Error' and browser-extension noise.
 */
export const errorReportingOptions = {
  ignoreErrors: ['Network Error'],
  denyUrls: [/^chrome-extension:\/\//, /^moz-extension:\/\//, /^safari(-web)?-extension:\/\//],
  tracesSampleRate: 0,
};

/**
 * Reports an error the shop handled by its message (e.g. the captcha's, spec §8): to the console,
 * and to Sentry when it is configured (its code loads only then, as in instrumentation-client.ts).
 */
export function reportError(message: string): void {
  console.error(message);
  if (process.env.NEXT_PUBLIC_SENTRY_DSN) void import('@sentry/nextjs').then((Sentry) => Sentry.captureMessage(message, 'error'));
}
