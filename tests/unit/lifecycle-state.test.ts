import { afterEach, describe, expect, it, vi } from 'vitest';
import { installShutdown } from '@/lib/lifecycle/install';
import { backgroundWork, isShuttingDown, keepUntilDone, onShutdown, shutdownSteps } from '@/lib/lifecycle/state';
import { closeDatabase } from '@/provider/db/database';
import type { DatabaseHandle } from '@/provider/db/types';

describe('the process’s lifecycle', () => {
  it('counts background work until it settles, whether it succeeds or fails', async () => {
    let succeed!: () => void;
    let fail!: (error: Error) => void;
    const before = backgroundWork();
    keepUntilDone(new Promise<void>((resolve) => (succeed = resolve)));
    keepUntilDone(new Promise<void>((_, reject) => (fail = reject)));
    expect(backgroundWork()).toBe(before + 2);
    succeed();
    fail(new Error('smtp down'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(backgroundWork()).toBe(before);
  });

  it('keeps the steps to stop, in the order registered', () => {
    const close = async () => undefined;
    onShutdown('jobs', close, { early: true });
    onShutdown('redis', close);
    expect(shutdownSteps().slice(-2)).toEqual([
      { name: 'jobs', close, early: true },
      { name: 'redis', close, early: false },
    ]);
  });
});

describe('closing the process’s database', () => {
  const KEY = Symbol.for('shop.provider.database');
  const store = globalThis as unknown as Record<symbol, Promise<DatabaseHandle> | undefined>;
  afterEach(() => void delete store[KEY]);

  it('closes it when it was opened, and does nothing when it was not or could not be', async () => {
    await closeDatabase();
    const close = vi.fn(async () => undefined);
    store[KEY] = Promise.resolve({ close } as unknown as DatabaseHandle);
    await closeDatabase();
    expect(close).toHaveBeenCalledOnce();
    store[KEY] = Promise.reject(new Error('ECONNREFUSED'));
    await expect(closeDatabase()).resolves.toBeUndefined();
  });
});

describe('installing the shutdown', () => {
  const SIGNALS = ['SIGTERM', 'SIGINT'] as const;
  const before = Object.fromEntries(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  const added = (signal: (typeof SIGNALS)[number]) => process.listeners(signal).filter((listener) => !before[signal]!.includes(listener)) as ((signal: string) => void)[];
  afterEach(() => {
    for (const signal of SIGNALS) for (const listener of added(signal)) process.removeListener(signal, listener);
    vi.restoreAllMocks();
  });

  it('leaves the signals to Next without NEXT_MANUAL_SIG_HANDLE, and only turns readiness off', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    installShutdown({});
    expect(isShuttingDown()).toBe(false);
    for (const listener of added('SIGTERM')) listener('SIGTERM');
    expect(isShuttingDown()).toBe(true);
    expect(exit).not.toHaveBeenCalled();
  });

  it('takes the signals itself with NEXT_MANUAL_SIG_HANDLE: the shutdown runs and exits', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    installShutdown({ NEXT_MANUAL_SIG_HANDLE: 'true' });
    expect(added('SIGTERM')).toHaveLength(1);
    expect(added('SIGINT')).toHaveLength(1);
    added('SIGTERM')[0]!('SIGTERM');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
  });
});
