import type { CartDeps } from '../cart/deps';
import type { Gateway } from './gateway';

/** What payment services need beyond the basket's: the gateway, mail, links and keys. */
export interface PaymentDeps extends CartDeps {
  gateway: Gateway;
  /** Minutes a basket's places stay held once a payment starts (and after each 3-D Secure step). */
  paymentHoldMinutes: number;
  /** SMTP when `smtpUrl` is set, otherwise .eml files in `outboxDir`. */
  mail: { smtpUrl?: string; outboxDir: string };
  /** The shop's site the request came from (`x-site`): whose name, sender and address the emails carry. */
  site?: string;
  /** SHOP_URL: the operator's public origin for the links in emails; unset, the site's own address. */
  shopUrl?: string;
  /** TICKET_SECRET, when the operator set one; otherwise the key the database drew at install. */
  ticketSecret?: string;
  /** Runs work after the answer went out; tests await it. */
  defer: (task: () => Promise<void>) => void;
  /** Runs the queued job of this key after the answer went out (services/jobs); the queue retries it if this fails. */
  runJob: (key: string) => void;
}

/** Minutes a payment keeps its basket's places, unless PAYMENT_HOLD_MINUTES says otherwise. */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 15;
