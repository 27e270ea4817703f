import type { ProductContext, SeedTexts } from '../../texts/types';

// French (France, Belgium, Switzerland, Canada), formal address (vous), typographic
// apostrophe (’) and a space before : ; ? !
// Sight and stop names arrive without an article, so they are used where French needs
// none: after a colon, in brackets, as the name of a stop ("l’arrêt X") or in apposition.

/** '09:00' → '9 h 00'. */
const time = (hhmm: string) => hhmm.replace(/^0?(\d{1,2}):(\d{2})$/, '$1 h $2');

function duration(minutes: number): string {
  if (minutes >= 1440 && minutes % 1440 === 0) return minutes === 1440 ? '1 jour' : `${minutes / 1440} jours`;
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!rest) return hours === 1 ? '1 heure' : `${hours} heures`;
  return `${hours} h ${String(rest).padStart(2, '0')}`;
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;

/** 'en anglais, en espagnol et en français'. */
const inLanguages = (names: string[]) => list(names.map((name) => `en ${name}`));

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const languages = (count: number) => (count === 1 ? '1 langue' : `${count} langues`);
const hours = (count: number) => (count === 1 ? '1 heure' : `${count} heures`);

/** Countries by gender and number, for "en France", "au Portugal", "aux Pays-Bas". */
const COUNTRIES: Record<string, 'f' | 'm' | 'pl'> = {
  France: 'f',
  Espagne: 'f',
  Portugal: 'm',
  Italie: 'f',
  Allemagne: 'f',
  Autriche: 'f',
  Tchéquie: 'f',
  'République tchèque': 'f',
  'Pays-Bas': 'pl',
  'États-Unis': 'pl',
  'Émirats arabes unis': 'pl',
  Australie: 'f',
  'Afrique du Sud': 'f',
  'Royaume-Uni': 'm',
  Belgique: 'f',
  Suisse: 'f',
  Luxembourg: 'm',
  Irlande: 'f',
  Grèce: 'f',
  Croatie: 'f',
  Hongrie: 'f',
  Pologne: 'f',
  Danemark: 'm',
  Norvège: 'f',
  Suède: 'f',
  Turquie: 'f',
  Égypte: 'f',
  Maroc: 'm',
  Canada: 'm',
  Mexique: 'm',
  Brésil: 'm',
  Argentine: 'f',
  Japon: 'm',
  Chine: 'f',
  Inde: 'f',
  Thaïlande: 'f',
};

const VOWEL = /^[aeiouàâäéèêëîïôöùûü]/i;

/** 'à Paris', 'au Cap', 'en Espagne', 'au Portugal', 'aux États-Unis'. */
function inPlace(place: string): string {
  const kind = COUNTRIES[place];
  if (kind === 'pl') return `aux ${place}`;
  if (kind === 'f' || (kind === 'm' && VOWEL.test(place))) return `en ${place}`;
  if (kind === 'm') return `au ${place}`;
  if (place.startsWith('Le ')) return `au ${place.slice(3)}`;
  if (place.startsWith('Les ')) return `aux ${place.slice(4)}`;
  return `à ${place}`;
}

/** 'de Paris', 'd’Amsterdam', 'du Cap', 'd’Espagne', 'du Portugal', 'des États-Unis'. */
function ofPlace(place: string): string {
  const kind = COUNTRIES[place];
  if (kind === 'pl') return `des ${place}`;
  if (VOWEL.test(place)) return `d’${place}`;
  if (kind === 'm') return `du ${place}`;
  if (!kind && place.startsWith('Le ')) return `du ${place.slice(3)}`;
  if (!kind && place.startsWith('Les ')) return `des ${place.slice(4)}`;
  return `de ${place}`;
}

const departures = (c: ProductContext) =>
  c.frequencyMinutes
    ? `toutes les ${c.frequencyMinutes} minutes de ${time(c.firstDeparture)} à ${time(c.lastDeparture)}`
    : `à partir de ${time(c.firstDeparture)}`;

