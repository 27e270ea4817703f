import type { ApiLanguage } from '../../api/contract/languages';
import type { AgencyRow } from '../agents/current';

/** The capabilities this API serves, as `Octo-Capabilities` names them. */
export const OCTO_CAPABILITIES = ['octo/content', 'octo/pricing'] as const;
export type OctoCapability = (typeof OCTO_CAPABILITIES)[number];

/** Who asks and how the answer is written: the key's agency, the content language and the capabilities asked for. */
export interface OctoRequest {
  agency: AgencyRow;
  keyId: string;
  /** The catalogue's language the content is read in. */
  language: ApiLanguage;
  /** The same as a BCP 47 tag, for `Content-Language` and `locale`. */
  contentLanguage: string;
  content: boolean;
  pricing: boolean;
}

/** `@octocloud/types` names its enums; this takes their string values and keeps the check that a value is one of them. */
export const octoEnum = <E extends string>(value: `${E}`) => value as unknown as E;

const TAGS: Record<ApiLanguage, string> = { de: 'de', en: 'en', es: 'es', fr: 'fr', it: 'it', us: 'en-US' };

/**
 * `Accept-Language` to a catalogue language: the first listed that the shop writes (weights
 * honoured), `en-US` as American English, anything else English.
 */
export function contentLanguageOf(header: string | undefined): { language: ApiLanguage; tag: string } {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'en-us') return { language: 'us', tag: TAGS.us };
    const base = tag.split('-')[0] as ApiLanguage;
    if (base !== 'us' && base in TAGS) return { language: base, tag: TAGS[base] };
  }
  return { language: 'en', tag: 'en' };
}

/** The capabilities asked for in `Octo-Capabilities` that this API serves (others are ignored, as OCTO says). */
export function capabilitiesOf(header: string | undefined): OctoCapability[] {
  const asked = (header ?? '').split(',').map((c) => c.trim().toLowerCase());
  return OCTO_CAPABILITIES.filter((c) => asked.includes(c));
}
