import type { ContentLanguage, LocalisedText } from '../../api/contract/languages';
import type { ProductType } from '../../domain/catalogue';
import { LOCATION_VARIANTS, productVariants } from '../../services/artwork';
import { landmarkOf } from '../../services/artwork/landmarks';
import { artworkUrl, IMAGE_SIZE } from '../../services/media';
import type { CityPlan } from './geography';
import { perLanguage } from './localise';
import type { ProductPlan } from './product-plans';
import type { CatalogueRows } from './rows';

/** The written language of a content language: US English reads the English texts. */
const written = (lang: ContentLanguage) => (lang === 'us' ? 'en' : lang);

/** "Paris: …" in every language; French sets a no-break space before the colon. */
const caption = (lang: ContentLanguage, place: string, text: string) => (lang === 'fr' ? `${place}\u00a0: ${text}` : `${place}: ${text}`);

type Texts = Record<'en' | 'de' | 'es' | 'fr' | 'it', string>;

function cityAlt(city: CityPlan, variant: number): LocalisedText {
  const landmark = landmarkOf(city.seed.id);
  return perLanguage((lang) => {
    const l = written(lang);
    const mark = landmark?.names[l];
    const texts: Texts =
      variant === 1
        ? mark
          ? { en: `${mark} and the city's rooftops`, de: `${mark} und die Dächer der Stadt`, es: `${mark} y los tejados de la ciudad`, fr: `${mark} et les toits de la ville`, it: `${mark} e i tetti della città` }
          : { en: 'the skyline with hills behind', de: 'die Silhouette der Stadt vor den Hügeln', es: 'la silueta de la ciudad con colinas al fondo', fr: 'la silhouette de la ville sur fond de collines', it: 'il profilo della città con le colline sullo sfondo' }
        : variant === 2
          ? mark
            ? { en: `a street of old facades leading to ${mark}`, de: `eine Straße mit alten Fassaden – an ihrem Ende ${mark}`, es: `una calle de fachadas antiguas con ${mark} al fondo`, fr: `une rue bordée de façades anciennes, ${mark} au bout`, it: `una strada di facciate antiche con ${mark} sullo sfondo` }
            : { en: 'a street lined with old facades', de: 'eine Straße mit alten Fassaden', es: 'una calle de fachadas antiguas', fr: 'une rue bordée de façades anciennes', it: 'una strada fiancheggiata da facciate antiche' }
          : city.seed.waterfront
            ? { en: 'the city seen from across the water', de: 'Blick über das Wasser auf die Stadt', es: 'la ciudad vista desde el otro lado del agua', fr: 'la ville vue depuis l’autre rive', it: 'la città vista dall’altra riva' }
            : { en: 'the city seen from the green hills around it', de: 'Blick von den grünen Hügeln auf die Stadt', es: 'la ciudad vista desde las colinas verdes', fr: 'la ville vue depuis les collines verdoyantes', it: 'la città vista dalle verdi colline' };
    return caption(lang, city.names[lang], texts[l]);
  });
}

const SCENE_TEXTS: Record<ProductType, Texts> = {
  hop_on_hop_off: { en: 'an open-top sightseeing bus in front of the city', de: 'ein offener Sightseeing-Bus vor der Stadtkulisse', es: 'un autobús turístico descubierto ante la ciudad', fr: 'un bus touristique à impériale découverte devant la ville', it: 'un autobus turistico scoperto davanti alla città' },
  city_tour: { en: 'a guide with a flag leading a walking group', de: 'eine Reiseleiterin mit Fähnchen und ihre Gruppe zu Fuß', es: 'una guía con bandera al frente de un grupo a pie', fr: 'une guide avec un fanion menant un groupe à pied', it: 'una guida con la bandierina alla testa di un gruppo a piedi' },
  boat_tour: { en: 'a sightseeing boat on the water', de: 'ein Ausflugsboot auf dem Wasser', es: 'un barco turístico en el agua', fr: 'un bateau de promenade sur l’eau', it: 'un battello turistico sull’acqua' },
  bus_boat: { en: 'a sightseeing bus on the quay and a boat on the water', de: 'ein Sightseeing-Bus am Kai und ein Boot auf dem Wasser', es: 'un autobús turístico en el muelle y un barco en el agua', fr: 'un bus touristique sur le quai et un bateau sur l’eau', it: 'un autobus turistico sulla banchina e un battello sull’acqua' },
  private_tour: { en: 'a private car for a tour of the city', de: 'ein Privatwagen für eine Stadtrundfahrt', es: 'un coche privado para recorrer la ciudad', fr: 'une voiture privée pour visiter la ville', it: 'un’auto privata per visitare la città' },
  attraction: { en: 'a museum entrance with columns and an entry ticket', de: 'ein Museumseingang mit Säulen und eine Eintrittskarte', es: 'la entrada de un museo con columnas y una entrada', fr: 'une entrée de musée à colonnes et un billet d’entrée', it: 'l’ingresso di un museo con colonne e un biglietto d’ingresso' },
  combo: { en: 'a sightseeing bus and an entry ticket', de: 'ein Sightseeing-Bus und eine Eintrittskarte', es: 'un autobús turístico y una entrada', fr: 'un bus touristique et un billet d’entrée', it: 'un autobus turistico e un biglietto d’ingresso' },
};

