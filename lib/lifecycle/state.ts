/** Something the shutdown stops: a job worker, a Redis client. */
export interface ShutdownStep {
  name: string;
  close: () => Promise<void>;
  /** Stopped at once, alongside the requests (a job worker: take no new jobs, finish the running ones); else after them. */
  early?: boolean;
}

interface Lifecycle {
  shuttingDown: boolean;
  steps: ShutdownStep[];
  background: Set<Promise<unknown>>;
}

const GLOBAL_KEY = Symbol.for('shop.lifecycle');
type GlobalWithLifecycle = typeof globalThis & { [GLOBAL_KEY]?: Lifecycle };

// One per process: the signal handler (instrumentation) and the readiness route live in different bundles.
function lifecycle(): Lifecycle {
  return ((globalThis as GlobalWithLifecycle)[GLOBAL_KEY] ??= { shuttingDown: false, steps: [], background: new Set() });
}

/** True from the shutdown signal on: readiness answers 503 so the load balancer stops sending. */
export const isShuttingDown = (): boolean => lifecycle().shuttingDown;

export function markShuttingDown(): void {
  lifecycle().shuttingDown = true;
}

/**
 * Registers something the shutdown stops: `early` ones at once and within the grace period (job
 * workers), the others once the requests are done, in registration order (Redis clients); the
 * database closes last.
 */
export function onShutdown(name: string, close: () => Promise<void>, { early = false } = {}): void {
  lifecycle().steps.push({ name, close, early });
}

export const shutdownSteps = (): readonly ShutdownStep[] => lifecycle().steps;

/** Work that runs on after its answer went out (follow-up emails): the shutdown waits for it like a request. */
export function keepUntilDone(work: Promise<unknown>): void {
  const running = lifecycle().background;
  running.add(work);
  const done = () => void running.delete(work);
  void work.then(done, done);
}

export const backgroundWork = (): number => lifecycle().background.size;
