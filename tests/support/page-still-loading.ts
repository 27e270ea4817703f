import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The page as it is while its resources still load, with the browser's idle callbacks held:
 * call in a beforeEach; `idle()` runs them, `callbacks` says how many wait, `restore()` undoes it.
 */
export function pageStillLoading() {
  const callbacks: IdleRequestCallback[] = [];
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
  vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => callbacks.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return {
    callbacks,
    idle: () => act(() => callbacks.forEach((run) => run({ didTimeout: false, timeRemaining: () => 50 }))),
    restore() {
      Reflect.deleteProperty(document, 'readyState');
      vi.unstubAllGlobals();
    },
  };
}
