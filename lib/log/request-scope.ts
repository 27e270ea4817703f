import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestScope {
  requestId: string;
}

const GLOBAL_KEY = Symbol.for('shop.log.request-scope');
type GlobalWithScope = typeof globalThis & { [GLOBAL_KEY]?: AsyncLocalStorage<RequestScope> };

// One store per process: Next loads this module once per bundle (route handlers, instrumentation).
const scope = ((globalThis as GlobalWithScope)[GLOBAL_KEY] ??= new AsyncLocalStorage<RequestScope>());

/** Runs a request's work (and whatever it starts: deferred emails, error reports) under its id. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return scope.run({ requestId }, work);
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}
