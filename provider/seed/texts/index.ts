import type { ContentLanguage } from '../../api/contract/languages';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import type { SeedTexts } from './types';
import { us } from './us';

/** The generator's words in every content language. */
export const TEXTS: Record<ContentLanguage, SeedTexts> = { de, en, es, fr, it, us };
