import type { ApiLanguage } from '../api/contract/languages';
import type { ProviderDeps } from '../api/deps';
import { deliver } from './voucher/mail-transport';
import { shopIdentity } from './voucher/shop-identity';
import { LOCALES } from './voucher/texts';

/** The emails the forms send: the newsletter's confirmation request, and an enquiry or an erasure request to the site's contact address. */
export type FormEmailKind = 'newsletterConfirm' | 'enquiry' | 'erasureRequest';

/** One email as written: what SMTP or the outbox sends, and what tests read. */
export interface FormEmail {
  kind: FormEmailKind;
  /** The site (`x-site`) whose name and sender it carries. */
  site: string;
  to: string;
  /** Where an answer goes: the visitor, for an enquiry. */
  replyTo?: string;
  language: ApiLanguage;
  subject: string;
  text: string;
  html: string;
  /** Its links, the one it is about first. */
  links: string[];
  /** Extra headers, e.g. List-Unsubscribe. */
  headers: Record<string, string>;
}

/**
 * Sends one form email: to the test's `formsMail` when there is one, else over SMTP or into
 * the outbox like the order confirmations. `name` goes into the outbox file's name.
 */
export async function sendFormEmail(deps: ProviderDeps, email: FormEmail, name: string): Promise<void> {
  if (deps.formsMail) return deps.formsMail(email);
  const shop = shopIdentity(email.site, email.language);
  const payment = deps.payment ?? {};
  await deliver(
    {
      from: shop.from,
      replyTo: email.replyTo ?? shop.replyTo,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: { 'Content-Language': LOCALES[email.language], ...email.headers },
    },
    { smtpUrl: payment.smtpUrl, outboxDir: payment.outboxDir ?? '.data/outbox' },
    name,
  );
}
