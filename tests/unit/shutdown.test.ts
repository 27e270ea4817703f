import { describe, expect, it } from 'vitest';
import type { HttpRequests } from '@/lib/lifecycle/requests';
import { createShutdown, type ShutdownDeps } from '@/lib/lifecycle/shutdown';
import type { ShutdownStep } from '@/lib/lifecycle/state';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server with `inFlight` requests; what the shutdown does is recorded in `events`, in order. */
function fakeShop(events: string[], inFlight: number, steps: ShutdownStep[] = [], overrides: Partial<ShutdownDeps> = {}) {
  let open = inFlight;
  let exitCode: number | undefined;
  const requests: HttpRequests = {
    inFlight: () => open,
    stopAccepting: () => void events.push('stop accepting'),
    closeConnections: () => void events.push('close connections'),
  };
  const lines: { level: string; message: string }[] = [];
  const note = (level: string) => (_fields: object, message: string) => void lines.push({ level, message });
  const shutdown = createShutdown({
    markShuttingDown: () => void events.push('readiness off'),
    requests,
    background: () => 0,
    steps: () => steps,
    log: { info: note('info'), warn: note('warn'), error: note('error') },
    exit: (code) => {
      events.push(`exit ${code}`);
      exitCode = code;
    },
    graceMs: 500,
    stepMs: 100,
    ...overrides,
  });
  const finishRequests = () => {
    events.push('requests done');
    open = 0;
  };
  return { shutdown, lines, exitCode: () => exitCode, finishRequests };
}

const step = (events: string[], name: string, extra: Partial<ShutdownStep> = {}): ShutdownStep => ({
  name,
  close: async () => void events.push(`close ${name}`),
  ...extra,
});

describe('graceful shutdown', () => {
  it('turns readiness off and stops accepting at once, closes Redis and the database after the requests finished, then exits 0', async () => {
    const events: string[] = [];
    const shop = fakeShop(events, 2, [step(events, 'redis'), step(events, 'database')]);
    const done = shop.shutdown('SIGTERM');
    await tick(120);
    expect(events).toEqual(['readiness off', 'stop accepting']);
    shop.finishRequests();
    await done;
    expect(events).toEqual(['readiness off', 'stop accepting', 'requests done', 'close connections', 'close redis', 'close database', 'exit 0']);
  });

  it('starts early steps (job workers) at once, alongside the requests, and waits for them within the grace period', async () => {
    const events: string[] = [];
    let finishJobs!: () => void;
    const jobs = step(events, 'jobs', { early: true, close: () => new Promise<void>((resolve) => (finishJobs = () => resolve(void events.push('jobs done')))) });
    const shop = fakeShop(events, 0, [step(events, 'database'), jobs]);
    const done = shop.shutdown('SIGTERM');
    await tick(100);
    expect(events).toEqual(['readiness off', 'stop accepting', 'close connections']);
    finishJobs();
    await done;
    expect(events.slice(3)).toEqual(['jobs done', 'close database', 'exit 0']);
  });

  it('waits for background work (follow-up emails) like requests', async () => {
    let running = 1;
    const shop = fakeShop([], 0, [], { background: () => running });
    const done = shop.shutdown('SIGTERM');
    await tick(100);
    expect(shop.exitCode()).toBeUndefined();
    running = 0;
    await done;
    expect(shop.exitCode()).toBe(0);
  });

  it('cuts requests off after the grace period, says so, and exits 1', async () => {
    const events: string[] = [];
    const shop = fakeShop(events, 3, [], { graceMs: 150 });
    const started = Date.now();
    await shop.shutdown('SIGTERM');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(events).toEqual(['readiness off', 'stop accepting', 'close connections', 'exit 1']);
    expect(shop.lines).toContainEqual({ level: 'warn', message: 'Requests or background work still running after the grace period: cut off' });
  });

  it('still closes the database when a step before it fails or hangs, and exits 1', async () => {
    const events: string[] = [];
    const failing = step(events, 'redis', { close: () => Promise.reject(new Error('ECONNRESET')) });
    const hanging = step(events, 'cache', { close: () => new Promise<void>(() => undefined) });
    const shop = fakeShop(events, 0, [failing, hanging, step(events, 'database')]);
    await shop.shutdown('SIGTERM');
    expect(events.slice(-2)).toEqual(['close database', 'exit 1']);
    expect(shop.lines.filter((line) => line.level === 'error').map((line) => line.message)).toEqual(['Closing redis failed', 'Closing cache failed']);
  });

  it('ignores a second signal (Ctrl+C reaches both npm start and the server)', async () => {
    const events: string[] = [];
    const shop = fakeShop(events, 0);
    await Promise.all([shop.shutdown('SIGINT'), shop.shutdown('SIGINT')]);
    expect(events.filter((event) => event.startsWith('exit'))).toEqual(['exit 0']);
  });
});