export const fr: SeedTexts = {
  unitTypes: {
    group: 'Groupe',
    adult: 'Adulte',
    child: 'Enfant',
    infant: 'Bébé',
    senior: 'Senior',
    student: 'Étudiant',
    resident: 'Résident',
    family: 'Famille (2 adultes + 2 enfants)',
    resident_child: 'Enfant résident',
    resident_senior: 'Senior résident',
    mini: 'Mini',
    disabled: 'Personne en situation de handicap',
    teenager: 'Adolescent',
    youth: 'Jeune',
  },
  productTypes: {
    hop_on_hop_off: 'Visite en bus hop-on hop-off',
    city_tour: 'Visite guidée de la ville',
    boat_tour: 'Balade en bateau',
    bus_boat: 'Visite en bus et en bateau',
    private_tour: 'Visite privée',
    attraction: 'Billet d’entrée',
    combo: 'Billet combiné',
  },
  landmarkKinds: {
    monument: 'Monument',
    museum: 'Musée',
    church: 'Église',
    palace: 'Palais',
    castle: 'Château',
    park: 'Parc',
    square: 'Place',
    market: 'Marché',
    viewpoint: 'Point de vue',
    bridge: 'Pont',
    harbour: 'Port',
    tower: 'Tour',
    street: 'Rue',
    stadium: 'Stade',
    beach: 'Plage',
  },
  productNames: {
    hop_on_hop_off: [
      (c) => `${c.city} : visite en bus hop-on hop-off`,
      (c) => `${c.city} : visite en bus à toit ouvert hop-on hop-off`,
      (c) => `Bus touristique ${ofPlace(c.city)} : billet hop-on hop-off`,
    ],
    city_tour: [
      (c) => `${c.city} : visite guidée à pied`,
      (c) => `${c.city} : vieille ville et ${c.landmark}, visite guidée`,
      (c) => `${c.city} : visite panoramique avec un guide local`,
    ],
    boat_tour: [
      (c) => `${c.city} : croisière touristique`,
      (c) => `${c.city} : balade en bateau au coucher du soleil`,
      (c) => `${c.city} : balade en bateau avec audioguide`,
    ],
    bus_boat: [(c) => `${c.city} : visite en bus hop-on hop-off et en bateau`, (c) => `${c.city} : pass combiné bus et bateau`],
    private_tour: [
      (c) => `${c.city} : visite privée en voiture avec chauffeur`,
      (c) => `Visite privée ${ofPlace(c.city)} : ${c.landmark} et incontournables`,
    ],
    attraction: [(c) => `${c.landmark} : billet d’entrée`, (c) => `${c.landmark} : billet coupe-file`],
    combo: [(c) => `${c.city} : visite en bus + billet ${c.landmark}`, (c) => `City Pass ${ofPlace(c.city)} : bus touristique et ${c.landmark}`],
  },
  product: {
    hop_on_hop_off: {
      overview: (c) =>
        `Découvrez ${c.city} à votre rythme depuis l’impériale à ciel ouvert d’un bus touristique. Avec un seul billet, montez et descendez autant de fois que vous le souhaitez à ${c.stops.length} arrêts. Au programme : ${list(c.highlights)}.\n\nUne boucle complète dure environ ${duration(c.loopMinutes)} et les bus passent ${departures(c)} : vous n’attendez jamais longtemps le suivant. L’audioguide, disponible en ${languages(c.audioGuideCount)}, vous raconte l’histoire des lieux tout au long du trajet.`,
      highlights: (c) => [
        `Vue imprenable depuis l’impériale à ciel ouvert : ${list(c.highlights)}`,
        `Montez et descendez à volonté à ${c.stops.length} arrêts`,
        `Audioguide en ${languages(c.audioGuideCount)}`,
        c.frequencyMinutes ? `Un bus toutes les ${c.frequencyMinutes} minutes` : `Départs à partir de ${time(c.firstDeparture)}`,
        'Annulation gratuite jusqu’à la première utilisation',
      ],
      included: (c) => [
        c.validityHours ? `Billet de bus hop-on hop-off valable ${hours(c.validityHours)}` : 'Billet de bus hop-on hop-off',
        `Audioguide en ${languages(c.audioGuideCount)}`,
        'Wi-Fi gratuit à bord',
        'Écouteurs',
        'Plan du parcours',
      ],
      route: (c) =>
        `Le parcours commence à l’arrêt ${c.stops[0]} et fait le tour ${ofPlace(c.city)} en ${duration(c.loopMinutes)} environ. Arrêts desservis : ${list(c.stops)}. Arrêts principaux : ${list(c.highlights)}.`,
      schedule: (c) =>
        `Tous les jours, ${departures(c)}. La dernière boucle complète part de l’arrêt ${c.stops[0]} à ${time(c.lastDeparture)}.`,
      knowBeforeYouGo: (c) => [
        c.validityHours
          ? `Votre billet est valable ${hours(c.validityHours)} consécutives à partir de sa première validation`
          : 'Votre billet est valable le jour de votre choix',
        'Vous pouvez monter à n’importe quel arrêt : présentez simplement votre bon au chauffeur',
        'L’impériale est à ciel ouvert : prévoyez un chapeau ou une veste',
        'La plupart des bus sont accessibles en fauteuil roulant au niveau inférieur',
      ],
    },
    city_tour: {
      overview: (c) =>
        `Parcourez le cœur ${ofPlace(c.city)} avec un guide local qui en connaît chaque recoin. En ${duration(c.durationMinutes)}, vous découvrirez les incontournables (${list(c.highlights)}) et les histoires qui ont façonné la ville.\n\nLes groupes sont restreints : vous avez toujours le temps de poser vos questions et de trouver les meilleurs angles pour vos photos.`,
      highlights: (c) => [
        `Visite avec un guide local : ${list(c.highlights)}`,
        `Commentaires en direct ${inLanguages(c.liveGuides)}`,
        'Petit groupe pour une expérience personnalisée',
        `Découvrez les recoins cachés ${ofPlace(c.city)}`,
      ],
      included: (c) => [`Guide professionnel ${inLanguages(c.liveGuides)}`, `Visite guidée de ${duration(c.durationMinutes)}`, 'Plan de la ville'],
      route: (c) =>
        `Point de rendez-vous : ${c.meetingPoint}. Étapes de la visite : ${list(c.stops)}. La visite se termine à proximité de la dernière étape, ${c.stops.at(-1)}.`,
      schedule: (c) => `Du lundi au samedi à ${time(c.firstDeparture)} et à ${time(c.lastDeparture)}.`,
      knowBeforeYouGo: () => [
        'La visite se fait à pied : portez des chaussures confortables',
        'Merci d’arriver 15 minutes avant le départ',
        'La visite a lieu même en cas de pluie légère ; prévoyez un parapluie',
      ],
    },
    boat_tour: {
      overview: (c) =>
        `Découvrez ${c.city} depuis l’eau lors d’une croisière relaxante de ${duration(c.durationMinutes)}. Vous passerez devant les incontournables (${list(c.highlights)}) pendant que le commentaire vous raconte l’histoire de la ville.\n\nInstallez-vous sur le pont extérieur pour profiter de la meilleure vue, ou restez dans la cabine vitrée si le temps se gâte.`,
      highlights: (c) => [
        `Croisière au fil des incontournables : ${list(c.highlights)}`,
        `Commentaires en ${languages(c.audioGuideCount)}`,
        'Pont extérieur et cabine couverte',
        'Boissons et en-cas à bord',
      ],
      included: (c) => [`Croisière de ${duration(c.durationMinutes)}`, `Commentaire audio en ${languages(c.audioGuideCount)}`],
      route: (c) =>
        `Point d’embarquement : ${c.meetingPoint}. Au fil de l’eau : ${list(c.stops)}, avant le retour au quai.`,
      schedule: (c) => `Départs tous les jours ${departures(c)}.`,
      knowBeforeYouGo: () => [
        'L’embarquement ferme 10 minutes avant le départ',
        'Les croisières peuvent être annulées en cas de vent fort ; le billet vous est alors intégralement remboursé',
        'Les poussettes sont acceptées à bord une fois pliées',
      ],
    },
    bus_boat: {
      overview: (c) =>
        `Deux façons de découvrir ${c.city} avec un seul billet : le bus hop-on hop-off pour rejoindre les incontournables (${list(c.highlights)}), puis une croisière pour admirer la ville depuis l’eau.\n\nLes bus passent ${departures(c)} et le billet est valable ${hours(c.validityHours ?? 24)} : organisez votre journée comme vous le souhaitez.`,
      highlights: (c) => [
        'Bus et bateau avec un seul billet',
        `Montez et descendez à ${c.stops.length} arrêts`,
        `Au programme : ${list(c.highlights)}`,
        `Audioguide en ${languages(c.audioGuideCount)}`,
      ],
      included: (c) => [
        `Billet de bus hop-on hop-off valable ${hours(c.validityHours ?? 24)}`,
        'Une croisière touristique',
        `Audioguide en ${languages(c.audioGuideCount)}`,
        'Écouteurs',
      ],
      route: (c) => `Le bus dessert les arrêts suivants : ${list(c.stops)}. Embarquement pour la croisière : ${c.meetingPoint}.`,
      schedule: (c) => `Bus tous les jours ${departures(c)}. Croisière à l’heure choisie lors de la réservation.`,
      knowBeforeYouGo: () => [
        'Échangez votre bon dans le premier bus où vous montez',
        'La croisière doit être effectuée le jour choisi',
      ],
    },
    private_tour: {
      overview: (c) =>
        `Profitez ${ofPlace(c.city)} en tout confort avec votre propre chauffeur et votre guide. En ${duration(c.durationMinutes)}, vous découvrirez les incontournables (${list(c.highlights)}) et pourrez vous arrêter où bon vous semble.\n\nLa visite est réservée à votre groupe : vous pouvez adapter le rythme et le programme en cours de route.`,
      highlights: (c) => [
        'Une voiture, un chauffeur et un guide rien que pour votre groupe',
        `Au programme : ${list(c.highlights)}`,
        'Prise en charge à votre hôtel',
        `Visite guidée ${inLanguages(c.liveGuides)}`,
      ],
      included: (c) => ['Voiture privée climatisée', 'Chauffeur et guide', 'Prise en charge et retour à l’hôtel', `Visite de ${duration(c.durationMinutes)}`],
      route: (c) =>
        `Un itinéraire flexible à travers ${c.city} (étapes : ${list(c.stops)}), que votre guide adapte selon vos envies.`,
      schedule: (c) => `Tous les jours, départ à ${time(c.firstDeparture)} ou à ${time(c.lastDeparture)}.`,
      knowBeforeYouGo: (c) => [
        `La visite nécessite au moins ${c.minPassengers === 1 ? '1 participant' : `${c.minPassengers} participants`}`,
        'Indiquez-nous l’adresse de votre hôtel après la réservation',
        'Sièges enfants disponibles sur demande',
      ],
    },
    attraction: {
      overview: (c) =>
        `Découvrez l’un des sites les plus célèbres ${ofPlace(c.city)} : ${c.highlights[0]}. Votre billet vous permet d’entrer directement : vous passez votre temps à visiter, et non à faire la queue.\n\nPrévoyez environ ${duration(c.durationMinutes)} pour la visite.`,
      highlights: (c) => [
        `Entrée : ${c.highlights[0]}`,
        'Billet mobile : présentez-le sur votre téléphone',
        `Audioguide disponible en ${languages(c.audioGuideCount)}`,
      ],
      included: (c) => [`Billet d’entrée : ${c.highlights[0]}`, 'Accès aux expositions permanentes'],
      route: (c) => {
        const nearby = c.stops.slice(1, 3);
        return nearby.length
          ? `Le site se trouve dans le centre ${ofPlace(c.city)}, à proximité d’autres lieux à voir : ${list(nearby)}.`
          : `Le site se trouve dans le centre ${ofPlace(c.city)}.`;
      },
      schedule: (c) =>
        `Ouvert tous les jours de ${time(c.firstDeparture)} à ${time(c.lastDeparture)} ; dernière entrée une heure avant la fermeture.`,
      knowBeforeYouGo: () => ['Les bagages volumineux ne sont pas autorisés à l’intérieur', 'Des contrôles de sécurité ont lieu à l’entrée'],
    },
    combo: {
      overview: (c) =>
        `Économisez avec un seul billet pour deux des meilleures activités ${inPlace(c.city)} : une visite en bus hop-on hop-off et l’entrée à l’un de ses sites phares, ${c.highlights[0]}.\n\nPrenez le bus jusqu’à l’arrêt ${c.highlights[0]}, faites la visite à l’heure de votre choix, puis remontez à bord pour poursuivre votre découverte.`,
      highlights: (c) => [
        `Entrée : ${c.highlights[0]}`,
        `Bus hop-on hop-off pendant ${hours(c.validityHours ?? 24)}`,
        'Plus avantageux que deux billets séparés',
      ],
      included: (c) => [
        `Billet de bus hop-on hop-off valable ${hours(c.validityHours ?? 24)}`,
        `Billet d’entrée : ${c.highlights[0]}`,
        'Audioguide',
      ],
      route: (c) => `Le bus dessert les arrêts suivants : ${list(c.stops)}, dont l’arrêt ${c.highlights[0]}.`,
      schedule: (c) => `Bus tous les jours ${departures(c)}.`,
      knowBeforeYouGo: () => ['Choisissez votre heure d’entrée lors de la réservation', 'Le billet de bus est activé lors de sa première validation'],
    },
  },
  common: {
    cancellationPolicy:
      'Chaque billet indique ses propres conditions d’annulation : jusqu’à quand il peut être annulé et quelle part du prix est remboursée. Vous pouvez annuler en ligne grâce au lien de votre e-mail de confirmation ; le remboursement est effectué sur le moyen de paiement d’origine. Les billets non annulés à temps et les absences ne sont pas remboursés.',
    meetingPoint: (c) =>
      `Rendez-vous : ${c.place}, ${c.city}. Repérez notre personnel en uniforme rouge ou le panneau de l’arrêt.`,
    cruisePassengerInfo: (c) =>
      `Vous arrivez en bateau de croisière ? L’arrêt ${c.stop} se trouve à quelques minutes à pied du terminal de croisière, et les horaires des bus sont prévus pour que vous soyez de retour à bord bien avant le départ.`,
    importantAnnouncements: [
      (c) => `En raison de travaux à proximité de l’arrêt ${c.stop}, les bus s’arrêtent de l’autre côté de la rue jusqu’à nouvel ordre.`,
      (c) => `Les jours fériés ${inPlace(c.city)}, le service peut commencer plus tard et se terminer plus tôt.`,
      () => 'Les horaires varient selon la saison : vérifiez ceux de la date choisie.',
    ],
    knowBeforeYouGo: (c) => [
      c.voucherMonths === 12
        ? 'Votre bon est utilisable n’importe quel jour dans les 12 mois suivant l’achat'
        : `Votre bon est utilisable n’importe quel jour ${c.voucherMonths === 1 ? 'dans le mois suivant' : `dans les ${c.voucherMonths} mois suivant`} l’achat`,
      ...(c.studentCardRequired ? ['Les étudiants doivent présenter une carte d’étudiant valide'] : []),
      ...(c.minPassengers > 1 ? [`Cette option nécessite au moins ${c.minPassengers} participants`] : []),
      'Les enfants doivent être accompagnés d’un adulte',
    ],
    languages: {
      en: 'anglais',
      es: 'espagnol',
      fr: 'français',
      de: 'allemand',
      it: 'italien',
      pt: 'portugais',
      nl: 'néerlandais',
      ja: 'japonais',
      zh: 'chinois',
      ru: 'russe',
      ar: 'arabe',
      ko: 'coréen',
    },
  },
  options: {
    hoursTicket: (h) => `Billet ${hours(h)}`,
    hoursTicketDescription: (h) => `Trajets illimités pendant ${hours(h)} à partir de la première validation.`,
    premiumTicket: (h) => `Billet ${hours(h)} + visite de nuit`,
    premiumTicketDescription: 'Tous les circuits de jour, plus une visite guidée en soirée pour admirer la ville illuminée.',
    morningTour: 'Visite du matin',
    afternoonTour: 'Visite de l’après-midi',
    departureDescription: (c) => `Visite guidée de ${duration(c.minutes)}.`,
    dayCruise: 'Croisière de jour',
    sunsetCruise: 'Croisière au coucher du soleil',
    cruiseDescription: (c) => `Croisière commentée de ${duration(c.minutes)}.`,
    standardEntry: 'Entrée standard',
    standardEntryDescription: 'Entrée le jour de votre choix.',
    timedEntry: 'Entrée avec créneau horaire',
    timedEntryDescription: 'Entrée à l’heure réservée.',
    skipTheLine: 'Entrée coupe-file',
    skipTheLineDescription: 'Accès prioritaire par l’entrée des groupes.',
    privateHalfDay: 'Demi-journée (4 heures)',
    privateFullDay: 'Journée complète (8 heures)',
    privateDescription: (c) => `Voiture privée, chauffeur et guide pendant ${hours(c.hours)}.`,
    comboTicket: 'Bus + entrée',
    comboDescription: (c) => `Bus hop-on hop-off pendant ${hours(c.hours)} + billet d’entrée : ${c.attraction}.`,
    groups: {
      tourLanguage: 'Langue de la visite',
      cruiseDeparture: 'Départ de la croisière',
      entryTime: 'Heure d’entrée',
      pickup: 'Prise en charge',
      hotelPickup: 'Prise en charge à mon hôtel',
      meetAtStart: 'Rendez-vous au point de départ',
      morning: 'Matin',
      afternoon: 'Après-midi',
    },
  },
  location: {
    about: (c) =>
      `${c.city} est l’une des grandes villes ${ofPlace(c.country)}, et rien de tel que l’impériale d’un bus touristique pour la découvrir. En une seule journée, vous pouvez voir ses incontournables (${list(c.landmarks.slice(0, 3))}) et avoir encore le temps de vous arrêter pour déjeuner.\n\n${c.waterfront ? `L’eau fait partie de l’histoire de la ville : une croisière dévoile ${c.city} sous un angle que la plupart des visiteurs ne voient jamais.` : 'Entre deux visites, les rues du centre se prêtent à la flânerie, avec des cafés et des boutiques à chaque coin de rue.'}\n\nNos visites et billets vous permettent d’organiser votre séjour à votre façon : pass hop-on hop-off, visite guidée ou billets pour les sites les plus populaires.`,
    serviceInformation: (c) =>
      `Les bus circulent tous les jours de ${time(c.first)} à ${time(c.last)}, toutes les ${c.frequencyMinutes} minutes. À l’arrêt principal, ${c.stop}, notre personnel répond à vos questions et échange les bons. Tous les bus disposent d’un emplacement pour fauteuil roulant au niveau inférieur.`,
  },
  serviceUpdates: [
    (c) => ({
      severity: 'warning',
      title: `Arrêt ${c.landmark} déplacé`,
      body: `En raison de travaux de voirie, l’arrêt ${c.landmark} a été déplacé de 100 mètres dans la même rue. Tous les autres arrêts ${inPlace(c.city)} sont desservis normalement.`,
    }),
    (c) => ({
      severity: 'disruption',
      title: 'Déviation pendant un événement public',
      body: `Un événement public ${inPlace(c.city)} entraîne la fermeture des rues autour de l’arrêt ${c.landmark}. Les bus ne desservent pas cet arrêt pendant toute la durée de l’événement.`,
    }),
    (c) => ({
      severity: 'info',
      title: 'Horaires d’hiver',
      body: `De novembre à mars, les bus passent toutes les 30 minutes ${inPlace(c.city)} et la dernière boucle part une heure plus tôt.`,
    }),
  ],
  faqsGeneral: [
    { question: 'Comment utiliser mon bon ?', answer: 'Présentez votre bon sur votre téléphone ou sur papier au chauffeur ou au guichet. Inutile de l’imprimer.' },
    { question: 'Combien de temps mon bon est-il valable ?', answer: 'La plupart des bons peuvent être échangés contre un billet n’importe quel jour dans les 12 mois suivant l’achat. La page de chaque produit indique sa validité.' },
    { question: 'Puis-je annuler ma réservation ?', answer: 'Oui, dans la plupart des cas. Chaque billet indique ses conditions d’annulation sur la page du produit, au moment de la réservation et sur le bon d’échange. La plupart peuvent être annulés gratuitement jusqu’à 24 heures avant le départ, ou jusqu’à la première utilisation pour les billets open, avec un remboursement intégral ; certains ne sont remboursés qu’en partie, et quelques-uns pas du tout.' },
    { question: 'À partir de quand un billet 24 heures est-il valable ?', answer: 'Les billets hop-on hop-off sont activés lors de leur première validation à bord, et non au moment de l’achat.' },
    { question: 'Les enfants ont-ils besoin d’un billet ?', answer: 'Les enfants ont besoin d’un billet enfant ; les bébés voyagent généralement gratuitement. Les tranches d’âge de chaque produit sont indiquées lors du choix des billets.' },
    { question: 'Les bus sont-ils accessibles ?', answer: 'La plupart des bus disposent d’une rampe et d’un emplacement pour fauteuil roulant au niveau inférieur. Prévenez le chauffeur en montant : il vous aidera.' },
    { question: 'Dans quelles langues l’audioguide est-il disponible ?', answer: 'Selon la ville, l’audioguide est proposé dans 12 langues au maximum. Elles sont indiquées sur la page du produit.' },
    { question: 'Puis-je payer dans ma devise ?', answer: 'Vous pouvez payer en euros, en livres sterling ou en dollars américains. Choisissez votre devise en haut de la page.' },
  ],
  faqsScope: (c) => [
    {
      question: `Où se trouve le guichet principal ${inPlace(c.place)} ?`,
      answer: `Notre guichet principal ${inPlace(c.place)} se trouve au premier arrêt de la ligne rouge ; il est ouvert tous les jours pendant les heures de service.`,
    },
    {
      question: `Y a-t-il des réductions pour les résidents ${ofPlace(c.place)} ?`,
      answer: 'Oui : de nombreux produits proposent des billets résidents. Munissez-vous d’une pièce d’identité officielle indiquant votre adresse.',
    },
    {
      question: `Quelle est la meilleure visite pour un premier séjour ${inPlace(c.place)} ?`,
      answer: 'La visite en bus hop-on hop-off est le moyen le plus simple de voir les principaux sites en une journée, à votre rythme.',
    },
  ],
  faqsProduct: (c) => [
    { question: `Quel est le point de départ de « ${c.product} » ?`, answer: `Point de départ : ${c.meetingPoint}, ${inPlace(c.city)}.` },
    {
      question: 'Combien de temps dure l’activité ?',
      answer: c.hopOnHopOff
        ? `Une boucle complète dure ${duration(c.durationMinutes)}, mais vous pouvez rester à bord ou descendre quand vous le souhaitez.`
        : `Prévoyez environ ${duration(c.durationMinutes)}.`,
    },
    {
      question: 'Jusqu’à quand puis-je utiliser mon bon ?',
      answer: c.voucherMonths === 1 ? 'Dans le mois suivant l’achat.' : `Dans les ${c.voucherMonths} mois suivant l’achat.`,
    },
    {
      question: 'L’activité est-elle adaptée aux enfants ?',
      answer: 'Oui, les enfants sont les bienvenus ; ceux qui n’ont pas atteint l’âge minimum voyagent gratuitement avec un adulte.',
    },
  ],
  healthNotifications: [
    { title: 'Voyagez l’esprit tranquille', body: 'Nos véhicules sont nettoyés tous les jours et du gel hydroalcoolique est disponible à bord.' },
    { title: 'Réservations flexibles', body: 'Les projets changent. La plupart de nos produits peuvent être annulés gratuitement jusqu’à 24 heures avant votre visite.' },
    { title: 'Règles locales', body: 'Certaines villes et attractions peuvent demander aux visiteurs de respecter des règles sanitaires locales. Consultez la page du produit avant votre départ.' },
  ],
  terms: [
    { title: 'À propos de ces conditions', body: 'Ces conditions s’appliquent à toute réservation effectuée sur ce site. En réservant, vous les acceptez.' },
    { title: 'Réservations', body: 'Une réservation est confirmée dès que vous recevez l’e-mail de confirmation contenant votre bon. Vérifiez les informations et contactez-nous en cas d’erreur.' },
    { title: 'Prix et paiement', body: 'Les prix sont affichés dans la devise de votre choix, taxes comprises. Le paiement est effectué lors de la réservation.' },
    { title: 'Bons', body: 'Les bons peuvent être présentés sur téléphone ou imprimés. Chaque bon ne peut être échangé qu’une seule fois, pendant sa durée de validité.' },
    { title: 'Annulations et remboursements', body: 'Chaque billet a ses propres conditions d’annulation, indiquées sur la page du produit, au moment de la réservation et sur le bon d’échange. La plupart peuvent être annulés gratuitement jusqu’à 24 heures avant le départ ; certains seulement contre un remboursement partiel, d’autres pas du tout. Les remboursements sont effectués sur le moyen de paiement d’origine.' },
    { title: 'Modifications par l’opérateur', body: 'Les itinéraires et les horaires peuvent changer en raison de la circulation, de la météo ou d’événements. Si un service est annulé, vous pouvez choisir une autre date ou un remboursement intégral.' },
    { title: 'Responsabilité', body: 'L’opérateur de chaque visite est responsable de sa réalisation. Nous sommes responsables du service de réservation.' },
    { title: 'Confidentialité', body: 'Nous utilisons vos données personnelles uniquement pour traiter votre réservation. Pour en savoir plus, consultez notre politique de confidentialité et de cookies.' },
  ],
  reviews: {
    titles: [
      ['Décevant', 'Ça ne vaut pas le coup', 'Une matinée gâchée', 'Je ne recommande pas', 'Très mauvais'],
      ['Peut mieux faire', 'En dessous de nos attentes', 'Beaucoup trop de monde', 'Avis mitigé', 'Longues attentes'],
      ['Correct', 'Bien, sans plus', 'Prix correct, visite moyenne', 'Suffisant pour un premier aperçu', 'Pas mal'],
      ['Très bien', 'Super pour découvrir la ville', 'Bien organisé', 'On a vraiment apprécié', 'Bon rapport qualité-prix'],
      ['Excellent !', 'Incontournable dans chaque ville', 'Une journée parfaite', 'On a adoré chaque minute', 'Je recommande vivement'],
    ],
    openings: [
      [(c) => `${cap(c.product)} ${inPlace(c.city)} : on en attendait beaucoup, mais quelle déception.`, () => 'Malheureusement, ça s’est mal passé pour nous.', () => 'Je ne réserverais plus.', (c) => `Notre journée ${inPlace(c.city)} a mal commencé avec cette visite.`, () => 'Rien à voir avec la description.'],
      [(c) => `${cap(c.product)} : correct, sans plus.`, () => 'Quelques bons moments, mais trop de problèmes.', (c) => `On attendait mieux de la visite la plus connue ${ofPlace(c.city)}.`, () => 'Par moments, c’était bien.', () => 'Ni bon ni mauvais.'],
      [(c) => `Un moyen correct de se déplacer ${inPlace(c.city)}.`, () => 'Ça fait le job.', () => 'Une expérience moyenne dans l’ensemble.', (c) => `Bien pour un premier aperçu ${ofPlace(c.city)}.`, () => 'À peu près ce qu’on attendait.'],
      [(c) => `Un très bon moyen de découvrir ${c.city}.`, () => 'Nous avons vraiment apprécié.', (c) => `${cap(c.product)} : ça valait vraiment le coup.`, () => 'Bien organisé et simple à utiliser.', () => 'Super expérience en famille.'],
      [(c) => `Le meilleur moyen de découvrir ${c.city} !`, () => 'Absolument génial du début à la fin.', (c) => `${cap(c.product)} : on a adoré !`, () => 'Au-delà de toutes nos attentes.', (c) => `Le meilleur moment de notre séjour ${inPlace(c.city)}.`],
    ],
    details: [
      [(c) => `Nous avons attendu près d’une heure à l’arrêt ${c.sight}.`, () => 'L’audioguide ne fonctionnait pas.', () => 'Le personnel était désagréable.', (c) => `Nous ne sommes jamais arrivés jusqu’à l’arrêt ${c.sight}.`, () => 'Le véhicule était sale.', () => 'Personne n’a su répondre à nos questions.', () => 'Les horaires n’étaient pas respectés.', () => 'On nous a donné de mauvaises informations sur le point de départ.'],
      [(c) => `L’arrêt ${c.sight} était difficile à trouver.`, () => 'On entendait mal le commentaire.', () => 'Les sièges à l’étage étaient mouillés.', () => 'Il y avait de longues files d’attente.', (c) => `La vue depuis l’arrêt ${c.sight} était belle, cela dit.`, () => 'Le guide expédiait les explications.', () => 'Avec la circulation, c’était très lent.', () => 'Beaucoup trop de monde à bord.'],
      [(c) => `Le meilleur moment : l’arrêt ${c.sight}.`, () => 'Le commentaire était assez basique.', () => 'Le temps d’attente était raisonnable.', () => 'Le parcours passe par les principaux sites.', (c) => `Nous sommes descendus à l’arrêt ${c.sight}.`, () => 'Le personnel était poli.', () => 'Un peu cher.', () => 'Assez confortable.'],
      [(c) => `Depuis l’impériale, la vue à l’arrêt ${c.sight} était superbe.`, () => 'Le guide était sympathique et très calé.', () => 'Les bus passaient régulièrement.', (c) => `Nous sommes descendus à l’arrêt ${c.sight}, avons passé deux heures sur place, puis sommes remontés.`, () => 'Le commentaire était intéressant.', () => 'L’échange du bon s’est fait sans problème.', () => 'Idéal pour reposer nos jambes.', () => 'Les enfants ont adoré l’étage à ciel ouvert.'],
      [(c) => `À l’arrêt ${c.sight}, notre guide nous a fait revivre l’histoire des lieux.`, (c) => `La vue depuis l’arrêt ${c.sight} était inoubliable.`, () => 'Les bus étaient à l’heure et impeccables.', () => 'L’audioguide regorgeait d’anecdotes amusantes.', () => 'Le personnel était serviable à chaque arrêt.', (c) => `Nous sommes descendus à l’arrêt ${c.sight} et aurions pu y rester toute la journée.`, () => 'Utiliser le bon sur le téléphone était très simple.', () => 'Excellent rapport qualité-prix vu tout ce qui est inclus.'],
    ],
    closings: [
      ['À éviter.', 'Gardez votre argent.', 'Très déçus.', 'Plus jamais.', 'Nous avons demandé un remboursement.'],
      ['À retenter un meilleur jour.', 'À améliorer.', 'Seulement si vous avez du temps à perdre.', 'Deux étoiles pour la vue.', 'Pourrait être bien meilleur.'],
      ['Bien pour une première visite.', 'Ça vaut le coup s’il fait beau.', 'Trois étoiles.', 'Correct dans l’ensemble.', 'On en a pour son argent.'],
      ['Je recommande.', 'Nous réserverions à nouveau.', 'Une belle journée.', 'Ça vaut le prix.', 'Merci !'],
      ['Je recommande vivement !', 'À ne pas manquer !', 'Nous reviendrons !', 'Cinq étoiles !', 'Réservez, vous ne le regretterez pas.'],
    ],
    firstNames: [
      'Camille', 'Louis', 'Léa', 'Gabriel', 'Manon', 'Hugo', 'Chloé', 'Lucas', 'Emma', 'Thomas', 'Inès', 'Nicolas', 'Sarah', 'Julien',
      'Juliette', 'Maxime', 'Marie', 'Antoine', 'Claire', 'Pierre', 'Sophie', 'Alexandre', 'Pauline', 'Mathieu', 'Julie', 'Guillaume', 'Élodie', 'François',
      'Céline', 'Laurent', 'Isabelle', 'Olivier', 'Nathalie', 'Sébastien', 'Aurélie', 'Philippe', 'Margaux', 'Benoît', 'Charlotte', 'Théo', 'Valérie', 'Jean',
    ],
    countries: ['FR', 'BE', 'CH', 'CA', 'LU', 'MC', 'MA'],
  },
  images: {
    location: (c) => `Bus touristique ${inPlace(c.city)}`,
    product: (c) => c.name,
  },
};
