import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // `server-only` throws outside Next's server bundles; tests are server code too.
      { find: /^server-only$/, replacement: `${root}/tests/support/server-only.ts` },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // As Next.js defines it in the browser's bundle: components/islands/idle-islands.tsx requires its server copies only where it is false.
        define: { 'process.browser': 'true' },
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'provider',
          include: ['tests/provider/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/provider/global-setup.ts'],
          // Each file opens its own database: PGlite takes seconds to initialise.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
