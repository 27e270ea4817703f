import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { withSentryConfig } from '@sentry/nextjs/config';
import { imageHostPatterns } from './lib/media/image-hosts';
import { policyEnvFromProcess, securityHeaderRules } from './lib/security/security-headers';

const config: NextConfig = {
  // PGlite ships WASM and pg native-ish bindings, geoip-country its data files: load them from node_modules, unbundled.
  // The voucher PDF's library and font engine too, as the tests load them.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'geoip-country', '@cantoo/pdf-lib', '@cantoo/fontkit'],
  // The voucher PDF reads its fonts from node_modules at run time (provider/services/voucher/fonts.ts),
  // which file tracing cannot see: the API route that renders and mails PDFs carries them.
  outputFileTracingIncludes: { '/api/v2/**': ['./node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf', './node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'] },
  // Pictures on the operator's own image host (IMAGE_HOSTS); an invalid entry stops the build with
  // its reason. The generated SVG artwork is served by the shop itself and shown unoptimised.
  images: { remotePatterns: imageHostPatterns(process.env.IMAGE_HOSTS) },
  poweredByHeader: false,
  // No ETag: Next hashes every answer's whole body for it on every request, a fifth of a cached
  // city page's CPU time (issue 18, ADR 0024); pages change with prices and availability, and a
  // first visit's answer is private, no-store anyway.
  generateEtags: false,
  // The browser runs the shop's own small runtime for next-intl's hooks over the build's compiled
  // catalogues (lib/i18n/browser-intl.tsx, ADR 0027); the server, and server rendering, next-intl.
  turbopack: { resolveAlias: { 'next-intl': { browser: './lib/i18n/browser-intl.tsx' } } },
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === '1',
  // The security headers of every answer, from the build's environment; pages get theirs from the proxy (ADR 0020).
  headers: async () => securityHeaderRules(policyEnvFromProcess()),
  // proxy.ts handles trailing slashes itself: `/es/` goes straight to `/es/home` (spec §2).
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // A path no route matches gets app/global-not-found.tsx, an entry of its own: the root layout's
  // tree (every page) no longer carries a 404 with six languages' texts and its styles (ADR 0024).
  experimental: { globalNotFound: true },
  // Cached pages: in Redis with REDIS_URL (shared by every instance), else on disk or, with
  // PAGE_CACHE=memory, in each process; chosen as each server starts (ADR 0021).
  cacheHandler: path.resolve('lib/cache/page-cache-handler.cjs'),
  // Every instance of one build must agree on these (ADR 0021): the deployment id lets a browser of
  // an older build load a newer one's pages by a full navigation instead of mixing their code, and
  // Next reads NEXT_SERVER_ACTIONS_ENCRYPTION_KEY from the environment (build and run time).
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  // The container image (Dockerfile) runs the standalone server.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
};

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // Messages are compiled when the shop is built, so browsers get no ICU parser (smaller pages).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

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
