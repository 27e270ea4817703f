import type { ProductContext, SeedTexts } from '../../texts/types';

// German (Germany, Austria, Switzerland), formal address (Sie).
// Sight and stop names arrive without an article, so they are used where German needs
// none: after a colon, in lists after "wie", or as the name of a stop ("Haltestelle X").

/** '09:00' → '9:00 Uhr'. */
const time = (hhmm: string) => `${hhmm.replace(/^0(\d)/, '$1')} Uhr`;

/** '2 Stunden und 30 Minuten'; `dative` gives 'Tagen' for whole days ("in 2 Tagen"). */
function duration(minutes: number, dative = false): string {
  if (minutes >= 1440 && minutes % 1440 === 0) {
    const days = minutes / 1440;
    return days === 1 ? '1 Tag' : `${days} ${dative ? 'Tagen' : 'Tage'}`;
  }
  if (minutes < 60) return minutes === 1 ? '1 Minute' : `${minutes} Minuten`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 1 ? '1 Stunde' : `${hours} Stunden`;
  return rest ? `${h} und ${rest === 1 ? '1 Minute' : `${rest} Minuten`}` : h;
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`;

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const languages = (count: number) => (count === 1 ? '1 Sprache' : `${count} Sprachen`);
const hours = (count: number) => (count === 1 ? '1 Stunde' : `${count} Stunden`);

/** Countries that take an article: "im Vereinigten Königreich", "in den Niederlanden". */
const IN_PLACE: Record<string, string> = {
  'Vereinigtes Königreich': 'im Vereinigten Königreich',
  Niederlande: 'in den Niederlanden',
  'Vereinigte Staaten': 'in den Vereinigten Staaten',
  USA: 'in den USA',
  'Vereinigte Arabische Emirate': 'in den Vereinigten Arabischen Emiraten',
  Schweiz: 'in der Schweiz',
  Türkei: 'in der Türkei',
  Slowakei: 'in der Slowakei',
  'Tschechische Republik': 'in der Tschechischen Republik',
  'Dominikanische Republik': 'in der Dominikanischen Republik',
  Philippinen: 'auf den Philippinen',
  Malediven: 'auf den Malediven',
};
const inPlace = (place: string) => IN_PLACE[place] ?? `in ${place}`;

const departures = (c: ProductContext) =>
  c.frequencyMinutes
    ? `alle ${c.frequencyMinutes} Minuten von ${time(c.firstDeparture)} bis ${time(c.lastDeparture)}`
    : `ab ${time(c.firstDeparture)}`;

export const de: SeedTexts = {
  unitTypes: {
    group: 'Gruppe',
    adult: 'Erwachsener',
    child: 'Kind',
    infant: 'Kleinkind',
    senior: 'Senior',
    student: 'Student',
    resident: 'Einwohner',
    family: 'Familie (2 Erwachsene + 2 Kinder)',
    resident_child: 'Kind (Einwohner)',
    resident_senior: 'Senior (Einwohner)',
    mini: 'Mini',
    disabled: 'Person mit Behinderung',
    teenager: 'Teenager',
    youth: 'Jugendlicher',
  },
  productTypes: {
    hop_on_hop_off: 'Hop-on-Hop-off-Bustour',
    city_tour: 'Stadtführung',
    boat_tour: 'Bootstour',
    bus_boat: 'Bus- und Boottour',
    private_tour: 'Private Tour',
    attraction: 'Eintrittskarte',
    combo: 'Kombiticket',
  },
  landmarkKinds: {
    monument: 'Denkmal',
    museum: 'Museum',
    church: 'Kirche',
    palace: 'Palast',
    castle: 'Burg',
    park: 'Park',
    square: 'Platz',
    market: 'Markt',
    viewpoint: 'Aussichtspunkt',
    bridge: 'Brücke',
    harbour: 'Hafen',
    tower: 'Turm',
    street: 'Straße',
    stadium: 'Stadion',
    beach: 'Strand',
  },
  productNames: {
    hop_on_hop_off: [
      (c) => `Hop-on-Hop-off-Bustour durch ${c.city}`,
      (c) => `${c.city}: Hop-on-Hop-off-Tour im offenen Doppeldeckerbus`,
      (c) => `Sightseeing-Bus ${c.city}: Hop-on-Hop-off-Ticket`,
    ],
    city_tour: [
      (c) => `${c.city}: Stadtführung zu Fuß`,
      (c) => `${c.city}: Altstadt und ${c.landmark} – geführte Tour`,
      (c) => `Panoramatour durch ${c.city} mit lokalem Guide`,
    ],
    boat_tour: [
      (c) => `${c.city}: Sightseeing-Bootsfahrt`,
      (c) => `${c.city}: Bootstour bei Sonnenuntergang`,
      (c) => `${c.city}: Bootstour mit Audioguide`,
    ],
    bus_boat: [(c) => `${c.city}: Hop-on-Hop-off-Tour mit Bus und Boot`, (c) => `${c.city}: Kombipass für Bus und Boot`],
    private_tour: [
      (c) => `${c.city}: Private Tour im Auto mit Fahrer`,
      (c) => `${c.city}: Private Tour – ${c.landmark} und weitere Highlights`,
    ],
    attraction: [(c) => `${c.landmark}: Eintrittsticket`, (c) => `${c.landmark}: Ticket ohne Anstehen`],
    combo: [(c) => `${c.city}: Bustour + Eintritt ${c.landmark}`, (c) => `City Pass ${c.city}: Bustour und ${c.landmark}`],
  },
  product: {
    hop_on_hop_off: {
      overview: (c) =>
        `Entdecken Sie ${c.city} in Ihrem eigenen Tempo vom offenen Oberdeck eines Sightseeing-Busses aus. Mit nur einem Ticket steigen Sie an ${c.stops.length} Haltestellen – darunter ${list(c.highlights)} – so oft ein und aus, wie Sie möchten.\n\nEine komplette Rundfahrt dauert etwa ${duration(c.loopMinutes)}, und die Busse fahren ${departures(c)} – Sie warten also nie lange auf den nächsten. Der Audioguide in ${languages(c.audioGuideCount)} erzählt Ihnen unterwegs die Geschichten hinter den Sehenswürdigkeiten.`,
      highlights: (c) => [
        `Sehenswürdigkeiten wie ${list(c.highlights)} vom offenen Oberdeck aus erleben`,
        `An ${c.stops.length} Haltestellen beliebig oft ein- und aussteigen`,
        `Audioguide in ${languages(c.audioGuideCount)}`,
        c.frequencyMinutes ? `Ein Bus alle ${c.frequencyMinutes} Minuten` : `Abfahrten ab ${time(c.firstDeparture)}`,
        'Kostenlose Stornierung bis zur ersten Nutzung',
      ],
      included: (c) => [
        c.validityHours ? `Hop-on-Hop-off-Busticket für ${hours(c.validityHours)}` : 'Hop-on-Hop-off-Busticket',
        `Audioguide in ${languages(c.audioGuideCount)}`,
        'Kostenloses WLAN an Bord',
        'Kopfhörer',
        'Streckenplan',
      ],
      route: (c) =>
        `Die Route beginnt an der Haltestelle ${c.stops[0]} und führt in etwa ${duration(c.loopMinutes, true)} einmal rund durch ${c.city}. Der Bus hält an den Haltestellen ${list(c.stops)}; die wichtigsten davon sind ${list(c.highlights)}.`,
      schedule: (c) =>
        `Täglich ${departures(c)}. Die letzte komplette Rundfahrt startet um ${time(c.lastDeparture)} an der Haltestelle ${c.stops[0]}.`,
      knowBeforeYouGo: (c) => [
        c.validityHours
          ? `Ihr Ticket gilt ab dem ersten Scannen ${hours(c.validityHours)} am Stück`
          : 'Ihr Ticket gilt an dem von Ihnen gewählten Tag',
        'Sie können an jeder Haltestelle zusteigen: Zeigen Sie einfach Ihren Voucher beim Fahrer vor',
        'Das Oberdeck ist nicht überdacht: Denken Sie an eine Kopfbedeckung oder eine Jacke',
        'Die meisten Busse sind im unteren Deck rollstuhlgerecht',
      ],
    },
    city_tour: {
      overview: (c) =>
        `Erkunden Sie das Herz von ${c.city} zu Fuß mit einem ortskundigen Guide, der jeden Winkel kennt. In ${duration(c.durationMinutes, true)} sehen Sie Sehenswürdigkeiten wie ${list(c.highlights)} und hören die Geschichten, die die Stadt geprägt haben.\n\nDie Gruppen sind klein – so bleibt immer Zeit für Ihre Fragen und die schönsten Fotomotive.`,
      highlights: (c) => [
        `Sehenswürdigkeiten wie ${list(c.highlights)} mit einem ortskundigen Guide entdecken`,
        `Live-Führung auf ${list(c.liveGuides)}`,
        'Kleine Gruppe für ein persönliches Erlebnis',
        `Versteckte Winkel von ${c.city} entdecken`,
      ],
      included: (c) => [
        `Professioneller Guide (${list(c.liveGuides)})`,
        `Führung (Dauer: ${duration(c.durationMinutes)})`,
        'Stadtplan',
      ],
      route: (c) =>
        `Treffpunkt ist ${c.meetingPoint}. Die Tour führt zu folgenden Stationen: ${list(c.stops)}. Sie endet in der Nähe der letzten Station, ${c.stops.at(-1)}.`,
      schedule: (c) => `Montags bis samstags um ${time(c.firstDeparture)} und um ${time(c.lastDeparture)}.`,
      knowBeforeYouGo: () => [
        'Die Tour findet zu Fuß statt: Bitte tragen Sie bequeme Schuhe',
        'Bitte finden Sie sich 15 Minuten vor Beginn am Treffpunkt ein',
        'Die Tour findet auch bei leichtem Regen statt; denken Sie an einen Regenschirm',
      ],
    },
    boat_tour: {
      overview: (c) =>
        `Erleben Sie ${c.city} vom Wasser aus – bei einer entspannten Bootsfahrt von ${duration(c.durationMinutes, true)}. Sie gleiten an Sehenswürdigkeiten wie ${list(c.highlights)} vorbei, während Ihnen der Kommentar die Geschichte der Stadt näherbringt.\n\nNehmen Sie für die beste Aussicht auf dem offenen Deck Platz oder bleiben Sie bei schlechtem Wetter in der Kabine mit Glasdach.`,
      highlights: (c) => [
        `Vorbei an Sehenswürdigkeiten wie ${list(c.highlights)}`,
        `Kommentar in ${languages(c.audioGuideCount)}`,
        'Offenes Deck und überdachte Kabine',
        'Getränke und Snacks an Bord',
      ],
      included: (c) => [`Bootsfahrt (Dauer: ${duration(c.durationMinutes)})`, `Audiokommentar in ${languages(c.audioGuideCount)}`],
      route: (c) =>
        `Das Boot legt an der Anlegestelle ${c.meetingPoint} ab und fährt vorbei an ${list(c.stops)}, bevor es zum Anleger zurückkehrt.`,
      schedule: (c) => `Abfahrten täglich ${departures(c)}.`,
      knowBeforeYouGo: () => [
        'Das Boarding endet 10 Minuten vor der Abfahrt',
        'Bei starkem Wind können Fahrten abgesagt werden; Sie erhalten dann den vollen Preis zurück',
        'Kinderwagen können zusammengeklappt mit an Bord genommen werden',
      ],
    },
    bus_boat: {
      overview: (c) =>
        `Zwei Arten, ${c.city} zu entdecken – mit nur einem Ticket: Fahren Sie mit dem Hop-on-Hop-off-Bus zu Sehenswürdigkeiten wie ${list(c.highlights)} und erleben Sie die Stadt anschließend bei einer Bootsfahrt vom Wasser aus.\n\nDie Busse fahren ${departures(c)}, und das Ticket gilt ${hours(c.validityHours ?? 24)} – so planen Sie Ihren Tag ganz nach Ihren Wünschen.`,
      highlights: (c) => [
        'Bus und Boot mit nur einem Ticket',
        `An ${c.stops.length} Haltestellen ein- und aussteigen`,
        `Sehenswürdigkeiten wie ${list(c.highlights)} erleben`,
        `Audioguide in ${languages(c.audioGuideCount)}`,
      ],
      included: (c) => [
        `Hop-on-Hop-off-Busticket für ${hours(c.validityHours ?? 24)}`,
        'Eine Sightseeing-Bootsfahrt',
        `Audioguide in ${languages(c.audioGuideCount)}`,
        'Kopfhörer',
      ],
      route: (c) =>
        `Die Busroute verbindet die Haltestellen ${list(c.stops)}. Das Boot legt an der Anlegestelle ${c.meetingPoint} ab.`,
      schedule: (c) =>
        `Die Busse fahren täglich ${departures(c)}. Die Bootsfahrt findet zu der Uhrzeit statt, die Sie bei der Buchung wählen.`,
      knowBeforeYouGo: () => [
        'Tauschen Sie Ihren Voucher im ersten Bus ein, in den Sie einsteigen',
        'Die Bootsfahrt muss an dem gewählten Tag angetreten werden',
      ],
    },
    private_tour: {
      overview: (c) =>
        `Genießen Sie ${c.city} ganz bequem mit eigenem Fahrer und Guide. In ${duration(c.durationMinutes, true)} sehen Sie Sehenswürdigkeiten wie ${list(c.highlights)} und können halten, wo immer Sie möchten.\n\nDie Tour ist ausschließlich für Ihre Gruppe – Tempo und Programm lassen sich unterwegs jederzeit anpassen.`,
      highlights: (c) => [
        'Auto, Fahrer und Guide exklusiv für Ihre Gruppe',
        `Sehenswürdigkeiten wie ${list(c.highlights)} besuchen`,
        'Abholung vom Hotel',
        `Führung auf ${list(c.liveGuides)}`,
      ],
      included: (c) => [
        'Privatfahrzeug mit Klimaanlage',
        'Fahrer und Guide',
        'Abholung vom und Rückfahrt zum Hotel',
        `Tourdauer: ${duration(c.durationMinutes)}`,
      ],
      route: (c) =>
        `Eine flexible Route durch ${c.city}, vorbei an ${list(c.stops)} – Ihr Guide passt sie ganz Ihren Wünschen an.`,
      schedule: (c) => `Täglich, Beginn um ${time(c.firstDeparture)} oder um ${time(c.lastDeparture)}.`,
      knowBeforeYouGo: (c) => [
        `Mindestteilnehmerzahl: ${c.minPassengers}`,
        'Teilen Sie uns nach der Buchung die Adresse Ihres Hotels mit',
        'Kindersitze sind auf Anfrage erhältlich',
      ],
    },
    attraction: {
      overview: (c) =>
        `Eine der bekanntesten Sehenswürdigkeiten von ${c.city}: ${c.highlights[0]}. Mit Ihrem Ticket gelangen Sie direkt hinein – so verbringen Sie Ihre Zeit mit der Besichtigung statt in der Warteschlange.\n\nPlanen Sie für den Besuch etwa ${duration(c.durationMinutes)} ein.`,
      highlights: (c) => [
        `Eintritt: ${c.highlights[0]}`,
        'Mobiles Ticket: einfach auf dem Smartphone vorzeigen',
        `Audioguide in ${languages(c.audioGuideCount)} erhältlich`,
      ],
      included: (c) => [`Eintrittsticket (${c.highlights[0]})`, 'Zugang zu den Dauerausstellungen'],
      route: (c) => {
        const nearby = c.stops.slice(1, 3);
        return nearby.length
          ? `Die Sehenswürdigkeit liegt im Zentrum von ${c.city}, ganz in der Nähe von ${list(nearby)}.`
          : `Die Sehenswürdigkeit liegt im Zentrum von ${c.city}.`;
      },
      schedule: (c) =>
        `Täglich geöffnet von ${time(c.firstDeparture)} bis ${time(c.lastDeparture)}; letzter Einlass eine Stunde vor Schließung.`,
      knowBeforeYouGo: () => ['Große Taschen sind nicht erlaubt', 'Am Eingang finden Sicherheitskontrollen statt'],
    },
    combo: {
      overview: (c) =>
        `Sparen Sie mit einem Ticket für zwei der besten Erlebnisse in ${c.city}: eine Hop-on-Hop-off-Bustour und den Eintritt für eine Top-Sehenswürdigkeit (${c.highlights[0]}).\n\nFahren Sie mit dem Bus bis zur Haltestelle ${c.highlights[0]}, besichtigen Sie die Sehenswürdigkeit zur gewählten Uhrzeit und steigen Sie danach wieder ein, um die Stadt weiter zu erkunden.`,
      highlights: (c) => [
        `Eintritt: ${c.highlights[0]}`,
        `Hop-on-Hop-off-Bus für ${hours(c.validityHours ?? 24)}`,
        'Günstiger als zwei Einzeltickets',
      ],
      included: (c) => [
        `Hop-on-Hop-off-Busticket für ${hours(c.validityHours ?? 24)}`,
        `Eintrittsticket (${c.highlights[0]})`,
        'Audioguide',
      ],
      route: (c) => `Der Bus hält an den Haltestellen ${list(c.stops)} – darunter auch die Haltestelle ${c.highlights[0]}.`,
      schedule: (c) => `Die Busse fahren täglich ${departures(c)}.`,
      knowBeforeYouGo: () => ['Wählen Sie Ihre Einlasszeit bei der Buchung', 'Das Busticket wird beim ersten Scannen aktiviert'],
    },
  },
  common: {
    cancellationPolicy:
      'Jedes Ticket nennt seine eigenen Stornierungsbedingungen: bis wann es storniert werden kann und wie viel vom Preis erstattet wird. Sie können online über den Link in Ihrer Bestätigungs-E-Mail stornieren; die Erstattung erfolgt über die ursprüngliche Zahlungsmethode. Nicht rechtzeitig stornierte Tickets und Nichterscheinen werden nicht erstattet.',
    meetingPoint: (c) =>
      `Treffpunkt: ${c.place}, ${c.city}. Halten Sie Ausschau nach unserem Personal in roter Uniform oder nach dem Haltestellenschild.`,
    cruisePassengerInfo: (c) =>
      `Sie kommen mit dem Kreuzfahrtschiff an? Die Haltestelle ${c.stop} ist nur wenige Gehminuten vom Kreuzfahrtterminal entfernt, und die Busse sind so getaktet, dass Sie rechtzeitig vor dem Ablegen wieder an Bord sind.`,
    importantAnnouncements: [
      (c) => `Wegen Bauarbeiten in der Nähe der Haltestelle ${c.stop} halten die Busse bis auf Weiteres auf der gegenüberliegenden Straßenseite.`,
      (c) => `An Feiertagen in ${c.city} kann der Betrieb später beginnen und früher enden.`,
      () => 'Die Fahrpläne ändern sich je nach Saison: Bitte prüfen Sie den Fahrplan für Ihr Reisedatum.',
    ],
    knowBeforeYouGo: (c) => [
      c.voucherMonths === 12
        ? 'Ihr Voucher kann innerhalb von 12 Monaten nach dem Kauf an einem beliebigen Tag eingelöst werden'
        : `Ihr Voucher kann innerhalb ${c.voucherMonths === 1 ? 'eines Monats' : `von ${c.voucherMonths} Monaten`} nach dem Kauf an einem beliebigen Tag eingelöst werden`,
      ...(c.studentCardRequired ? ['Studierende müssen einen gültigen Studentenausweis vorzeigen'] : []),
      ...(c.minPassengers > 1 ? [`Für diese Option sind mindestens ${c.minPassengers} Personen erforderlich`] : []),
      'Kinder müssen von einem Erwachsenen begleitet werden',
    ],
    languages: {
      en: 'Englisch',
      es: 'Spanisch',
      fr: 'Französisch',
      de: 'Deutsch',
      it: 'Italienisch',
      pt: 'Portugiesisch',
      nl: 'Niederländisch',
      ja: 'Japanisch',
      zh: 'Chinesisch',
      ru: 'Russisch',
      ar: 'Arabisch',
      ko: 'Koreanisch',
    },
  },
  options: {
    hoursTicket: (h) => `${h}-Stunden-Ticket`,
    hoursTicketDescription: (h) => `Unbegrenzte Fahrten für ${hours(h)} ab dem ersten Scannen.`,
    premiumTicket: (h) => `${h}-Stunden-Ticket + Nachttour`,
    premiumTicketDescription: 'Alle Tagesrouten plus eine geführte Abendtour durch die beleuchtete Stadt.',
    morningTour: 'Vormittagstour',
    afternoonTour: 'Nachmittagstour',
    departureDescription: (c) => `Führung von ${duration(c.minutes, true)}.`,
    dayCruise: 'Bootsfahrt am Tag',
    sunsetCruise: 'Bootsfahrt bei Sonnenuntergang',
    cruiseDescription: (c) => `Bootsfahrt von ${duration(c.minutes, true)} mit Kommentar.`,
    standardEntry: 'Standardeintritt',
    standardEntryDescription: 'Eintritt an einem Tag Ihrer Wahl.',
    timedEntry: 'Eintritt mit Zeitfenster',
    timedEntryDescription: 'Eintritt zur gebuchten Uhrzeit.',
    skipTheLine: 'Eintritt ohne Anstehen',
    skipTheLineDescription: 'Bevorzugter Einlass über den Gruppeneingang.',
    privateHalfDay: 'Halbtags (4 Stunden)',
    privateFullDay: 'Ganztags (8 Stunden)',
    privateDescription: (c) => `Privatfahrzeug, Fahrer und Guide für ${hours(c.hours)}.`,
    comboTicket: 'Bus + Eintritt',
    comboDescription: (c) => `Hop-on-Hop-off-Bus für ${hours(c.hours)} plus Eintritt: ${c.attraction}.`,
    groups: {
      tourLanguage: 'Sprache der Tour',
      cruiseDeparture: 'Abfahrt der Bootsfahrt',
      entryTime: 'Einlasszeit',
      pickup: 'Abholung',
      hotelPickup: 'Abholung von meinem Hotel',
      meetAtStart: 'Treffen am Startpunkt',
      morning: 'Vormittag',
      afternoon: 'Nachmittag',
    },
  },
  location: {
    about: (c) =>
      `${c.city} ist eine der bedeutendsten Städte ${inPlace(c.country)}, und am besten erleben Sie sie vom Oberdeck eines Sightseeing-Busses aus. An nur einem Tag sehen Sie Sehenswürdigkeiten wie ${list(c.landmarks.slice(0, 3))} und haben trotzdem noch Zeit für eine Mittagspause.\n\n${c.waterfront ? `Das Wasser gehört zur Geschichte der Stadt: Eine Bootsfahrt zeigt ${c.city} von einer Seite, die die meisten Besucher nie zu sehen bekommen.` : 'Zwischen den Sehenswürdigkeiten laden die Straßen der Innenstadt zum Bummeln ein – mit Cafés und Geschäften an jeder Ecke.'}\n\nMit unseren Touren und Tickets planen Sie Ihren Besuch ganz nach Ihren Vorstellungen: Wählen Sie einen Hop-on-Hop-off-Pass, eine Führung oder Tickets für die Top-Sehenswürdigkeiten.`,
    serviceInformation: (c) =>
      `Die Busse fahren täglich von ${time(c.first)} bis ${time(c.last)}, alle ${c.frequencyMinutes} Minuten. Die Hauptabfahrtsstelle ist die Haltestelle ${c.stop}; dort beantwortet unser Personal gern Ihre Fragen und tauscht Voucher ein. Alle Busse haben im unteren Deck einen Rollstuhlplatz.`,
  },
  serviceUpdates: [
    (c) => ({
      severity: 'warning',
      title: `Haltestelle ${c.landmark} verlegt`,
      body: `Wegen Straßenbauarbeiten wurde die Haltestelle ${c.landmark} um 100 Meter innerhalb derselben Straße verlegt. Alle anderen Haltestellen in ${c.city} werden wie gewohnt angefahren.`,
    }),
    (c) => ({
      severity: 'disruption',
      title: 'Umleitung wegen einer Veranstaltung',
      body: `Wegen einer öffentlichen Veranstaltung in ${c.city} sind die Straßen rund um die Haltestelle ${c.landmark} gesperrt. Die Busse lassen diese Haltestelle für die Dauer der Veranstaltung aus.`,
    }),
    (c) => ({
      severity: 'info',
      title: 'Winterfahrplan',
      body: `Von November bis März fahren die Busse in ${c.city} alle 30 Minuten, und die letzte Rundfahrt startet eine Stunde früher.`,
    }),
  ],
  faqsGeneral: [
    { question: 'Wie löse ich meinen Voucher ein?', answer: 'Zeigen Sie den Voucher auf Ihrem Smartphone oder ausgedruckt beim Fahrer oder am Ticketschalter vor. Ein Ausdruck ist nicht nötig.' },
    { question: 'Wie lange ist mein Voucher gültig?', answer: 'Die meisten Voucher können innerhalb von 12 Monaten nach dem Kauf an einem beliebigen Tag gegen ein Ticket eingetauscht werden. Die Gültigkeit jedes Produkts finden Sie auf der Produktseite.' },
    { question: 'Kann ich meine Buchung stornieren?', answer: 'Ja, in den meisten Fällen. Jedes Ticket nennt seine Stornierungsbedingungen auf der Produktseite, bei der Buchung und auf dem Voucher. Die meisten können bis 24 Stunden vor der Abfahrt kostenlos storniert werden, offene Tickets bis zur ersten Nutzung, und Sie erhalten den vollen Betrag zurück; manche werden nur teilweise erstattet, einige gar nicht.' },
    { question: 'Ab wann gilt ein 24-Stunden-Ticket?', answer: 'Hop-on-Hop-off-Tickets werden beim ersten Scannen an Bord aktiviert, nicht beim Kauf.' },
    { question: 'Brauchen Kinder ein Ticket?', answer: 'Kinder benötigen ein Kinderticket; Kleinkinder fahren in der Regel kostenlos. Die Altersgruppen jedes Produkts sehen Sie, wenn Sie Ihre Tickets auswählen.' },
    { question: 'Sind die Busse barrierefrei?', answer: 'Die meisten Busse haben eine Rampe und einen Rollstuhlplatz im unteren Deck. Sagen Sie beim Einsteigen einfach dem Fahrpersonal Bescheid – man hilft Ihnen gern.' },
    { question: 'In welchen Sprachen ist der Audioguide verfügbar?', answer: 'Der Audioguide ist je nach Stadt in bis zu 12 Sprachen verfügbar. Die Sprachen sind auf der Produktseite aufgeführt.' },
    { question: 'Kann ich in meiner Währung bezahlen?', answer: 'Sie können in Euro, britischen Pfund oder US-Dollar bezahlen. Wählen Sie Ihre Währung oben auf der Seite.' },
  ],
  faqsScope: (c) => [
    {
      question: `Wo befindet sich der Hauptticketschalter ${inPlace(c.place)}?`,
      answer: `Unser Hauptbüro ${inPlace(c.place)} befindet sich an der ersten Haltestelle der roten Linie und ist täglich während der Betriebszeiten geöffnet.`,
    },
    {
      question: `Gibt es Ermäßigungen für Personen mit Wohnsitz ${inPlace(c.place)}?`,
      answer: 'Ja: Für viele Produkte gibt es Tickets für Einwohner. Bringen Sie einen amtlichen Ausweis mit, aus dem Ihre Adresse hervorgeht.',
    },
    {
      question: `Welche Tour eignet sich am besten für einen ersten Besuch ${inPlace(c.place)}?`,
      answer: 'Die Hop-on-Hop-off-Tour ist die einfachste Möglichkeit, die wichtigsten Sehenswürdigkeiten an einem Tag und in Ihrem eigenen Tempo zu sehen.',
    },
  ],
  faqsProduct: (c) => [
    { question: `Wo beginnt „${c.product}“?`, answer: `Startpunkt ist ${c.meetingPoint} in ${c.city}.` },
    {
      question: 'Wie viel Zeit sollte ich einplanen?',
      answer: c.hopOnHopOff
        ? `Eine komplette Rundfahrt dauert ${duration(c.durationMinutes)}, aber Sie können so lange an Bord bleiben oder aussteigen, wie Sie möchten.`
        : `Planen Sie etwa ${duration(c.durationMinutes)} ein.`,
    },
    {
      question: 'Bis wann kann ich meinen Voucher einlösen?',
      answer: `Innerhalb ${c.voucherMonths === 1 ? 'eines Monats' : `von ${c.voucherMonths} Monaten`} nach dem Kauf.`,
    },
    {
      question: 'Ist das Angebot für Kinder geeignet?',
      answer: 'Ja, Kinder sind herzlich willkommen; Kinder unter dem Mindestalter sind in Begleitung eines Erwachsenen kostenlos dabei.',
    },
  ],
  healthNotifications: [
    { title: 'Sorgenfrei reisen', body: 'Unsere Fahrzeuge werden täglich gereinigt, und an Bord steht Handdesinfektionsmittel bereit.' },
    { title: 'Flexible Buchungen', body: 'Pläne ändern sich. Die meisten unserer Produkte können bis 24 Stunden vor Ihrem Besuch kostenlos storniert werden.' },
    { title: 'Lokale Vorschriften', body: 'Einige Städte und Sehenswürdigkeiten verlangen möglicherweise, dass Besucher örtliche Gesundheitsvorschriften einhalten. Prüfen Sie vor Ihrer Reise die Produktseite.' },
  ],
  terms: [
    { title: 'Über diese Bedingungen', body: 'Diese Bedingungen gelten für alle Buchungen auf dieser Website. Mit Ihrer Buchung erkennen Sie sie an.' },
    { title: 'Buchungen', body: 'Eine Buchung ist bestätigt, sobald Sie die Bestätigungs-E-Mail mit Ihrem Voucher erhalten. Prüfen Sie die Angaben und kontaktieren Sie uns, falls etwas nicht stimmt.' },
    { title: 'Preise und Zahlung', body: 'Die Preise werden in der von Ihnen gewählten Währung angezeigt und enthalten alle Steuern. Die Zahlung erfolgt bei der Buchung.' },
    { title: 'Voucher', body: 'Voucher können auf dem Smartphone vorgezeigt oder ausgedruckt werden. Jeder Voucher kann innerhalb seiner Gültigkeitsdauer einmal eingelöst werden.' },
    { title: 'Stornierungen und Erstattungen', body: 'Jedes Ticket hat eigene Stornierungsbedingungen, die auf der Produktseite, bei der Buchung und auf dem Voucher stehen. Die meisten Tickets können bis 24 Stunden vor der Abfahrt kostenlos storniert werden, manche nur gegen eine teilweise Erstattung und einige gar nicht. Erstattungen erfolgen über die ursprüngliche Zahlungsmethode.' },
    { title: 'Änderungen durch den Veranstalter', body: 'Routen und Fahrpläne können sich aufgrund von Verkehr, Wetter oder Veranstaltungen ändern. Fällt eine Leistung aus, können Sie ein anderes Datum wählen oder den vollen Betrag zurückerhalten.' },
    { title: 'Haftung', body: 'Für die Durchführung jeder Tour ist der jeweilige Veranstalter verantwortlich. Wir sind für den Buchungsservice verantwortlich.' },
    { title: 'Datenschutz', body: 'Wir verwenden Ihre personenbezogenen Daten ausschließlich zur Abwicklung Ihrer Buchung. Einzelheiten finden Sie in unserer Datenschutz- und Cookie-Richtlinie.' },
  ],
  reviews: {
    titles: [
      ['Enttäuschend', 'Das Geld nicht wert', 'Ein verlorener Vormittag', 'Nicht zu empfehlen', 'Sehr schlecht'],
      ['Da ist Luft nach oben', 'Unter den Erwartungen', 'Viel zu voll', 'Gemischte Gefühle', 'Lange Wartezeiten'],
      ['Ganz okay', 'Solide, aber nichts Besonderes', 'Preis gut, Tour durchschnittlich', 'Für einen ersten Eindruck in Ordnung', 'Nicht schlecht'],
      ['Sehr gut', 'Tolle Art, die Stadt zu sehen', 'Gut organisiert', 'Hat uns richtig gut gefallen', 'Gutes Preis-Leistungs-Verhältnis'],
      ['Hervorragend!', 'In jeder Stadt ein Muss', 'Ein perfekter Tag', 'Jede Minute genossen', 'Absolut empfehlenswert'],
    ],
    openings: [
      [(c) => `${cap(c.product)} in ${c.city}: Wir hatten uns viel erhofft, wurden aber enttäuscht.`, () => 'Leider lief für uns fast nichts rund.', () => 'Ich würde das nicht noch einmal buchen.', (c) => `Unser Tag in ${c.city} fing mit dieser Tour schlecht an.`, () => 'Nicht das, was die Beschreibung versprochen hat.'],
      [(c) => `${cap(c.product)}: in Ordnung, aber mehr auch nicht.`, () => 'Ein paar schöne Momente, aber zu viele Probleme.', (c) => `Von der bekanntesten Tour in ${c.city} hatten wir mehr erwartet.`, () => 'Stellenweise war es ganz okay.', () => 'Nicht schlecht, aber auch nicht gut.'],
      [(c) => `Eine ordentliche Möglichkeit, in ${c.city} herumzukommen.`, () => 'Hat seinen Zweck erfüllt.', () => 'Insgesamt ein durchschnittliches Erlebnis.', (c) => `Gut für einen ersten Überblick über ${c.city}.`, () => 'Ungefähr das, was wir erwartet hatten.'],
      [(c) => `Eine sehr gute Möglichkeit, ${c.city} kennenzulernen.`, () => 'Das hat uns wirklich gut gefallen.', (c) => `${cap(c.product)}: Das Geld hat sich gelohnt.`, () => 'Gut organisiert und unkompliziert.', () => 'Tolles Erlebnis mit der ganzen Familie.'],
      [(c) => `Die beste Art, ${c.city} zu entdecken!`, () => 'Von Anfang bis Ende einfach fantastisch.', (c) => `${cap(c.product)} – wir waren begeistert!`, () => 'Hat all unsere Erwartungen übertroffen.', (c) => `Das Highlight unserer Reise nach ${c.city}.`],
    ],
    details: [
      [(c) => `An der Haltestelle ${c.sight} haben wir fast eine Stunde gewartet.`, () => 'Der Audioguide hat nicht funktioniert.', () => 'Das Personal war unfreundlich.', (c) => `Bis zur Haltestelle ${c.sight} sind wir nie gekommen.`, () => 'Das Fahrzeug war schmutzig.', () => 'Niemand konnte unsere Fragen beantworten.', () => 'Der Fahrplan wurde nicht eingehalten.', () => 'Man hat uns falsche Infos zum Startpunkt gegeben.'],
      [(c) => `Die Haltestelle ${c.sight} war schwer zu finden.`, () => 'Den Kommentar konnte man kaum verstehen.', () => 'Die Sitze oben waren nass.', () => 'Es gab lange Schlangen.', (c) => `Die Aussicht an der Haltestelle ${c.sight} war allerdings schön.`, () => 'Der Guide hat die Geschichten nur heruntergerattert.', () => 'Wegen des Verkehrs ging es nur im Schneckentempo voran.', () => 'Viel zu viele Leute an Bord.'],
      [(c) => `Am schönsten war es rund um die Haltestelle ${c.sight}.`, () => 'Der Kommentar war eher oberflächlich.', () => 'Die Wartezeiten waren akzeptabel.', () => 'Die Route deckt die wichtigsten Sehenswürdigkeiten ab.', (c) => `An der Haltestelle ${c.sight} sind wir ausgestiegen.`, () => 'Das Personal war höflich.', () => 'Etwas teuer.', () => 'Bequem genug.'],
      [(c) => `Von oben hatte man an der Haltestelle ${c.sight} einen tollen Blick.`, () => 'Der Guide war nett und wusste sehr viel.', () => 'Die Busse kamen regelmäßig.', (c) => `An der Haltestelle ${c.sight} sind wir ausgestiegen, haben uns zwei Stunden umgesehen und sind dann wieder eingestiegen.`, () => 'Der Kommentar war interessant.', () => 'Den Voucher einzutauschen war ganz einfach.', () => 'Perfekt, um zwischendurch die Füße zu schonen.', () => 'Die Kinder fanden das Oberdeck super.'],
      [(c) => `Am Stopp ${c.sight} hat unser Guide die Geschichte richtig lebendig werden lassen.`, (c) => `Den Ausblick an der Haltestelle ${c.sight} werden wir nie vergessen.`, () => 'Die Busse waren pünktlich und blitzsauber.', () => 'Der Audioguide steckte voller spannender Fakten.', () => 'Das Personal war an jeder Haltestelle hilfsbereit.', (c) => `An der Haltestelle ${c.sight} sind wir ausgestiegen – da hätten wir den ganzen Tag bleiben können.`, () => 'Der Voucher auf dem Handy hat problemlos funktioniert.', () => 'Für alles, was inklusive ist, ein super Preis.'],
    ],
    closings: [
      ['Finger weg.', 'Spart euch das Geld.', 'Sehr enttäuscht.', 'Nie wieder.', 'Wir haben eine Erstattung verlangt.'],
      ['Vielleicht an einem besseren Tag.', 'Verbesserungswürdig.', 'Nur wenn man Zeit übrig hat.', 'Zwei Sterne für die Aussicht.', 'Könnte viel besser sein.'],
      ['Für einen ersten Besuch okay.', 'Lohnt sich bei gutem Wetter.', 'Drei Sterne.', 'Alles in allem okay.', 'Man bekommt, wofür man bezahlt.'],
      ['Empfehlenswert.', 'Würden wir wieder buchen.', 'Ein schöner Tag.', 'Den Preis wert.', 'Danke!'],
      ['Absolut empfehlenswert!', 'Nicht verpassen!', 'Wir kommen wieder!', 'Fünf Sterne!', 'Unbedingt buchen, ihr werdet es nicht bereuen.'],
    ],
    firstNames: [
      'Lukas', 'Anna', 'Maximilian', 'Laura', 'Felix', 'Julia', 'Jonas', 'Lena', 'Leon', 'Sarah', 'Paul', 'Katharina', 'Tobias', 'Sophie',
      'Florian', 'Marie', 'Stefan', 'Lisa', 'Michael', 'Sabine', 'Thomas', 'Claudia', 'Andreas', 'Petra', 'Markus', 'Stefanie', 'Christian', 'Nicole',
      'Matthias', 'Andrea', 'Daniel', 'Melanie', 'Sebastian', 'Johanna', 'Jan', 'Hannah', 'Martin', 'Susanne', 'Tim', 'Lea', 'Niklas', 'Carina',
    ],
    countries: ['DE', 'AT', 'CH', 'LU', 'LI', 'BE', 'IT'],
  },
  images: {
    location: (c) => `Sightseeing-Bus in ${c.city}`,
    product: (c) => c.name,
  },
};
