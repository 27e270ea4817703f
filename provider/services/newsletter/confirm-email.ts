import type { ApiLanguage } from '../../api/contract/languages';
import type en from '../../../messages/en.json';
import type { FormEmail } from '../form-mail';
import { emailPage, esc, linkHtml } from '../voucher/email-html';
import { LOCALES, siteName, translator, type Namespace } from '../voucher/texts';

type Key = keyof (typeof en)['newsletterEmail'];
type Translate = (key: Key, values?: Record<string, string | number>) => string;

export interface ConfirmEmailInput {
  site: string;
  language: ApiLanguage;
  to: string;
  firstName: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}

/**
 * The double opt-in's email in the subscriber's language: the confirmation link, and (as in every
 * newsletter mail) the unsubscribe link, also in the List-Unsubscribe header mail programs show.
 */
export function renderConfirmEmail(input: ConfirmEmailInput): FormEmail {
  // The catalogues hold every namespace; `newsletterEmail`'s keys are checked against the English one above.
  const t = translator(input.language, 'newsletterEmail' as Namespace) as unknown as Translate;
  const brand = siteName(input.site, input.language);
  const line = (label: string, value: string) => t('line', { label, value });
  const greeting = input.firstName ? t('greetingNamed', { firstName: input.firstName }) : t('greeting');
  const subject = t('subject', { brand });
  const paragraphs = [t('intro', { brand }), t('action')];
  const confirm = { label: t('confirmLink'), url: input.confirmUrl };
  const after = [t('ignore')];
  const closing = [t('closing'), t('signature', { brand })];
  const sentTo = t('sentTo', { email: input.to, brand });
  const unsubscribe = { label: t('unsubscribeLink'), url: input.unsubscribeUrl };

  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    line(confirm.label, confirm.url),
    '',
    ...after.flatMap((p) => [p, '']),
    ...closing,
    '',
    '--',
    sentTo,
    line(unsubscribe.label, unsubscribe.url),
  ].join('\n');
  const html = emailPage({
    locale: LOCALES[input.language],
    subject,
    brand,
    body: `<p>${esc(greeting)}</p>
${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n')}
<p>${linkHtml(confirm.label, confirm.url, line)}</p>
${after.map((p) => `<p>${esc(p)}</p>`).join('\n')}
<p>${closing.map(esc).join('<br>')}</p>
<p style="font-size:12px;color:#6b6b75">${esc(sentTo)}<br>${linkHtml(unsubscribe.label, unsubscribe.url, line)}</p>`,
  });
  return {
    kind: 'newsletterConfirm',
    site: input.site,
    to: input.to,
    language: input.language,
    subject,
    text,
    html,
    links: [input.confirmUrl, input.unsubscribeUrl],
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>` },
  };
}
