import type { HttpRequests } from './requests';
import type { ShutdownStep } from './state';
import { within } from './within';

interface ShutdownLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface ShutdownDeps {
  markShuttingDown: () => void;
  requests: HttpRequests;
  /** Background work (follow-up emails) still running. */
  background: () => number;
  /** What to stop: `early` steps alongside the requests, the others after them, in order. */
  steps: () => readonly ShutdownStep[];
  log: ShutdownLog;
  exit: (code: number) => void;
  /** How long requests, background work and early steps may take to finish (default 25 s). */
  graceMs?: number;
  /** How long each later step may take to close (default 2 s). */
  stepMs?: number;
}

const POLL_MS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The process's answer to SIGTERM and SIGINT: readiness turns 503, the server stops accepting
 * connections, the requests, background work and job workers in flight finish (for at most
 * `graceMs`), then Redis clients and the database close and the process exits: 0 when all of
 * it finished in time, 1 when something was cut short. A repeated signal changes nothing.
 */
export function createShutdown(deps: ShutdownDeps): (signal: string) => Promise<void> {
  const { requests, log, graceMs = 25_000, stepMs = 2_000 } = deps;
  const busy = () => requests.inFlight() + deps.background();
  let started = false;

  const stop = async (step: ShutdownStep, ms: number) => {
    try {
      await within(step.close(), ms);
      log.info({ step: step.name }, `Closed ${step.name}`);
      return true;
    } catch (error) {
      log.error({ step: step.name, err: error }, `Closing ${step.name} failed`);
      return false;
    }
  };

  return async (signal) => {
    if (started) return;
    started = true;
    deps.markShuttingDown();
    log.info({ signal, inFlight: requests.inFlight(), background: deps.background() }, 'Shutting down: readiness fails, no new connections, finishing the requests in flight');
    requests.stopAccepting();
    const steps = deps.steps();
    const early = Promise.all(steps.filter((step) => step.early).map((step) => stop(step, graceMs)));

    const deadline = Date.now() + graceMs;
    while (busy() > 0 && Date.now() < deadline) await sleep(POLL_MS);
    let clean = busy() === 0;
    if (clean) log.info({}, 'Requests and background work finished');
    else log.warn({ inFlight: requests.inFlight(), background: deps.background(), graceMs }, 'Requests or background work still running after the grace period: cut off');
    requests.closeConnections();
    if (!(await early).every(Boolean)) clean = false;

    for (const step of steps.filter((each) => !each.early)) {
      if (!(await stop(step, stepMs))) clean = false;
    }
    log.info({ clean }, 'Shutdown complete');
    deps.exit(clean ? 0 : 1);
  };
}
