import { onShutdown } from '@/lib/lifecycle/state';
import { instanceOf } from '@/lib/log/logger';
import { cancellationEmailJobPayload, confirmationJobPayload, memberEmailJobPayload, newTicketsJobPayload, siteOf } from '../../services/jobs/payloads';
import { JOB_NAMES } from '../../services/jobs/names';
import { deliverMemberEmail } from '../../services/members/emails';
import { createWorker, type JobHandler, type JobWorker } from '../../services/jobs/worker';
import { deliverConfirmation, sendConfirmationAgain } from '../../services/payment/confirmation';
import { processNotifications } from '../../services/payment/notifications';
import { sendCancellationEmail } from '../../services/voucher/cancellation-email';
import { API_HEADERS } from '../contract/headers';
import type { RequestHeaders } from '../contract/request-headers';
import type { ProviderDeps } from '../deps';
import { paymentDepsOf } from './payment-deps';

/** JOB_LEASE_SECONDS' default: far above any email's few seconds, short enough that a dead instance's email is late by a minute. */
export const DEFAULT_LEASE_SECONDS = 60;

/** One worker per app: the routes run the jobs they enqueue through it, and it polls when started. */
const workers = new WeakMap<ProviderDeps, JobWorker>();

export function jobWorker(deps: ProviderDeps): JobWorker {
  let worker = workers.get(deps);
  if (!worker) {
    worker = createWorker({
      database: async () => (await deps.database()).db,
      handlers: jobHandlers(deps),
      instanceId: deps.jobs?.instanceId ?? instanceOf(process.env),
      leaseMs: (deps.jobs?.leaseSeconds ?? DEFAULT_LEASE_SECONDS) * 1000,
    });
    workers.set(deps, worker);
  }
  return worker;
}

/**
 * Every instance looks for due jobs every JOB_POLL_MS: a retry after its backoff, the job of an
 * instance that died. A shutdown takes no new job and lets the running ones finish.
 */
export function startJobPolling(deps: ProviderDeps): void {
  const pollMs = deps.jobs?.pollMs;
  // `next build` loads the server's code too: it takes no jobs.
  if (!pollMs || process.env.NEXT_PHASE === 'phase-production-build') return;
  const worker = jobWorker(deps);
  worker.start(pollMs);
  onShutdown('job worker', () => worker.stop(), { early: true });
}

/** What each job does: the follow-ups of a request, with the selling site it came from. */
function jobHandlers(deps: ProviderDeps): Record<string, JobHandler> {
  const paymentDeps = (payload: Record<string, unknown>) => paymentDepsOf(deps, { [API_HEADERS.site]: siteOf(payload) } as RequestHeaders);
  return {
    [JOB_NAMES.orderConfirmation]: async (payload) => deliverConfirmation(await paymentDeps(payload), confirmationJobPayload.parse(payload).orderId),
    [JOB_NAMES.newTickets]: async (payload) => {
      const { orderId, actor } = newTicketsJobPayload.parse(payload);
      await sendConfirmationAgain(await paymentDeps(payload), orderId, { reason: 'dateChanged', actor });
    },
    [JOB_NAMES.cancellationEmail]: async (payload) => {
      const { orderId, ...done } = cancellationEmailJobPayload.parse(payload);
      await sendCancellationEmail(await paymentDeps(payload), orderId, done);
    },
    [JOB_NAMES.gatewayNotifications]: async (payload) => processNotifications(await paymentDeps(payload)),
    [JOB_NAMES.memberEmail]: async (payload) => deliverMemberEmail(deps, memberEmailJobPayload.parse(payload)),
  };
}
