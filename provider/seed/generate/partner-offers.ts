import { CONTENT_LANGUAGES } from '../../api/contract/languages';
import type { PartnerCategory } from '../../db/schema/members';
import { randomFor, type Random } from '../random';
import type { CityPlan } from './geography';
import { OFFER_TEXTS, type OfferKind } from './partner-offer-texts';
import type { CatalogueRows } from './rows';

type OfferRows = Pick<CatalogueRows, 'partnerOffers' | 'partnerOfferTranslations'>;

/**
 * Hard Rock Cafe (the spec's example partner) in the cities that have one, with its address:
 * members save 10% on food and drink, showing their member card.
 */
const HARD_ROCK_CAFES: Record<number, string> = {
  41: '14 Boulevard Montmartre, 75009 Paris',
  95: '150 Old Park Lane, London W1K 1QZ',
  2: 'Plaça de Catalunya 21, 08002 Barcelona',
  30: 'Via Vittorio Veneto 62a, 00187 Roma',
  70: '1501 Broadway, New York, NY 10036',
  3: 'Paseo de la Castellana 2, 28046 Madrid',
  60: 'Avenida da Liberdade 2, 1250-144 Lisboa',
  53: 'Max Euweplein 57-61, 1017 MB Amsterdam',
  50: 'Kurfürstendamm 224, 10719 Berlin',
  52: 'Melantrichova 1, 110 00 Praha 1',
  51: 'Rotenturmstraße 25, 1010 Wien',
  61: 'Rua do Ateneu Comercial do Porto 30, 4000-380 Porto',
  31: 'Via de’ Brunelleschi 1, 50123 Firenze',
  32: 'Bacino Orseolo 1192, 30124 Venezia',
  144: 'Váci utca 7, 1052 Budapest',
  99: '12 Fleet Street, Temple Bar, Dublin 2',
  96: '20 George Street, Edinburgh EH2 2PF',
  33: 'Piazza Cordusio 2, 20123 Milano',
  54: 'Platzl 1, 80331 München',
  147: 'Adrianou 18, 105 55 Athina',
  82: '50 Cuscaden Road, Singapore 249724',
  151: 'Vesterbrogade 3, 1620 København',
  72: '39 Pier, San Francisco, CA 94133',
  75: '3771 Las Vegas Blvd S, Las Vegas, NV 89109',
  71: '999 E Street NW, Washington, DC 20004',
  74: '401 Biscayne Blvd, Miami, FL 33132',
};

/** Made-up local partners: names in the city's own language where the city has one, else English. */
type Tongue = 'fr' | 'es' | 'it' | 'de' | 'pt' | 'nl' | 'en';
const TONGUE_OF: Record<string, Tongue> = {
  FR: 'fr', BE: 'fr', MA: 'fr', ES: 'es', MX: 'es', AR: 'es', PE: 'es', CO: 'es', CL: 'es', CU: 'es', IT: 'it', DE: 'de', AT: 'de', CH: 'de',
  PT: 'pt', BR: 'pt', NL: 'nl',
};

const RESTAURANTS: Record<Tongue, string[]> = {
  fr: ['Le Petit Comptoir', 'Bistrot des Halles', 'Chez Margot', 'La Table du Marché'],
  es: ['Taberna El Farol', 'Casa Lola', 'La Bodeguita del Puerto', 'Mesón Los Arcos'],
  it: ['Trattoria da Nonna Lina', 'Osteria del Ponte', 'Pizzeria Bella Napoli', 'Enoteca Il Torchio'],
  de: ['Zum Goldenen Hirsch', 'Brauhaus am Markt', 'Café Lindenblatt', 'Gasthaus Alte Mühle'],
  pt: ['Tasca do Bairro', 'Casa do Bacalhau', 'Adega da Ribeira', 'Cervejaria Atlântico'],
  nl: ['Café De Kroon', 'Eetcafé Het Anker', 'Proeflokaal De Gouden Leeuw', 'Brasserie Grachtzicht'],
  en: ['The Copper Kettle', 'Old Harbour Kitchen', 'Bluebell Bistro', 'The Corner Grill'],
};
const SHOPS: Record<Tongue, string[]> = {
  fr: ['Atelier du Chocolat', 'La Boutique du Souvenir', 'Maison des Savons'],
  es: ['Turrones La Abuela', 'Cerámica Sol y Sombra', 'Abanicos Carmen'],
  it: ['Bottega del Cuoio', 'Pasticceria Dolce Vita', 'Cartoleria Antica'],
  de: ['Confiserie Süßes Eck', 'Manufaktur Holzwerk', 'Teehaus Lindner'],
  pt: ['Conservas da Avó', 'Azulejos & Companhia', 'Cortiça Viva'],
  nl: ['Kaashuis De Molen', 'Tulpenwinkel Bloem', 'Delfts Blauw Atelier'],
  en: ['The Little Gift Shop', 'Tea & Tin', 'Market Lane Makers'],
};
/** Brand patterns with the city's English name. */
const ATTRACTIONS = [(city: string) => `${city} Museum of Illusions`, (city: string) => `${city} Wax Museum`, (city: string) => `${city} Panorama Deck`, (city: string) => `${city} Aquarium`];
const EXPERIENCES: { name: (city: string) => string; code: string }[] = [
  { name: (city) => `${city} Bike Tours`, code: 'BIKE' },
  { name: (city) => `${city} Cooking School`, code: 'COOK' },
  { name: (city) => `${city} Food Walks`, code: 'TASTE' },
  { name: (city) => `${city} Photo Walks`, code: 'PHOTO' },
];
const STREETS: Record<Tongue, string[]> = {
  fr: ['Rue des Martyrs', 'Rue Saint-Honoré', 'Boulevard Saint-Germain', 'Rue de la République'],
  es: ['Calle Mayor', 'Calle del Carmen', 'Avenida de la Constitución', 'Plaza del Mercado'],
  it: ['Via del Corso', 'Via Roma', 'Via Garibaldi', 'Piazza del Mercato'],
  de: ['Hauptstraße', 'Marktplatz', 'Schillerstraße', 'Bahnhofstraße'],
  pt: ['Rua Augusta', 'Rua da Prata', 'Avenida da República', 'Largo do Carmo'],
  nl: ['Kerkstraat', 'Prinsengracht', 'Marktstraat', 'Hoogstraat'],
  en: ['High Street', 'Market Street', 'King Street', 'Harbour Road'],
};

