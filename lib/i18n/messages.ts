import type { Language } from './languages';

/** Catalogues load on demand so a request only parses its own language. */
const catalogues: Record<Language, () => Promise<{ default: Messages }>> = {
  de: () => import('@/messages/de.json'),
  en: () => import('@/messages/en.json'),
  'en-us': () => import('@/messages/en-us.json'),
  es: () => import('@/messages/es.json'),
  fr: () => import('@/messages/fr.json'),
  it: () => import('@/messages/it.json'),
};

export type Messages = typeof import('@/messages/en.json');

export async function loadMessages(language: Language): Promise<Messages> {
  return (await catalogues[language]()).default;
}
