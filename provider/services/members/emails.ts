import { pagePath } from '../../../lib/i18n/pages';
import type { Language } from '../../../lib/i18n/languages';
import { API_LANGUAGES, type ApiLanguage } from '../../api/contract/languages';
import type en from '../../../messages/en.json';
import { emailPage, esc, linkHtml } from '../voucher/email-html';
import { deliver } from '../voucher/mail-transport';
import { shopIdentity } from '../voucher/shop-identity';
import { LOCALES, translator, type Namespace } from '../voucher/texts';
import type { ProviderDeps } from '../../api/deps';
import { jobWorker } from '../../api/routes/job-runtime';
import { memberEmailJob, type MemberEmailJob } from '../jobs/names';
import { enqueueJob } from '../jobs/queue';
import type { MemberRequest } from './request-scope';

/** The emails an account gets: welcome with the verification link, someone registering with its address, reset link, password changed. */
export type MemberEmailKind = 'verify' | 'registerAttempt' | 'reset' | 'passwordChanged';

/** One email as written: what SMTP or the outbox sends, and what tests read. */
export interface MemberEmail {
  kind: MemberEmailKind;
  to: string;
  language: ApiLanguage;
  subject: string;
  text: string;
  html: string;
  /** Its links, the one it is about first. */
  links: string[];
}

/** The account an email is about, as better-auth hands it over. */
export interface EmailRecipient {
  name: string;
  email: string;
  language?: unknown;
}

type Key = keyof (typeof en)['memberEmail'];
type Translate = (key: Key, values?: Record<string, string | number>) => string;

/** The first word of the name: how the emails (and the shop's header) greet a member. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The account's language, else the request's. */
function languageOf(recipient: EmailRecipient, request: MemberRequest): ApiLanguage {
  const language = recipient.language;
  return (API_LANGUAGES as readonly unknown[]).includes(language) ? (language as ApiLanguage) : request.language;
}

const shopLanguage = (language: ApiLanguage): Language => (language === 'us' ? 'en-us' : language);

/** The shop's pages the emails link to, in the account's language, on the host the visitor used. */
export const memberLinks = {
  verify: (request: MemberRequest, language: ApiLanguage, token: string) => `${request.shopUrl}${pagePath(shopLanguage(language), 'login')}?verify=${encodeURIComponent(token)}`,
  reset: (request: MemberRequest, language: ApiLanguage, token: string) =>
    `${request.shopUrl}${pagePath(shopLanguage(language), 'passwordReset')}?token=${encodeURIComponent(token)}`,
  login: (request: MemberRequest, language: ApiLanguage) => `${request.shopUrl}${pagePath(shopLanguage(language), 'login')}`,
  resetRequest: (request: MemberRequest, language: ApiLanguage) => `${request.shopUrl}${pagePath(shopLanguage(language), 'passwordReset')}`,
};

interface Parts {
  subject: Key;
  paragraphs: Key[];
  links: { label: Key; url: string }[];
  after: Key[];
}

/** What each email says, in order: paragraphs, its links, then what to do if it was not the reader. */
function partsOf(kind: MemberEmailKind, links: string[]): Parts {
  const [first = '', second = ''] = links;
  switch (kind) {
    case 'verify':
      return { subject: 'verifySubject', paragraphs: ['verifyIntro', 'verifyAction'], links: [{ label: 'verifyLink', url: first }], after: ['verifyExpiry', 'verifyIgnore'] };
    case 'registerAttempt':
      return {
        subject: 'attemptSubject',
        paragraphs: ['attemptIntro'],
        links: [
          { label: 'attemptLogin', url: first },
          { label: 'attemptReset', url: second },
        ],
        after: ['attemptIgnore'],
      };
    case 'reset':
      return { subject: 'resetSubject', paragraphs: ['resetIntro'], links: [{ label: 'resetLink', url: first }], after: ['resetExpiry', 'resetIgnore'] };
    case 'passwordChanged':
      return { subject: 'changedSubject', paragraphs: ['changedIntro', 'changedWarning'], links: [{ label: 'changedReset', url: first }], after: [] };
  }
}

/** One member email in the account's language, as plain text and HTML. */
export function renderMemberEmail(kind: MemberEmailKind, recipient: EmailRecipient, language: ApiLanguage, brand: string, links: string[]): MemberEmail {
  // The catalogues hold every namespace; `memberEmail`'s keys are checked against the English one above.
  const t = translator(language, 'memberEmail' as Namespace) as unknown as Translate;
  const parts = partsOf(kind, links);
  const line = (label: string, value: string) => t('line', { label, value });
  const greeting = t('greeting', { firstName: firstNameOf(recipient.name) });
  const subject = t(parts.subject, { brand });
  const paragraphs = parts.paragraphs.map((key) => t(key, { brand }));
  const after = parts.after.map((key) => t(key, { brand }));
  const labelled = parts.links.map((link) => ({ label: t(link.label), url: link.url }));
  const closing = [t('closing'), t('signature', { brand })];
  const sentTo = t('sentTo', { email: recipient.email, brand });

  const text = [greeting, '', ...paragraphs.flatMap((p) => [p, '']), ...labelled.map((l) => line(l.label, l.url)), '', ...after.flatMap((p) => [p, '']), ...closing, '', '--', sentTo].join('\n');
  const html = emailPage({
    locale: LOCALES[language],
    subject,
    brand,
    body: `<p>${esc(greeting)}</p>
${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n')}
<p>${labelled.map((l) => linkHtml(l.label, l.url, line)).join('<br>')}</p>
${after.map((p) => `<p>${esc(p)}</p>`).join('\n')}
<p>${closing.map(esc).join('<br>')}</p>
<p style="font-size:12px;color:#6b6b75">${esc(sentTo)}</p>`,
  });
  return { kind, to: recipient.email, language, subject, text, html, links };
}

/**
 * Writes one email from the site the visitor used and queues it (a `member-email` job), sent at
 * once: a mail server that fails is tried again by the queue, not by the visitor.
 */
export async function sendMemberEmail(request: MemberRequest, kind: MemberEmailKind, recipient: EmailRecipient, links: (language: ApiLanguage) => string[]): Promise<void> {
  const language = languageOf(recipient, request);
  const shop = shopIdentity(request.site, language, request.shopUrl);
  const email = renderMemberEmail(kind, recipient, language, shop.brand, links(language));
  const job = memberEmailJob({ email, from: shop.from, replyTo: shop.replyTo, toName: recipient.name });
  await enqueueJob(request.db, job);
  await jobWorker(request.deps).drain(job.key);
}

/** The `member-email` job's work: to the test's `deliver` when there is one, else over SMTP or into the outbox. */
export async function deliverMemberEmail(deps: ProviderDeps, { email, from, replyTo, toName }: MemberEmailJob): Promise<void> {
  if (deps.members?.deliver) return deps.members.deliver(email);
  const payment = deps.payment ?? {};
  await deliver(
    { from, replyTo, to: { name: toName, address: email.to }, subject: email.subject, text: email.text, html: email.html, headers: { 'Content-Language': LOCALES[email.language] } },
    { smtpUrl: payment.smtpUrl, outboxDir: payment.outboxDir ?? '.data/outbox' },
    `member-${email.kind}`,
  );
}