interface PlannedOffer {
  partner: string;
  category: PartnerCategory;
  kind: OfferKind;
  percent: number | null;
  code: string | null;
  address: string;
}

/** How many offers a city gets: three to six in the best-known cities, one to three elsewhere. */
function offerCount(city: CityPlan, random: Random): number {
  if (city.seed.id === 41 || city.seed.id === 95) return 6;
  return city.seed.topRank <= 30 ? random.int(3, 6) : random.int(1, 3);
}

/** Members' exclusive partner discounts, a realistic handful per city, with their words in every content language. */
export function partnerOfferRows(cities: CityPlan[]): OfferRows {
  const partnerOffers: OfferRows['partnerOffers'] = [];
  const partnerOfferTranslations: OfferRows['partnerOfferTranslations'] = [];
  for (const city of cities) {
    const random = randomFor('partner-offers', city.seed.id);
    const planned = planCity(city, random);
    planned.forEach((offer, index) => {
      const id = city.seed.id * 10 + index + 1;
      partnerOffers.push({ id, locationId: city.seed.id, partner: offer.partner, category: offer.category, percent: offer.percent, code: offer.code, address: offer.address, rank: index + 1 });
      for (const language of CONTENT_LANGUAGES) {
        const texts = OFFER_TEXTS[language][offer.kind];
        const context = { partner: offer.partner, city: city.names[language], percent: offer.percent };
        partnerOfferTranslations.push({ offerId: id, language, title: texts.title(context), description: texts.description(context), conditions: texts.conditions(context) });
      }
    });
  }
  return { partnerOffers, partnerOfferTranslations };
}

function planCity(city: CityPlan, random: Random): PlannedOffer[] {
  const tongue = TONGUE_OF[city.seed.country] ?? 'en';
  const english = city.names.en;
  // French and English addresses put the number first.
  const address = () => {
    const street = random.pick(STREETS[tongue]);
    const number = random.int(1, 120);
    return `${tongue === 'fr' || tongue === 'en' ? `${number} ${street}` : `${street} ${number}`}, ${english}`;
  };
  const restaurants = random.sample(RESTAURANTS[tongue], RESTAURANTS[tongue].length);
  const shops = random.sample(SHOPS[tongue], SHOPS[tongue].length);
  const attractions = random.sample(ATTRACTIONS, ATTRACTIONS.length);
  const experiences = random.sample(EXPERIENCES, EXPERIENCES.length);
  const count = offerCount(city, random);
  const offers: PlannedOffer[] = [];
  const hardRock = HARD_ROCK_CAFES[city.seed.id];
  if (hardRock) offers.push({ partner: `Hard Rock Cafe ${english}`, category: 'restaurant', kind: 'food', percent: 10, code: null, address: hardRock });

  // A mix, in this order, so even a city with two offers has something to eat and something to see.
  const categories: PartnerCategory[] = ['restaurant', 'attraction', 'experience', 'shop', 'restaurant', 'shop'];
  for (const category of categories) {
    if (offers.length >= count) break;
    offers.push(plannedOffer(category, random, { restaurants, shops, attractions, experiences, english, address }));
  }
  return offers;
}

function plannedOffer(
  category: PartnerCategory,
  random: Random,
  pools: { restaurants: string[]; shops: string[]; attractions: typeof ATTRACTIONS; experiences: typeof EXPERIENCES; english: string; address: () => string },
): PlannedOffer {
  const address = pools.address();
  switch (category) {
    case 'restaurant': {
      const gift = random.chance(0.35);
      return { partner: pools.restaurants.shift()!, category, kind: gift ? 'drink' : 'food', percent: gift ? null : random.pick([10, 10, 15, 20]), code: null, address };
    }
    case 'attraction':
      return { partner: pools.attractions.shift()!(pools.english), category, kind: 'admission', percent: random.pick([10, 15, 20, 25]), code: null, address };
    case 'shop': {
      const gift = random.chance(0.4);
      const percent = gift ? null : random.pick([10, 10, 15]);
      return { partner: pools.shops.shift()!, category, kind: gift ? 'souvenir' : 'purchase', percent, code: percent && random.chance(0.5) ? `SHOP${percent}` : null, address };
    }
    case 'experience': {
      const experience = pools.experiences.shift()!;
      const percent = random.pick([10, 15, 20]);
      return { partner: experience.name(pools.english), category, kind: 'booking', percent, code: `${experience.code}${percent}`, address };
    }
  }
}
