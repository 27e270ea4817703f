import { siteOfId } from '../../sites';
import type { ApiLanguage } from '../api/contract/languages';
import type en from '../../messages/en.json';
import type { QueryType } from '../domain/catalogue';
import type { FormEmail } from './form-mail';
import { CELL, emailPage, esc } from './voucher/email-html';
import { LOCALES, siteName, translator, type Namespace } from './voucher/texts';

type Key = keyof (typeof en)['enquiryEmail'];
type Translate = (key: Key, values?: Record<string, string | number>) => string;

export interface EnquiryMail {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  city: string;
  queryType: QueryType;
  message: string;
  /** The language the visitor wrote in (the API's code). */
  lang: string;
}

/** The site's team reads its mail in the site's default language. */
export const teamLanguage = (site: string): ApiLanguage => {
  const language = siteOfId(site).defaultLanguage;
  return language === 'en-us' ? 'us' : language;
};

/** A contact-form message as the site's team receives it: every field, Reply-To the visitor. */
export function renderEnquiryEmail(site: string, enquiry: EnquiryMail): FormEmail {
  const language = teamLanguage(site);
  // The catalogues hold every namespace; `enquiryEmail`'s keys are checked against the English one above.
  const t = translator(language, 'enquiryEmail' as Namespace) as unknown as Translate;
  const types = translator(language, 'contact' as Namespace) as unknown as (key: string) => string;
  const brand = siteName(site, language);
  const queryType = types(`queryTypes.${enquiry.queryType}`);
  const subject = t('subject', { reference: enquiry.reference, queryType, name: enquiry.name });
  const intro = t('intro', { brand });
  const rows: [string, string][] = [
    [t('reference'), enquiry.reference],
    [t('name'), enquiry.name],
    [t('email'), enquiry.email],
    [t('phone'), enquiry.phone ?? '—'],
    [t('city'), enquiry.city],
    [t('queryType'), queryType],
    [t('language'), enquiry.lang],
  ];
  const { text, html } = teamMailBody({ language, subject, brand, intro, rows, message: enquiry.message, labels: t, name: enquiry.name });
  return { kind: 'enquiry', site, to: siteOfId(site).contact.email, replyTo: enquiry.email, language, subject, text, html, links: [], headers: {} };
}

/**
 * The text and HTML of a message for the site's team: the intro, the fields as a table, what the
 * visitor wrote (left out when empty) and the hint that a reply goes to them.
 */
export function teamMailBody(mail: { language: ApiLanguage; subject: string; brand: string; intro: string; rows: [string, string][]; message: string; labels: Translate; name: string }) {
  const { labels: t, intro, rows, message } = mail;
  const replyHint = t('replyHint', { name: mail.name });
  const said = message ? ['', `${t('message')}:`, message] : [];
  const text = [intro, '', ...rows.map(([label, value]) => t('line', { label, value })), ...said, '', '--', replyHint].join('\n');
  const html = emailPage({
    locale: LOCALES[mail.language],
    subject: mail.subject,
    brand: mail.brand,
    body: `<p>${esc(intro)}</p>
<table>${rows.map(([label, value]) => `<tr><th style="${CELL};text-align:left">${esc(label)}</th><td style="${CELL}">${esc(value)}</td></tr>`).join('')}</table>
${message ? `<h2 style="font-size:16px">${esc(t('message'))}</h2>\n<p style="white-space:pre-wrap">${esc(message)}</p>\n` : ''}<p style="font-size:12px;color:#6b6b75">${esc(replyHint)}</p>`,
  });
  return { text, html };
}
