import de from '../messages/de.json';
import en from '../messages/en.json';
import enUs from '../messages/en-us.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';
import it from '../messages/it.json';

/** The catalogues, by route prefix: specs assert the texts people actually read. */
export const MESSAGES = { de, en, 'en-us': enUs, es, fr, it } as const;
export type Prefix = keyof typeof MESSAGES;
export const PREFIXES = Object.keys(MESSAGES) as Prefix[];
export { de, en, enUs, es, fr, it };
