import { siteOfId } from '../../../sites';
import type en from '../../../messages/en.json';
import { teamLanguage, teamMailBody, type EnquiryMail } from '../enquiry-email';
import type { FormEmail } from '../form-mail';
import { siteName, translator, type Namespace } from '../voucher/texts';

/** How a stored erasure request begins: the enquiries table's only mark of one (its query type is `other`). */
export const ERASURE_NOTE = 'Request to erase personal data (delete-personal-data page).';

type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/**
 * An erasure request as the site's team receives it, in the site's language: who asks, the
 * address to check, what they wrote; Reply-To the requester, like a contact-form message.
 */
export function renderErasureEmail(site: string, request: EnquiryMail): FormEmail {
  const language = teamLanguage(site);
  // The catalogues hold every namespace; the keys are checked against the English one.
  const t = translator(language, 'erasureEmail' as Namespace) as unknown as Translate<keyof (typeof en)['erasureEmail']>;
  const labels = translator(language, 'enquiryEmail' as Namespace) as unknown as Translate<keyof (typeof en)['enquiryEmail']>;
  const brand = siteName(site, language);
  const subject = t('subject', { reference: request.reference, name: request.name });
  const intro = t('intro', { brand });
  const rows: [string, string][] = [
    [labels('reference'), request.reference],
    [labels('name'), request.name],
    [labels('email'), request.email],
    [labels('language'), request.lang],
  ];
  // The stored note is for the table; the mail says it in the team's words.
  const message = request.message.replace(ERASURE_NOTE, '').trim();
  const { text, html } = teamMailBody({ language, subject, brand, intro, rows, message, labels, name: request.name });
  return { kind: 'erasureRequest', site, to: siteOfId(site).contact.email, replyTo: request.email, language, subject, text, html, links: [], headers: {} };
}
