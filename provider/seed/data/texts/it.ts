import type { ProductContext, SeedTexts } from '../../texts/types';

// Italian (Italy, Switzerland), informal address (tu) as most tour shops use.
// Sight and stop names arrive without an article, so they are used where Italian needs
// none: after a colon, in brackets, as the name of a stop ("la fermata X") or in apposition.

/** '09:00' → '9:00'. */
const time = (hhmm: string) => hhmm.replace(/^0(\d)/, '$1');

const isOne = (hhmm: string) => /^0?1:/.test(hhmm);
/** 'alle 9:00', but 'all’1:00'. */
const at = (hhmm: string) => (isOne(hhmm) ? `all’${time(hhmm)}` : `alle ${time(hhmm)}`);
/** 'dalle 9:00', but 'dall’1:00'. */
const from = (hhmm: string) => (isOne(hhmm) ? `dall’${time(hhmm)}` : `dalle ${time(hhmm)}`);

function duration(minutes: number): string {
  if (minutes >= 1440 && minutes % 1440 === 0) return minutes === 1440 ? '1 giorno' : `${minutes / 1440} giorni`;
  if (minutes < 60) return minutes === 1 ? '1 minuto' : `${minutes} minuti`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 1 ? '1 ora' : `${hours} ore`;
  return rest ? `${h} e ${rest === 1 ? '1 minuto' : `${rest} minuti`}` : h;
}

