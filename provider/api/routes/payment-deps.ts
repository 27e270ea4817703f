import { keepUntilDone } from '@/lib/lifecycle/state';
import { log } from '@/lib/log';
import { DEFAULT_HOLD_MINUTES } from '../../services/cart';
import { DEFAULT_PAYMENT_HOLD_MINUTES, type PaymentDeps } from '../../services/payment/deps';
import type { Gateway } from '../../services/payment/gateway';
import { createSandboxGateway } from '../../services/payment/sandbox';
import { API_HEADERS } from '../contract/headers';
import type { RequestHeaders } from '../contract/request-headers';
import type { PaymentSettings, ProviderDeps } from '../deps';
import { jobWorker } from './job-runtime';
import { handlerContext } from './shared';

interface PaymentRuntime {
  settings: PaymentSettings;
  gateway: Gateway;
  defer: NonNullable<PaymentSettings['defer']>;
}

/** One gateway per app: the payment and the booking routes take and give back money through the same one. */
const runtimes = new WeakMap<ProviderDeps, PaymentRuntime>();

export function paymentRuntime(deps: ProviderDeps): PaymentRuntime {
  let runtime = runtimes.get(deps);
  if (!runtime) {
    const settings = deps.payment ?? {};
    const now = () => deps.now?.() ?? new Date();
    runtime = {
      settings,
      gateway:
        settings.gateway ?? createSandboxGateway({ db: async () => (await deps.database()).db, now, timeoutDelayMs: settings.sandboxTimeoutMs }),
      // A shutdown waits for follow-ups in flight (lib/lifecycle).
      defer: settings.defer ?? ((task) => keepUntilDone(task().catch((error: unknown) => log.error({ err: error }, 'A payment follow-up failed')))),
    };
    runtimes.set(deps, runtime);
  }
  return runtime;
}

/** What the payment and order services need for one request: its database, language, clock, site and the app's gateway. */
export async function paymentDepsOf(deps: ProviderDeps, headers: RequestHeaders & { [API_HEADERS.site]?: string }): Promise<PaymentDeps> {
  const { settings, gateway, defer } = paymentRuntime(deps);
  return {
    ...(await handlerContext(deps, headers)),
    holdMinutes: deps.holdMinutes ?? DEFAULT_HOLD_MINUTES,
    gateway,
    paymentHoldMinutes: settings.holdMinutes ?? DEFAULT_PAYMENT_HOLD_MINUTES,
    mail: { smtpUrl: settings.smtpUrl, outboxDir: settings.outboxDir ?? '.data/outbox' },
    site: headers[API_HEADERS.site],
    shopUrl: settings.shopUrl,
    ticketSecret: settings.ticketSecret,
    defer,
    runJob: (key) => defer(() => jobWorker(deps).drain(key)),
  };
}