const MAP_TEXTS: Texts = { en: 'map of the route and its stops', de: 'Karte der Route mit ihren Haltestellen', es: 'mapa del recorrido con sus paradas', fr: 'plan du parcours et de ses arrêts', it: 'mappa del percorso con le sue fermate' };
const TICKET_TEXTS: Texts = { en: 'two entry tickets', de: 'zwei Eintrittskarten', es: 'dos entradas', fr: 'deux billets d’entrée', it: 'due biglietti d’ingresso' };
const ON_BOARD_TEXTS: Texts = { en: 'the view from the bus’s open top deck', de: 'Blick vom offenen Oberdeck des Busses', es: 'la vista desde el piso superior descubierto del autobús', fr: 'la vue depuis l’impériale découverte du bus', it: 'la vista dal piano superiore scoperto dell’autobus' };

type ImageRow = CatalogueRows['mediaImages'][number];

/**
 * Every city's and product's gallery, pointing at the provider's generated artwork.
 * A city: its landmark over the roofs, a street, the water or the hills. A product: its
 * own scene, the city's landmark, a close-up of the route or ticket, and for bus tours
 * the view from the top deck.
 */
export function mediaRows(cities: CityPlan[], plans: ProductPlan[], productNames: Map<number, LocalisedText>): Pick<CatalogueRows, 'mediaImages'> {
  const image = (ownerKind: ImageRow['ownerKind'], ownerId: number, position: number, url: string, alt: LocalisedText): ImageRow => ({
    ownerKind,
    ownerId,
    position,
    url,
    ...IMAGE_SIZE,
    alt,
    credit: null,
  });
  const cityImages = cities.flatMap((city) =>
    Array.from({ length: LOCATION_VARIANTS }, (_, i) => image('location', city.seed.id, i + 1, artworkUrl('location', city.seed.id, i + 1), cityAlt(city, i + 1))),
  );
  const productImages = plans.flatMap((plan) => {
    const name = productNames.get(plan.id);
    if (!name) throw new Error(`Product ${plan.id} has no name`);
    const cityId = plan.city.seed.id;
    const captioned = (texts: Texts, place: LocalisedText) => perLanguage((lang) => caption(lang, place[lang], texts[written(lang)]));
    const pictures = [
      { url: artworkUrl('product', plan.id, 1), alt: captioned(SCENE_TEXTS[plan.type], plan.city.names) },
      { url: artworkUrl('location', cityId, 1), alt: cityAlt(plan.city, 1) },
      { url: artworkUrl('product', plan.id, 2), alt: captioned(plan.type === 'attraction' ? TICKET_TEXTS : MAP_TEXTS, name) },
      ...(productVariants(plan.type) > 2 ? [{ url: artworkUrl('product', plan.id, 3), alt: captioned(ON_BOARD_TEXTS, plan.city.names) }] : []),
    ];
    return pictures.map((picture, i) => image('product', plan.id, i + 1, picture.url, picture.alt));
  });
  return { mediaImages: [...cityImages, ...productImages] };
}
