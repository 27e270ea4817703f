/**
 * Runs `run` once the page has loaded and the browser is idle (at most 2 s after the load when it
 * never is): for code the first paint and the first interaction do not need (issue 18). Returns
 * a cancel for effects' clean-ups.
 */
export function whenPageIdle(run: () => void): () => void {
  let cancelIdle = () => {};
  const idle = () => {
    // Safari has no requestIdleCallback: a task after the load event is the next best thing.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 0);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}

let idleOrUsed: Promise<void> | undefined;

/**
 * Resolves once the page idles (whenPageIdle) or the visitor first presses, taps, types or tabs,
 * whichever comes first: what an island that hydrates late waits for, so that a visitor who
 * reaches for it early has its code on the way at once. On the server it is resolved.
 */
export function pageIdleOrUsed(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  idleOrUsed ??= new Promise<void>((resolve) => {
    const used = ['pointerdown', 'keydown', 'focusin'] as const;
    const done = () => {
      for (const type of used) document.removeEventListener(type, done, true);
      cancel();
      resolve();
    };
    for (const type of used) document.addEventListener(type, done, { capture: true, passive: true });
    const cancel = whenPageIdle(done);
  });
  return idleOrUsed;
}