/** 'A, B e C', with 'ed' before a word starting with e ("Colosseo ed Esquilino"). */
function list(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items.at(-1) ?? '';
  return `${items.slice(0, -1).join(', ')} ${/^[eèé]/i.test(last) ? 'ed' : 'e'} ${last}`;
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const languages = (count: number) => (count === 1 ? '1 lingua' : `${count} lingue`);
const hours = (count: number) => (count === 1 ? '1 ora' : `${count} ore`);

/** Countries with their "in" and "di" forms: "nel Regno Unito", "del Regno Unito". */
const COUNTRIES: Record<string, [string, string]> = {
  Italia: ['in Italia', 'd’Italia'],
  Francia: ['in Francia', 'della Francia'],
  Spagna: ['in Spagna', 'della Spagna'],
  Portogallo: ['in Portogallo', 'del Portogallo'],
  'Regno Unito': ['nel Regno Unito', 'del Regno Unito'],
  Germania: ['in Germania', 'della Germania'],
  Austria: ['in Austria', 'dell’Austria'],
  'Repubblica Ceca': ['nella Repubblica Ceca', 'della Repubblica Ceca'],
  'Paesi Bassi': ['nei Paesi Bassi', 'dei Paesi Bassi'],
  'Stati Uniti': ['negli Stati Uniti', 'degli Stati Uniti'],
  'Emirati Arabi Uniti': ['negli Emirati Arabi Uniti', 'degli Emirati Arabi Uniti'],
  Australia: ['in Australia', 'dell’Australia'],
  Sudafrica: ['in Sudafrica', 'del Sudafrica'],
  Svizzera: ['in Svizzera', 'della Svizzera'],
  Belgio: ['in Belgio', 'del Belgio'],
  Irlanda: ['in Irlanda', 'dell’Irlanda'],
  Grecia: ['in Grecia', 'della Grecia'],
  Croazia: ['in Croazia', 'della Croazia'],
  Ungheria: ['in Ungheria', 'dell’Ungheria'],
  Polonia: ['in Polonia', 'della Polonia'],
  Danimarca: ['in Danimarca', 'della Danimarca'],
  Svezia: ['in Svezia', 'della Svezia'],
  Norvegia: ['in Norvegia', 'della Norvegia'],
  Turchia: ['in Turchia', 'della Turchia'],
  Egitto: ['in Egitto', 'dell’Egitto'],
  Marocco: ['in Marocco', 'del Marocco'],
  Canada: ['in Canada', 'del Canada'],
  Messico: ['in Messico', 'del Messico'],
  Brasile: ['in Brasile', 'del Brasile'],
  Argentina: ['in Argentina', 'dell’Argentina'],
  Giappone: ['in Giappone', 'del Giappone'],
  Cina: ['in Cina', 'della Cina'],
};

/** 'a Roma', 'al Cairo', 'in Spagna', 'nel Regno Unito'. */
function inPlace(place: string): string {
  const country = COUNTRIES[place];
  if (country) return country[0];
  if (place.startsWith('Il ')) return `al ${place.slice(3)}`;
  if (place.startsWith('La ')) return `alla ${place.slice(3)}`;
  if (place.startsWith('L’')) return `all’${place.slice(2)}`;
  return `a ${place}`;
}

/** 'di Roma', 'del Cairo', 'della Spagna', 'del Regno Unito'. */
function ofPlace(place: string): string {
  const country = COUNTRIES[place];
  if (country) return country[1];
  if (place.startsWith('Il ')) return `del ${place.slice(3)}`;
  if (place.startsWith('La ')) return `della ${place.slice(3)}`;
  if (place.startsWith('L’')) return `dell’${place.slice(2)}`;
  return `di ${place}`;
}

const departures = (c: ProductContext) =>
  c.frequencyMinutes
    ? `ogni ${c.frequencyMinutes} minuti ${from(c.firstDeparture)} ${at(c.lastDeparture)}`
    : `a partire ${from(c.firstDeparture)}`;

export const it: SeedTexts = {
  unitTypes: {
    group: 'Gruppo',
    adult: 'Adulto',
    child: 'Bambino',
    infant: 'Neonato',
    senior: 'Senior',
    student: 'Studente',
    resident: 'Residente',
    family: 'Famiglia (2 adulti + 2 bambini)',
    resident_child: 'Bambino residente',
    resident_senior: 'Senior residente',
    mini: 'Mini',
    disabled: 'Persona con disabilità',
    teenager: 'Adolescente',
    youth: 'Giovane',
  },
  productTypes: {
    hop_on_hop_off: 'Tour in autobus hop-on hop-off',
    city_tour: 'Visita guidata della città',
    boat_tour: 'Giro in barca',
    bus_boat: 'Tour in autobus e barca',
    private_tour: 'Tour privato',
    attraction: 'Biglietto d’ingresso',
    combo: 'Biglietto combinato',
  },
  landmarkKinds: {
    monument: 'Monumento',
    museum: 'Museo',
    church: 'Chiesa',
    palace: 'Palazzo',
    castle: 'Castello',
    park: 'Parco',
    square: 'Piazza',
    market: 'Mercato',
    viewpoint: 'Belvedere',
    bridge: 'Ponte',
    harbour: 'Porto',
    tower: 'Torre',
    street: 'Via',
    stadium: 'Stadio',
    beach: 'Spiaggia',
  },
  productNames: {
    hop_on_hop_off: [
      (c) => `Tour in autobus hop-on hop-off ${ofPlace(c.city)}`,
      (c) => `${c.city}: tour hop-on hop-off in autobus scoperto`,
      (c) => `Bus turistico ${ofPlace(c.city)}: biglietto hop-on hop-off`,
    ],
    city_tour: [
      (c) => `${c.city}: tour guidato a piedi`,
      (c) => `${c.city}: tour del centro storico e ${c.landmark}`,
      (c) => `${c.city}: tour panoramico con guida locale`,
    ],
    boat_tour: [
      (c) => `${c.city}: crociera panoramica`,
      (c) => `${c.city}: giro in barca al tramonto`,
      (c) => `${c.city}: giro in barca con audioguida`,
    ],
    bus_boat: [(c) => `${c.city}: tour hop-on hop-off in autobus e barca`, (c) => `${c.city}: pass combinato autobus e barca`],
    private_tour: [
      (c) => `${c.city}: tour privato in auto con autista`,
      (c) => `Tour privato ${ofPlace(c.city)}: ${c.landmark} e attrazioni principali`,
    ],
    attraction: [(c) => `${c.landmark}: biglietto d’ingresso`, (c) => `${c.landmark}: biglietto salta fila`],
    combo: [(c) => `${c.city}: tour in autobus + biglietto ${c.landmark}`, (c) => `City Pass ${ofPlace(c.city)}: tour in autobus e ${c.landmark}`],
  },
  product: {
    hop_on_hop_off: {
      overview: (c) =>
        `Scopri ${c.city} al tuo ritmo dal piano superiore scoperto di un bus turistico. Con un solo biglietto puoi salire e scendere tutte le volte che vuoi alle ${c.stops.length} fermate del percorso. Tra le tappe principali: ${list(c.highlights)}.\n\nUn giro completo dura circa ${duration(c.loopMinutes)} e gli autobus passano ${departures(c)}, quindi non aspetterai mai a lungo il successivo. L’audioguida, disponibile in ${languages(c.audioGuideCount)}, ti racconta le storie dei luoghi lungo il percorso.`,
      highlights: (c) => [
        `Vista dal piano superiore scoperto: ${list(c.highlights)}`,
        `Sali e scendi quante volte vuoi alle ${c.stops.length} fermate del percorso`,
        `Audioguida in ${languages(c.audioGuideCount)}`,
        c.frequencyMinutes ? `Un autobus ogni ${c.frequencyMinutes} minuti` : `Partenze a partire ${from(c.firstDeparture)}`,
        'Cancellazione gratuita fino al primo utilizzo',
      ],
      included: (c) => [
        c.validityHours ? `Biglietto bus hop-on hop-off valido ${hours(c.validityHours)}` : 'Biglietto bus hop-on hop-off',
        `Audioguida in ${languages(c.audioGuideCount)}`,
        'Wi-Fi gratuito a bordo',
        'Auricolari',
        'Mappa del percorso',
      ],
      route: (c) =>
        `Il percorso parte dalla fermata ${c.stops[0]} e fa il giro ${ofPlace(c.city)} in circa ${duration(c.loopMinutes)}. Fermate: ${list(c.stops)}. Fermate principali: ${list(c.highlights)}.`,
      schedule: (c) =>
        `Tutti i giorni, ${departures(c)}. L’ultimo giro completo parte dalla fermata ${c.stops[0]} ${at(c.lastDeparture)}.`,
      knowBeforeYouGo: (c) => [
        c.validityHours
          ? `Il biglietto è valido per ${hours(c.validityHours)} consecutive dalla prima convalida`
          : 'Il biglietto è valido nel giorno che scegli',
        'Puoi salire a qualsiasi fermata: basta mostrare il voucher all’autista',
        'Il piano superiore è scoperto: porta un cappello o una giacca',
        'La maggior parte degli autobus è accessibile in sedia a rotelle al piano inferiore',
      ],
    },
    city_tour: {
      overview: (c) =>
        `Passeggia nel cuore ${ofPlace(c.city)} con una guida locale che ne conosce ogni angolo. In ${duration(c.durationMinutes)} vedrai le attrazioni principali (${list(c.highlights)}) e ascolterai le storie che hanno plasmato la città.\n\nI gruppi sono piccoli, quindi c’è sempre tempo per le tue domande e per le foto più belle.`,
      highlights: (c) => [
        `Visita con una guida locale: ${list(c.highlights)}`,
        `Spiegazioni dal vivo in ${list(c.liveGuides)}`,
        'Gruppo ristretto per un’esperienza più personale',
        `Scopri gli angoli nascosti ${ofPlace(c.city)}`,
      ],
      included: (c) => [`Guida professionale in ${list(c.liveGuides)}`, `Visita guidata di ${duration(c.durationMinutes)}`, 'Mappa della città'],
      route: (c) =>
        `Punto d’incontro: ${c.meetingPoint}. Tappe del tour: ${list(c.stops)}. Il tour termina nei pressi dell’ultima tappa, ${c.stops.at(-1)}.`,
      schedule: (c) => `Dal lunedì al sabato ${at(c.firstDeparture)} e ${at(c.lastDeparture)}.`,
      knowBeforeYouGo: () => [
        'Il tour è a piedi: indossa scarpe comode',
        'Arriva 15 minuti prima dell’inizio',
        'Il tour si svolge anche con pioggia leggera: porta un ombrello',
      ],
    },
    boat_tour: {
      overview: (c) =>
        `Ammira ${c.city} dall’acqua durante una rilassante crociera di ${duration(c.durationMinutes)}. Scivolerai davanti alle attrazioni principali (${list(c.highlights)}) mentre il commento ti racconta la storia della città.\n\nSiediti sul ponte scoperto per goderti la vista migliore, oppure resta nella cabina con tetto in vetro se il tempo cambia.`,
      highlights: (c) => [
        `In navigazione davanti alle attrazioni principali: ${list(c.highlights)}`,
        `Commento in ${languages(c.audioGuideCount)}`,
        'Ponte scoperto e cabina coperta',
        'Bevande e snack a bordo',
      ],
      included: (c) => [`Crociera di ${duration(c.durationMinutes)}`, `Commento audio in ${languages(c.audioGuideCount)}`],
      route: (c) => `Punto d’imbarco: ${c.meetingPoint}. Lungo il percorso: ${list(c.stops)}, poi ritorno al molo.`,
      schedule: (c) => `Partenze tutti i giorni ${departures(c)}.`,
      knowBeforeYouGo: () => [
        'L’imbarco chiude 10 minuti prima della partenza',
        'In caso di vento forte le crociere possono essere cancellate; in tal caso riceverai un rimborso completo',
        'I passeggini possono essere portati a bordo chiusi',
      ],
    },
    bus_boat: {
      overview: (c) =>
        `Due modi per scoprire ${c.city} con un solo biglietto: sali sull’autobus hop-on hop-off per raggiungere le attrazioni principali (${list(c.highlights)}), poi fai una crociera per vedere la città dall’acqua.\n\nGli autobus passano ${departures(c)} e il biglietto è valido ${hours(c.validityHours ?? 24)}, così puoi organizzare la giornata come preferisci.`,
      highlights: (c) => [
        'Autobus e barca con un solo biglietto',
        `Sali e scendi alle ${c.stops.length} fermate del percorso`,
        `Attrazioni da non perdere: ${list(c.highlights)}`,
        `Audioguida in ${languages(c.audioGuideCount)}`,
      ],
      included: (c) => [
        `Biglietto bus hop-on hop-off valido ${hours(c.validityHours ?? 24)}`,
        'Una crociera panoramica',
        `Audioguida in ${languages(c.audioGuideCount)}`,
        'Auricolari',
      ],
      route: (c) => `Il percorso dell’autobus collega queste fermate: ${list(c.stops)}. Imbarco per la crociera: ${c.meetingPoint}.`,
      schedule: (c) => `Autobus tutti i giorni ${departures(c)}. Crociera all’orario scelto al momento della prenotazione.`,
      knowBeforeYouGo: () => [
        'Cambia il voucher sul primo autobus su cui sali',
        'La crociera va effettuata nel giorno scelto',
      ],
    },
    private_tour: {
      overview: (c) =>
        `Goditi ${c.city} in tutta comodità con il tuo autista e la tua guida. In ${duration(c.durationMinutes)} vedrai le attrazioni principali (${list(c.highlights)}) e potrai fermarti dove vuoi.\n\nIl tour è riservato al tuo gruppo, quindi puoi cambiare ritmo e programma strada facendo.`,
      highlights: (c) => [
        'Auto, autista e guida solo per il tuo gruppo',
        `Tappe principali: ${list(c.highlights)}`,
        'Prelievo in hotel',
        `Tour guidato in ${list(c.liveGuides)}`,
      ],
      included: (c) => ['Auto privata con aria condizionata', 'Autista e guida', 'Prelievo e rientro in hotel', `Tour di ${duration(c.durationMinutes)}`],
      route: (c) =>
        `Un percorso flessibile attraverso ${c.city} (tappe: ${list(c.stops)}), che la tua guida adatta ai tuoi desideri.`,
      schedule: (c) => `Tutti i giorni, con partenza ${at(c.firstDeparture)} o ${at(c.lastDeparture)}.`,
      knowBeforeYouGo: (c) => [
        `Il tour richiede almeno ${c.minPassengers === 1 ? '1 partecipante' : `${c.minPassengers} partecipanti`}`,
        'Comunicaci l’indirizzo del tuo hotel dopo la prenotazione',
        'Seggiolini per bambini disponibili su richiesta',
      ],
    },
    attraction: {
      overview: (c) =>
        `Visita una delle attrazioni più famose ${ofPlace(c.city)}: ${c.highlights[0]}. Con il biglietto entri direttamente, così passi il tempo a visitare e non in coda.\n\nCalcola circa ${duration(c.durationMinutes)} per la visita.`,
      highlights: (c) => [
        `Ingresso: ${c.highlights[0]}`,
        'Biglietto digitale: mostralo sullo smartphone',
        `Audioguida disponibile in ${languages(c.audioGuideCount)}`,
      ],
      included: (c) => [`Biglietto d’ingresso: ${c.highlights[0]}`, 'Accesso alle collezioni permanenti'],
      route: (c) => {
        const nearby = c.stops.slice(1, 3);
        return nearby.length
          ? `L’attrazione si trova nel centro ${ofPlace(c.city)}, vicino ad altri luoghi d’interesse: ${list(nearby)}.`
          : `L’attrazione si trova nel centro ${ofPlace(c.city)}.`;
      },
      schedule: (c) =>
        `Aperto tutti i giorni ${from(c.firstDeparture)} ${at(c.lastDeparture)}; ultimo ingresso un’ora prima della chiusura.`,
      knowBeforeYouGo: () => ['Non sono ammesse borse di grandi dimensioni', 'All’ingresso ci sono controlli di sicurezza'],
    },
    combo: {
      overview: (c) =>
        `Risparmia con un unico biglietto per due delle migliori esperienze ${inPlace(c.city)}: un tour in autobus hop-on hop-off e l’ingresso a una delle sue attrazioni simbolo, ${c.highlights[0]}.\n\nRaggiungi in autobus la fermata ${c.highlights[0]}, fai la visita all’orario che preferisci e poi risali a bordo per continuare a esplorare.`,
      highlights: (c) => [
        `Ingresso: ${c.highlights[0]}`,
        `Autobus hop-on hop-off per ${hours(c.validityHours ?? 24)}`,
        'Più conveniente di due biglietti separati',
      ],
      included: (c) => [
        `Biglietto bus hop-on hop-off valido ${hours(c.validityHours ?? 24)}`,
        `Biglietto d’ingresso: ${c.highlights[0]}`,
        'Audioguida',
      ],
      route: (c) => `L’autobus effettua queste fermate: ${list(c.stops)}, compresa la fermata ${c.highlights[0]}.`,
      schedule: (c) => `Autobus tutti i giorni ${departures(c)}.`,
      knowBeforeYouGo: () => ['Scegli l’orario d’ingresso al momento della prenotazione', 'Il biglietto dell’autobus si attiva alla prima convalida'],
    },
  },
  common: {
    cancellationPolicy:
      'Ogni biglietto indica le proprie condizioni di cancellazione: fino a quando può essere cancellato e quanta parte del prezzo viene rimborsata. Puoi cancellare online dal link nella tua e-mail di conferma; il rimborso avviene sul metodo di pagamento originale. I biglietti non cancellati in tempo e le mancate presentazioni non sono rimborsabili.',
    meetingPoint: (c) => `Punto d’incontro: ${c.place}, ${c.city}. Cerca il nostro personale in divisa rossa o il cartello della fermata.`,
    cruisePassengerInfo: (c) =>
      `Arrivi in nave da crociera? La fermata ${c.stop} è a pochi passi dal terminal crociere e gli orari degli autobus ti permettono di tornare a bordo con largo anticipo rispetto alla partenza.`,
    importantAnnouncements: [
      (c) => `A causa di lavori vicino alla fermata ${c.stop}, fino a nuovo avviso gli autobus fermano sul lato opposto della strada.`,
      (c) => `Nei giorni festivi ${inPlace(c.city)} il servizio può iniziare più tardi e terminare prima.`,
      () => 'Gli orari cambiano in base alla stagione: controlla l’orario per la tua data.',
    ],
    knowBeforeYouGo: (c) => [
      c.voucherMonths === 12
        ? 'Puoi usare il voucher in qualsiasi giorno entro 12 mesi dall’acquisto'
        : `Puoi usare il voucher in qualsiasi giorno entro ${c.voucherMonths === 1 ? '1 mese' : `${c.voucherMonths} mesi`} dall’acquisto`,
      ...(c.studentCardRequired ? ['Gli studenti devono mostrare un tesserino studentesco valido'] : []),
      ...(c.minPassengers > 1 ? [`Questa opzione richiede almeno ${c.minPassengers} partecipanti`] : []),
      'I bambini devono essere accompagnati da un adulto',
    ],
    languages: {
      en: 'inglese',
      es: 'spagnolo',
      fr: 'francese',
      de: 'tedesco',
      it: 'italiano',
      pt: 'portoghese',
      nl: 'olandese',
      ja: 'giapponese',
      zh: 'cinese',
      ru: 'russo',
      ar: 'arabo',
      ko: 'coreano',
    },
  },
  options: {
    hoursTicket: (h) => `Biglietto ${hours(h)}`,
    hoursTicketDescription: (h) => `Corse illimitate per ${hours(h)} dalla prima convalida.`,
    premiumTicket: (h) => `Biglietto ${hours(h)} + tour notturno`,
    premiumTicketDescription: 'Tutti i percorsi diurni più un tour serale guidato per ammirare la città illuminata.',
    morningTour: 'Tour mattutino',
    afternoonTour: 'Tour pomeridiano',
    departureDescription: (c) => `Visita guidata di ${duration(c.minutes)}.`,
    dayCruise: 'Crociera diurna',
    sunsetCruise: 'Crociera al tramonto',
    cruiseDescription: (c) => `Crociera di ${duration(c.minutes)} con commento.`,
    standardEntry: 'Ingresso standard',
    standardEntryDescription: 'Ingresso nel giorno che preferisci.',
    timedEntry: 'Ingresso con orario',
    timedEntryDescription: 'Ingresso all’orario prenotato.',
    skipTheLine: 'Ingresso salta fila',
    skipTheLineDescription: 'Accesso prioritario dall’ingresso riservato ai gruppi.',
    privateHalfDay: 'Mezza giornata (4 ore)',
    privateFullDay: 'Giornata intera (8 ore)',
    privateDescription: (c) => `Auto privata, autista e guida per ${hours(c.hours)}.`,
    comboTicket: 'Bus + ingresso',
    comboDescription: (c) => `Autobus hop-on hop-off per ${hours(c.hours)} e biglietto d’ingresso: ${c.attraction}.`,
    groups: {
      tourLanguage: 'Lingua del tour',
      cruiseDeparture: 'Partenza della crociera',
      entryTime: 'Orario d’ingresso',
      pickup: 'Prelievo',
      hotelPickup: 'Prelievo in hotel',
      meetAtStart: 'Incontro al punto di partenza',
      morning: 'Mattina',
      afternoon: 'Pomeriggio',
    },
  },
  location: {
    about: (c) =>
      `${c.city} è una delle grandi città ${ofPlace(c.country)}, e il modo migliore per scoprirla è dal piano superiore di un bus turistico. In un solo giorno puoi vedere le attrazioni principali (${list(c.landmarks.slice(0, 3))}) e avere ancora tempo per fermarti a pranzo.\n\n${c.waterfront ? `L’acqua fa parte della storia della città: una crociera ti mostra ${c.city} da una prospettiva che la maggior parte dei visitatori non vede mai.` : 'Tra un’attrazione e l’altra, le vie del centro sono perfette da esplorare a piedi, con caffè e negozi a ogni angolo.'}\n\nCon i nostri tour e biglietti puoi organizzare la visita come preferisci: scegli un pass hop-on hop-off, una visita guidata o i biglietti per le attrazioni più famose.`,
    serviceInformation: (c) =>
      `Gli autobus circolano tutti i giorni ${from(c.first)} ${at(c.last)}, ogni ${c.frequencyMinutes} minuti. Alla fermata principale, ${c.stop}, il nostro personale risponde alle tue domande e cambia i voucher. Tutti gli autobus hanno uno spazio per sedie a rotelle al piano inferiore.`,
  },
  serviceUpdates: [
    (c) => ({
      severity: 'warning',
      title: `Fermata ${c.landmark} spostata`,
      body: `A causa di lavori stradali, la fermata ${c.landmark} è stata spostata di 100 metri lungo la stessa via. Tutte le altre fermate ${ofPlace(c.city)} sono servite regolarmente.`,
    }),
    (c) => ({
      severity: 'disruption',
      title: 'Deviazione per un evento pubblico',
      body: `Un evento pubblico ${inPlace(c.city)} comporta la chiusura delle strade intorno alla fermata ${c.landmark}. Per tutta la durata dell’evento gli autobus non effettueranno questa fermata.`,
    }),
    (c) => ({
      severity: 'info',
      title: 'Orario invernale',
      body: `Da novembre a marzo gli autobus ${inPlace(c.city)} passano ogni 30 minuti e l’ultimo giro parte un’ora prima.`,
    }),
  ],
  faqsGeneral: [
    { question: 'Come uso il mio voucher?', answer: 'Mostra il voucher sullo smartphone o stampato all’autista o in biglietteria. Non è necessario stamparlo.' },
    { question: 'Per quanto tempo è valido il voucher?', answer: 'La maggior parte dei voucher può essere cambiata con un biglietto in qualsiasi giorno entro 12 mesi dall’acquisto. La pagina di ogni prodotto ne indica la validità.' },
    { question: 'Posso cancellare la prenotazione?', answer: 'Sì, nella maggior parte dei casi. Ogni biglietto indica le sue condizioni di cancellazione nella pagina del prodotto, al momento della prenotazione e sul voucher. La maggior parte può essere cancellata gratuitamente fino a 24 ore prima della partenza, o fino al primo utilizzo per i biglietti aperti, con rimborso completo; alcuni sono rimborsabili solo in parte e pochi non lo sono affatto.' },
    { question: 'Quando inizia a valere un biglietto 24 ore?', answer: 'I biglietti hop-on hop-off si attivano alla prima convalida a bordo, non al momento dell’acquisto.' },
    { question: 'I bambini devono avere un biglietto?', answer: 'I bambini hanno bisogno di un biglietto ridotto; i neonati di solito viaggiano gratis. Le fasce d’età di ogni prodotto sono indicate quando scegli i biglietti.' },
    { question: 'Gli autobus sono accessibili?', answer: 'La maggior parte degli autobus ha una rampa e uno spazio per sedie a rotelle al piano inferiore. Avvisa l’autista quando sali: ti aiuterà.' },
    { question: 'In quali lingue è disponibile l’audioguida?', answer: 'L’audioguida è disponibile in un massimo di 12 lingue, a seconda della città. Le trovi elencate nella pagina del prodotto.' },
    { question: 'Posso pagare nella mia valuta?', answer: 'Puoi pagare in euro, sterline britanniche o dollari statunitensi. Scegli la valuta in alto nella pagina.' },
  ],
  faqsScope: (c) => [
    {
      question: `Dove si trova la biglietteria principale ${inPlace(c.place)}?`,
      answer: `La nostra biglietteria principale ${inPlace(c.place)} si trova alla prima fermata della linea rossa ed è aperta tutti i giorni negli orari di servizio.`,
    },
    {
      question: `Ci sono sconti per i residenti ${inPlace(c.place)}?`,
      answer: 'Sì: molti prodotti prevedono biglietti per residenti. Porta un documento ufficiale che riporti il tuo indirizzo.',
    },
    {
      question: `Qual è il tour migliore per una prima visita ${inPlace(c.place)}?`,
      answer: 'Il tour in autobus hop-on hop-off è il modo più semplice per vedere le principali attrazioni in un giorno, al tuo ritmo.',
    },
  ],
  faqsProduct: (c) => [
    { question: `Da dove parte «${c.product}»?`, answer: `Punto di partenza: ${c.meetingPoint}, ${inPlace(c.city)}.` },
    {
      question: 'Quanto dura?',
      answer: c.hopOnHopOff
        ? `Un giro completo dura ${duration(c.durationMinutes)}, ma puoi restare a bordo o scendere quando vuoi.`
        : `Calcola circa ${duration(c.durationMinutes)}.`,
    },
    {
      question: 'Fino a quando posso usare il voucher?',
      answer: `Entro ${c.voucherMonths === 1 ? '1 mese' : `${c.voucherMonths} mesi`} dall’acquisto.`,
    },
    {
      question: 'È adatto ai bambini?',
      answer: 'Sì, i bambini sono i benvenuti; chi non ha ancora l’età minima viaggia gratis se accompagnato da un adulto.',
    },
  ],
  healthNotifications: [
    { title: 'Viaggia in tranquillità', body: 'I nostri veicoli vengono puliti ogni giorno e a bordo è disponibile gel igienizzante per le mani.' },
    { title: 'Prenotazioni flessibili', body: 'I programmi cambiano. La maggior parte dei nostri prodotti può essere cancellata gratuitamente fino a 24 ore prima della visita.' },
    { title: 'Regole locali', body: 'Alcune città e attrazioni potrebbero chiedere ai visitatori di rispettare norme sanitarie locali. Controlla la pagina del prodotto prima di partire.' },
  ],
  terms: [
    { title: 'Informazioni su queste condizioni', body: 'Queste condizioni si applicano a tutte le prenotazioni effettuate su questo sito. Prenotando, le accetti.' },
    { title: 'Prenotazioni', body: 'Una prenotazione è confermata quando ricevi l’e-mail di conferma con il voucher. Controlla i dati e contattaci se qualcosa non è corretto.' },
    { title: 'Prezzi e pagamento', body: 'I prezzi sono indicati nella valuta che scegli e comprendono le tasse. Il pagamento avviene al momento della prenotazione.' },
    { title: 'Voucher', body: 'I voucher possono essere mostrati sullo smartphone o stampati. Ogni voucher può essere cambiato una sola volta, entro il suo periodo di validità.' },
    { title: 'Cancellazioni e rimborsi', body: 'Ogni biglietto ha le proprie condizioni di cancellazione, indicate nella pagina del prodotto, al momento della prenotazione e sul voucher. La maggior parte può essere cancellata gratuitamente fino a 24 ore prima della partenza; alcuni solo con un rimborso parziale e altri non sono rimborsabili. I rimborsi vengono effettuati sul metodo di pagamento originale.' },
    { title: 'Modifiche da parte dell’operatore', body: 'Percorsi e orari possono cambiare a causa del traffico, del meteo o di eventi. Se un servizio viene cancellato, puoi scegliere un’altra data o un rimborso completo.' },
    { title: 'Responsabilità', body: 'L’operatore di ogni tour è responsabile del suo svolgimento. Noi siamo responsabili del servizio di prenotazione.' },
    { title: 'Privacy', body: 'Usiamo i tuoi dati personali solo per gestire la tua prenotazione. Per maggiori dettagli consulta l’informativa sulla privacy e sui cookie.' },
  ],
  reviews: {
    titles: [
      ['Deludente', 'Non ne vale la pena', 'Una mattinata sprecata', 'Non lo consiglio', 'Pessimo'],
      ['Si può fare di meglio', 'Sotto le aspettative', 'Troppo affollato', 'Sensazioni contrastanti', 'Attese lunghe'],
      ['Accettabile', 'Discreto, niente di speciale', 'Buon prezzo, tour nella media', 'Va bene per un primo sguardo', 'Non male'],
      ['Molto bello', 'Ottimo modo per vedere la città', 'Ben organizzato', 'Ci è piaciuto molto', 'Ottimo rapporto qualità-prezzo'],
      ['Eccellente!', 'Da fare in ogni città', 'Una giornata perfetta', 'Ci siamo goduti ogni minuto', 'Assolutamente consigliato'],
    ],
    openings: [
      [(c) => `${cap(c.product)} ${inPlace(c.city)}: avevamo grandi aspettative, ma è stata una delusione.`, () => 'Purtroppo per noi è andata male.', () => 'Non lo prenoterei di nuovo.', (c) => `La nostra giornata ${inPlace(c.city)} è iniziata male con questo tour.`, () => 'Non corrisponde a quanto promesso nella descrizione.'],
      [(c) => `${cap(c.product)}: discreto, ma niente di che.`, () => 'Qualche bel momento, ma troppi problemi.', (c) => `Ci aspettavamo di più dal tour più famoso ${ofPlace(c.city)}.`, () => 'A tratti è stato piacevole.', () => 'Né bello né brutto.'],
      [(c) => `Un modo discreto per spostarsi ${inPlace(c.city)}.`, () => 'Ha fatto il suo dovere.', () => 'Nel complesso un’esperienza nella media.', (c) => `Buono per farsi una prima idea ${ofPlace(c.city)}.`, () => 'Più o meno quello che ci aspettavamo.'],
      [(c) => `Un ottimo modo per vedere ${c.city}.`, () => 'Ci è piaciuto davvero.', (c) => `${cap(c.product)}: vale i soldi spesi.`, () => 'Ben organizzato e facile da usare.', () => 'Bellissima esperienza in famiglia.'],
      [(c) => `Il modo migliore per scoprire ${c.city}!`, () => 'Fantastico dall’inizio alla fine.', (c) => `${cap(c.product)}: ci è piaciuto tantissimo!`, () => 'Ha superato tutte le nostre aspettative.', (c) => `Il momento più bello del nostro viaggio ${inPlace(c.city)}.`],
    ],
    details: [
      [(c) => `Abbiamo aspettato quasi un’ora alla fermata ${c.sight}.`, () => 'L’audioguida non funzionava.', () => 'Il personale era scortese.', (c) => `Alla fermata ${c.sight} non siamo mai arrivati.`, () => 'Il mezzo era sporco.', () => 'Nessuno sapeva rispondere alle nostre domande.', () => 'Gli orari non sono stati rispettati.', () => 'Ci hanno dato informazioni sbagliate sul punto di partenza.'],
      [(c) => `La fermata ${c.sight} era difficile da trovare.`, () => 'Il commento si sentiva male.', () => 'I posti al piano di sopra erano bagnati.', () => 'C’erano lunghe code.', (c) => `La vista dalla fermata ${c.sight} però era bella.`, () => 'La guida ha raccontato tutto di fretta.', () => 'Con il traffico si andava lentissimi.', () => 'Troppa gente a bordo.'],
      [(c) => `La parte migliore è stata la fermata ${c.sight}.`, () => 'Il commento era piuttosto essenziale.', () => 'Le attese erano accettabili.', () => 'Il percorso tocca le principali attrazioni.', (c) => `Siamo scesi alla fermata ${c.sight}.`, () => 'Il personale era cortese.', () => 'Un po’ caro.', () => 'Abbastanza comodo.'],
      [(c) => `Dal piano di sopra la vista alla fermata ${c.sight} era splendida.`, () => 'La guida era simpatica e molto preparata.', () => 'Gli autobus passavano regolarmente.', (c) => `Siamo scesi alla fermata ${c.sight}, abbiamo passato lì due ore e poi siamo risaliti.`, () => 'Il commento era interessante.', () => 'Cambiare il voucher è stato facile.', () => 'Un buon modo per riposare i piedi.', () => 'Ai bambini è piaciuto tantissimo il piano scoperto.'],
      [(c) => `Alla fermata ${c.sight} la nostra guida ci ha fatto rivivere la storia del luogo.`, (c) => `La vista dalla fermata ${c.sight} è stata indimenticabile.`, () => 'Gli autobus erano puntuali e pulitissimi.', () => 'L’audioguida era piena di curiosità.', () => 'Il personale era disponibile a ogni fermata.', (c) => `Siamo scesi alla fermata ${c.sight} e ci saremmo rimasti tutto il giorno.`, () => 'Usare il voucher dal telefono è stato semplicissimo.', () => 'Ottimo rapporto qualità-prezzo per tutto quello che è incluso.'],
    ],
    closings: [
      ['Da evitare.', 'Risparmiate i vostri soldi.', 'Molto delusi.', 'Mai più.', 'Abbiamo chiesto il rimborso.'],
      ['Forse in una giornata migliore.', 'Da migliorare.', 'Solo se avete tempo da perdere.', 'Due stelle per il panorama.', 'Potrebbe essere molto meglio.'],
      ['Va bene per una prima visita.', 'Ne vale la pena se il tempo è bello.', 'Tre stelle.', 'Nel complesso ok.', 'Si ha quello che si paga.'],
      ['Consigliato.', 'Lo rifaremmo.', 'Una bella giornata.', 'Vale il prezzo.', 'Grazie!'],
      ['Consigliatissimo!', 'Da non perdere!', 'Torneremo!', 'Cinque stelle!', 'Prenotatelo, non ve ne pentirete.'],
    ],
    firstNames: [
      'Giulia', 'Marco', 'Francesca', 'Alessandro', 'Chiara', 'Luca', 'Sara', 'Matteo', 'Valentina', 'Andrea', 'Federica', 'Giuseppe', 'Elena', 'Francesco',
      'Martina', 'Lorenzo', 'Alessia', 'Davide', 'Silvia', 'Stefano', 'Paola', 'Roberto', 'Laura', 'Simone', 'Anna', 'Riccardo', 'Elisa', 'Giovanni',
      'Roberta', 'Antonio', 'Serena', 'Paolo', 'Ilaria', 'Fabio', 'Cristina', 'Massimo', 'Veronica', 'Daniele', 'Beatrice', 'Michele', 'Sofia', 'Tommaso',
    ],
    countries: ['IT', 'CH', 'SM', 'MT', 'SI', 'HR', 'VA'],
  },
  images: {
    location: (c) => `Bus turistico ${inPlace(c.city)}`,
    product: (c) => c.name,
  },
};
