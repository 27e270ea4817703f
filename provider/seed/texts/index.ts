import type { ContentLanguage } from '../../api/contract/languages';
import { de } from '../data/texts/de';
import { en } from '../data/texts/en';
import { es } from '../data/texts/es';
import { fr } from '../data/texts/fr';
import { it } from '../data/texts/it';
import type { SeedTexts } from './types';
import { us } from './us';

/** The generator's words in every content language. */
export const TEXTS: Record<ContentLanguage, SeedTexts> = { de, en, es, fr, it, us };
