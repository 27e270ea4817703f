import { log } from '@/lib/log';
import { closeDatabase } from '@/provider/db/database';
import { trackRequests } from './requests';
import { createShutdown } from './shutdown';
import { backgroundWork, markShuttingDown, shutdownSteps } from './state';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Graceful shutdown of `next start` (shutdown.ts). Next answers the signals itself unless
 * NEXT_MANUAL_SIG_HANDLE is set, as the shop's scripts do: then it stops accepting and waits
 * for the requests in flight without a bound, and exits without closing the database; the shop
 * only turns its readiness off.
 */
export function installShutdown(env: Record<string, string | undefined> = process.env): void {
  if (!env.NEXT_MANUAL_SIG_HANDLE) {
    for (const signal of SIGNALS) process.once(signal, markShuttingDown);
    if (env.NODE_ENV === 'production') log.warn({}, 'NEXT_MANUAL_SIG_HANDLE is not set: Next stops the server on SIGTERM without a time bound and leaves the database open');
    return;
  }
  const shutdown = createShutdown({
    markShuttingDown,
    requests: trackRequests(),
    background: backgroundWork,
    steps: () => [...shutdownSteps(), { name: 'database', close: closeDatabase }],
    log,
    exit: (code) => process.exit(code),
  });
  for (const signal of SIGNALS) process.on(signal, () => void shutdown(signal));
}
