import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { withSentryConfig } from '@sentry/nextjs/config';

const config: NextConfig = {
  // PGlite ships WASM and pg native-ish bindings: load them from node_modules, unbundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  // proxy.ts handles trailing slashes itself: `/es/` goes straight to `/es/home` (spec §2).
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
};

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

// Sentry's build step only runs when error reporting is configured; without a DSN the
// shop builds and runs with no Sentry code in its bundles.
export default process.env.NEXT_PUBLIC_SENTRY_DSN
  ? withSentryConfig(withNextIntl(config), {
      org: process.env.SENTRY_ORG,
      project: process.env.SENTRY_PROJECT,
      authToken: process.env.SENTRY_AUTH_TOKEN,
      silent: true,
      telemetry: false,
    })
  : withNextIntl(config);
