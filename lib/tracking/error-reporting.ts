/**
 * Options shared by the browser's and the server's Sentry: spec §8, the reporter
 * ignores 'Network Error' and browser-extension noise.
 */
export const errorReportingOptions = {
  ignoreErrors: ['Network Error'],
  denyUrls: [/^chrome-extension:\/\//, /^moz-extension:\/\//, /^safari(-web)?-extension:\/\//],
  tracesSampleRate: 0,
};
