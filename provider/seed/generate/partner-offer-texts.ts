import type { ContentLanguage } from '../../api/contract/languages';

/** The kinds of partner offer the seed writes, each with its words in every content language. */
export const OFFER_KINDS = ['food', 'drink', 'admission', 'purchase', 'souvenir', 'booking'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

export interface OfferContext {
  partner: string;
  /** The city's name in the text's language. */
  city: string;
  /** Percent off; gifts have none. */
  percent: number | null;
}

interface OfferTexts {
  title: (c: OfferContext) => string;
  description: (c: OfferContext) => string;
  conditions: (c: OfferContext) => string;
}

const en: Record<OfferKind, OfferTexts> = {
  food: {
    title: (c) => `${c.percent}% off food and drink`,
    description: (c) => `Show your member card at ${c.partner} and save ${c.percent}% on food and drink for your whole table.`,
    conditions: () => 'Up to four guests per member card. Not valid with other offers or on set menus.',
  },
  drink: {
    title: () => 'A free welcome drink',
    description: (c) => `Members get a welcome drink on the house at ${c.partner} with any main course.`,
    conditions: () => 'One drink per member card and visit: a soft drink, a beer or a glass of house wine.',
  },
  admission: {
    title: (c) => `${c.percent}% off admission`,
    description: (c) => `Save ${c.percent}% on admission to ${c.partner}: show your member card at the ticket desk.`,
    conditions: () => 'Up to four tickets per member card. Not valid on special events.',
  },
  purchase: {
    title: (c) => `${c.percent}% off your purchase`,
    description: (c) => `Enjoy ${c.percent}% off your purchase at ${c.partner}, one of the best places in ${c.city} for a gift to take home.`,
    conditions: () => 'Once a day per member. Sale items excluded.',
  },
  souvenir: {
    title: () => 'A free souvenir with your purchase',
    description: (c) => `Buy anything at ${c.partner} and choose a set of postcards or a fridge magnet of ${c.city} as a gift.`,
    conditions: () => 'One gift per member card and day, while stocks last.',
  },
  booking: {
    title: (c) => `${c.percent}% off your booking`,
    description: (c) => `Book with ${c.partner} and save ${c.percent}% on any of their experiences in ${c.city}.`,
    conditions: () => 'Book at least 24 hours ahead, subject to availability. Give the code when you book.',
  },
};

const de: Record<OfferKind, OfferTexts> = {
  food: {
    title: (c) => `${c.percent} % Rabatt auf Speisen und Getränke`,
    description: (c) => `Zeigen Sie Ihre Mitgliedskarte bei ${c.partner} und sparen Sie ${c.percent} % auf Speisen und Getränke für Ihren ganzen Tisch.`,
    conditions: () => 'Bis zu vier Gäste pro Mitgliedskarte. Nicht mit anderen Angeboten oder Menüs kombinierbar.',
  },
  drink: {
    title: () => 'Ein Willkommensgetränk gratis',
    description: (c) => `Mitglieder erhalten bei ${c.partner} zu jedem Hauptgericht ein Willkommensgetränk aufs Haus.`,
    conditions: () => 'Ein Getränk pro Mitgliedskarte und Besuch: ein Softdrink, ein Bier oder ein Glas Hauswein.',
  },
  admission: {
    title: (c) => `${c.percent} % Rabatt auf den Eintritt`,
    description: (c) => `Sparen Sie ${c.percent} % auf den Eintritt bei ${c.partner}: Zeigen Sie Ihre Mitgliedskarte an der Kasse.`,
    conditions: () => 'Bis zu vier Tickets pro Mitgliedskarte. Nicht gültig bei Sonderveranstaltungen.',
  },
  purchase: {
    title: (c) => `${c.percent} % Rabatt auf Ihren Einkauf`,
    description: (c) => `Genießen Sie ${c.percent} % Rabatt auf Ihren Einkauf bei ${c.partner}, einer der besten Adressen in ${c.city} für ein Mitbringsel.`,
    conditions: () => 'Einmal pro Tag und Mitglied. Ausgenommen reduzierte Artikel.',
  },
  souvenir: {
    title: () => 'Ein Souvenir gratis zu Ihrem Einkauf',
    description: (c) => `Kaufen Sie bei ${c.partner} ein und wählen Sie als Geschenk ein Postkartenset oder einen Kühlschrankmagneten von ${c.city}.`,
    conditions: () => 'Ein Geschenk pro Mitgliedskarte und Tag, solange der Vorrat reicht.',
  },
  booking: {
    title: (c) => `${c.percent} % Rabatt auf Ihre Buchung`,
    description: (c) => `Buchen Sie bei ${c.partner} und sparen Sie ${c.percent} % auf jedes Erlebnis in ${c.city}.`,
    conditions: () => 'Mindestens 24 Stunden im Voraus buchen, je nach Verfügbarkeit. Nennen Sie den Code bei der Buchung.',
  },
};

const es: Record<OfferKind, OfferTexts> = {
  food: {
    title: (c) => `${c.percent} % de descuento en comida y bebida`,
    description: (c) => `Muestra tu tarjeta de socio en ${c.partner} y ahorra un ${c.percent} % en comida y bebida para toda tu mesa.`,
    conditions: () => 'Hasta cuatro comensales por tarjeta de socio. No acumulable con otras ofertas ni válido en menús cerrados.',
  },
  drink: {
    title: () => 'Una bebida de bienvenida gratis',
    description: (c) => `Los socios reciben una bebida de bienvenida por cortesía de la casa en ${c.partner} con cualquier plato principal.`,
    conditions: () => 'Una bebida por tarjeta de socio y visita: un refresco, una cerveza o una copa de vino de la casa.',
  },
  admission: {
    title: (c) => `${c.percent} % de descuento en la entrada`,
    description: (c) => `Ahorra un ${c.percent} % en la entrada a ${c.partner}: muestra tu tarjeta de socio en la taquilla.`,
    conditions: () => 'Hasta cuatro entradas por tarjeta de socio. No válido en eventos especiales.',
  },
  purchase: {
    title: (c) => `${c.percent} % de descuento en tu compra`,
    description: (c) => `Disfruta de un ${c.percent} % de descuento en tu compra en ${c.partner}, uno de los mejores sitios de ${c.city} para llevarte un recuerdo.`,
    conditions: () => 'Una vez al día por socio. Artículos rebajados excluidos.',
  },
  souvenir: {
    title: () => 'Un recuerdo gratis con tu compra',
    description: (c) => `Compra lo que quieras en ${c.partner} y elige de regalo un juego de postales o un imán de ${c.city}.`,
    conditions: () => 'Un regalo por tarjeta de socio y día, hasta agotar existencias.',
  },
  booking: {
    title: (c) => `${c.percent} % de descuento en tu reserva`,
    description: (c) => `Reserva con ${c.partner} y ahorra un ${c.percent} % en cualquiera de sus experiencias en ${c.city}.`,
    conditions: () => 'Reserva con al menos 24 horas de antelación, según disponibilidad. Indica el código al reservar.',
  },
};

const fr: Record<OfferKind, OfferTexts> = {
  food: {
    title: (c) => `${c.percent} % de réduction sur les plats et les boissons`,
    description: (c) => `Présentez votre carte de membre chez ${c.partner} et économisez ${c.percent} % sur les plats et les boissons pour toute votre table.`,
    conditions: () => 'Jusqu’à quatre convives par carte de membre. Non cumulable avec d’autres offres ni valable sur les menus.',
  },
  drink: {
    title: () => 'Une boisson de bienvenue offerte',
    description: (c) => `Les membres reçoivent une boisson de bienvenue offerte par la maison chez ${c.partner} avec tout plat principal.`,
    conditions: () => 'Une boisson par carte de membre et par visite : un soda, une bière ou un verre de vin maison.',
  },
  admission: {
    title: (c) => `${c.percent} % de réduction sur l’entrée`,
    description: (c) => `Économisez ${c.percent} % sur l’entrée de ${c.partner} : présentez votre carte de membre à la billetterie.`,
    conditions: () => 'Jusqu’à quatre billets par carte de membre. Non valable lors des événements spéciaux.',
  },
  purchase: {
    title: (c) => `${c.percent} % de réduction sur vos achats`,
    description: (c) => `Profitez de ${c.percent} % de réduction sur vos achats chez ${c.partner}, l’une des meilleures adresses de ${c.city} pour un cadeau souvenir.`,
    conditions: () => 'Une fois par jour et par membre. Hors articles soldés.',
  },
  souvenir: {
    title: () => 'Un souvenir offert avec votre achat',
    description: (c) => `Achetez ce que vous voulez chez ${c.partner} et choisissez en cadeau un lot de cartes postales ou un magnet de ${c.city}.`,
    conditions: () => 'Un cadeau par carte de membre et par jour, dans la limite des stocks disponibles.',
  },
  booking: {
    title: (c) => `${c.percent} % de réduction sur votre réservation`,
    description: (c) => `Réservez avec ${c.partner} et économisez ${c.percent} % sur toutes leurs expériences à ${c.city}.`,
    conditions: () => 'Réservez au moins 24 heures à l’avance, selon les disponibilités. Indiquez le code lors de la réservation.',
  },
};

const it: Record<OfferKind, OfferTexts> = {
  food: {
    title: (c) => `${c.percent}% di sconto su cibo e bevande`,
    description: (c) => `Mostra la tua tessera socio da ${c.partner} e risparmia il ${c.percent}% su cibo e bevande per tutto il tavolo.`,
    conditions: () => 'Fino a quattro ospiti per tessera socio. Non cumulabile con altre offerte né valido sui menù fissi.',
  },
  drink: {
    title: () => 'Un drink di benvenuto in omaggio',
    description: (c) => `I soci ricevono un drink di benvenuto offerto dalla casa da ${c.partner} con qualsiasi piatto principale.`,
    conditions: () => 'Un drink per tessera socio e visita: una bibita, una birra o un calice di vino della casa.',
  },
  admission: {
    title: (c) => `${c.percent}% di sconto sull’ingresso`,
    description: (c) => `Risparmia il ${c.percent}% sull’ingresso a ${c.partner}: mostra la tua tessera socio alla biglietteria.`,
    conditions: () => 'Fino a quattro biglietti per tessera socio. Non valido durante gli eventi speciali.',
  },
  purchase: {
    title: (c) => `${c.percent}% di sconto sui tuoi acquisti`,
    description: (c) => `Approfitta del ${c.percent}% di sconto sui tuoi acquisti da ${c.partner}, uno dei posti migliori di ${c.city} per un regalo da portare a casa.`,
    conditions: () => 'Una volta al giorno per socio. Esclusi gli articoli in saldo.',
  },
  souvenir: {
    title: () => 'Un souvenir in omaggio con il tuo acquisto',
    description: (c) => `Acquista qualsiasi cosa da ${c.partner} e scegli in regalo un set di cartoline o una calamita di ${c.city}.`,
    conditions: () => 'Un regalo per tessera socio al giorno, fino a esaurimento scorte.',
  },
  booking: {
    title: (c) => `${c.percent}% di sconto sulla tua prenotazione`,
    description: (c) => `Prenota con ${c.partner} e risparmia il ${c.percent}% su tutte le loro esperienze a ${c.city}.`,
    conditions: () => 'Prenota almeno 24 ore prima, secondo disponibilità. Comunica il codice al momento della prenotazione.',
  },
};

/** The words of the offers in every content language; US English needs no spelling of its own here. */
export const OFFER_TEXTS: Record<ContentLanguage, Record<OfferKind, OfferTexts>> = { de, en, es, fr, it, us: en };
