import type { ProductContext, SeedTexts } from '../../texts/types';

// Spanish (Spain and Latin America), informal address (tú) as most tour shops use.
// Sight and stop names arrive without an article, so they are used where Spanish needs
// none: after a colon, as the name of a stop ("la parada X") or in apposition.

/** '09:00' → '9:00'. */
const time = (hhmm: string) => hhmm.replace(/^0(\d)/, '$1');

/** 'las 9:00', but 'la 1:00'. */
const las = (hhmm: string) => `${/^0?1:/.test(hhmm) ? 'la' : 'las'} ${time(hhmm)}`;

function duration(minutes: number): string {
  if (minutes >= 1440 && minutes % 1440 === 0) return minutes === 1440 ? '1 día' : `${minutes / 1440} días`;
  if (minutes < 60) return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 1 ? '1 hora' : `${hours} horas`;
  return rest ? `${h} y ${rest === 1 ? '1 minuto' : `${rest} minutos`}` : h;
}

/** 'A, B y C', with 'e' before a word starting with the sound /i/ ("Plaza de España e Iglesia…"). */
function list(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items.at(-1) ?? '';
  const and = /^h?[iíÍI](?![aeiouáéíóú])/i.test(last) ? 'e' : 'y';
  return `${items.slice(0, -1).join(', ')} ${and} ${last}`;
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const languages = (count: number) => (count === 1 ? '1 idioma' : `${count} idiomas`);
const hours = (count: number) => (count === 1 ? '1 hora' : `${count} horas`);

/** Countries that take an article: "del Reino Unido", "de los Países Bajos". */
const OF_COUNTRY: Record<string, string> = {
  'Reino Unido': 'del Reino Unido',
  'Países Bajos': 'de los Países Bajos',
  'Emiratos Árabes Unidos': 'de los Emiratos Árabes Unidos',
  'República Checa': 'de la República Checa',
  'República Dominicana': 'de la República Dominicana',
};
const ofCountry = (country: string) => OF_COUNTRY[country] ?? `de ${country}`;

const departures = (c: ProductContext) =>
  c.frequencyMinutes
    ? `cada ${c.frequencyMinutes} minutos de ${time(c.firstDeparture)} a ${time(c.lastDeparture)}`
    : `desde ${las(c.firstDeparture)}`;

export const es: SeedTexts = {
  unitTypes: {
    group: 'Grupo',
    adult: 'Adulto',
    child: 'Niño',
    infant: 'Bebé',
    senior: 'Senior',
    student: 'Estudiante',
    resident: 'Residente',
    family: 'Familia (2 adultos + 2 niños)',
    resident_child: 'Niño residente',
    resident_senior: 'Senior residente',
    mini: 'Mini',
    disabled: 'Persona con discapacidad',
    teenager: 'Adolescente',
    youth: 'Joven',
  },
  productTypes: {
    hop_on_hop_off: 'Bus turístico hop-on hop-off',
    city_tour: 'Visita guiada por la ciudad',
    boat_tour: 'Paseo en barco',
    bus_boat: 'Tour en bus y barco',
    private_tour: 'Tour privado',
    attraction: 'Entrada a una atracción',
    combo: 'Entrada combinada',
  },
  landmarkKinds: {
    monument: 'Monumento',
    museum: 'Museo',
    church: 'Iglesia',
    palace: 'Palacio',
    castle: 'Castillo',
    park: 'Parque',
    square: 'Plaza',
    market: 'Mercado',
    viewpoint: 'Mirador',
    bridge: 'Puente',
    harbour: 'Puerto',
    tower: 'Torre',
    street: 'Calle',
    stadium: 'Estadio',
    beach: 'Playa',
  },
  productNames: {
    hop_on_hop_off: [
      (c) => `Bus turístico hop-on hop-off de ${c.city}`,
      (c) => `${c.city}: tour en bus descubierto hop-on hop-off`,
      (c) => `Bus turístico de ${c.city}: billete hop-on hop-off`,
    ],
    city_tour: [
      (c) => `Visita guiada a pie por ${c.city}`,
      (c) => `${c.city}: casco antiguo y ${c.landmark} con guía`,
      (c) => `Tour panorámico por ${c.city} con guía local`,
    ],
    boat_tour: [
      (c) => `Crucero turístico por ${c.city}`,
      (c) => `${c.city}: paseo en barco al atardecer`,
      (c) => `${c.city}: paseo en barco con audioguía`,
    ],
    bus_boat: [(c) => `${c.city}: bus turístico hop-on hop-off y paseo en barco`, (c) => `${c.city}: pase combinado de bus y barco`],
    private_tour: [
      (c) => `${c.city}: tour privado en coche con conductor`,
      (c) => `Tour privado por ${c.city}: ${c.landmark} y lugares imprescindibles`,
    ],
    attraction: [(c) => `${c.landmark}: entrada`, (c) => `${c.landmark}: entrada sin colas`],
    combo: [(c) => `${c.landmark} + bus turístico de ${c.city}`, (c) => `City Pass de ${c.city}: bus turístico y ${c.landmark}`],
  },
  product: {
    hop_on_hop_off: {
      overview: (c) =>
        `Descubre ${c.city} a tu ritmo desde el piso superior descubierto de un bus turístico. Con un solo billete puedes subir y bajar tantas veces como quieras en sus ${c.stops.length} paradas, entre ellas ${list(c.highlights)}.\n\nUna vuelta completa dura aproximadamente ${duration(c.loopMinutes)} y los autobuses pasan ${departures(c)}, así que nunca tendrás que esperar mucho al siguiente. La audioguía, disponible en ${languages(c.audioGuideCount)}, te cuenta las historias de cada lugar mientras recorres la ciudad.`,
      highlights: (c) => [
        `Contempla lugares como ${list(c.highlights)} desde el piso superior descubierto`,
        `Sube y baja cuantas veces quieras en ${c.stops.length} paradas`,
        `Audioguía en ${languages(c.audioGuideCount)}`,
        c.frequencyMinutes ? `Un autobús cada ${c.frequencyMinutes} minutos` : `Salidas desde ${las(c.firstDeparture)}`,
        'Cancelación gratuita hasta el primer uso',
      ],
      included: (c) => [
        c.validityHours ? `Billete de bus hop-on hop-off de ${hours(c.validityHours)}` : 'Billete de bus hop-on hop-off',
        `Audioguía en ${languages(c.audioGuideCount)}`,
        'Wifi gratis a bordo',
        'Auriculares',
        'Mapa del recorrido',
      ],
      route: (c) =>
        `El recorrido empieza en la parada ${c.stops[0]} y da la vuelta a ${c.city} en aproximadamente ${duration(c.loopMinutes)}. Paradas: ${list(c.stops)}. Las principales son ${list(c.highlights)}.`,
      schedule: (c) =>
        `Todos los días, ${departures(c)}. La última vuelta completa sale de la parada ${c.stops[0]} a ${las(c.lastDeparture)}.`,
      knowBeforeYouGo: (c) => [
        c.validityHours
          ? `Tu billete es válido durante ${hours(c.validityHours)} seguidas desde que se escanea por primera vez`
          : 'Tu billete es válido el día que elijas',
        'Puedes subir en cualquier parada: solo tienes que mostrar tu bono al conductor',
        'El piso superior es descubierto: lleva gorra o chaqueta',
        'La mayoría de los autobuses son accesibles en silla de ruedas en el piso inferior',
      ],
    },
    city_tour: {
      overview: (c) =>
        `Recorre a pie el corazón de ${c.city} con un guía local que conoce cada rincón. En ${duration(c.durationMinutes)} verás lugares como ${list(c.highlights)} y escucharás las historias que dieron forma a la ciudad.\n\nLos grupos son reducidos, así que siempre hay tiempo para tus preguntas y para las mejores fotos.`,
      highlights: (c) => [
        `Visita lugares como ${list(c.highlights)} con un guía local`,
        `Explicaciones en directo en ${list(c.liveGuides)}`,
        'Grupo reducido para una experiencia más personal',
        `Descubre rincones escondidos de ${c.city}`,
      ],
      included: (c) => [`Guía profesional en ${list(c.liveGuides)}`, `Visita guiada de ${duration(c.durationMinutes)}`, 'Mapa de la ciudad'],
      route: (c) =>
        `Punto de encuentro: ${c.meetingPoint}. El recorrido pasa por estos lugares: ${list(c.stops)}, y termina cerca del último de ellos, ${c.stops.at(-1)}.`,
      schedule: (c) => `De lunes a sábado, a ${las(c.firstDeparture)} y a ${las(c.lastDeparture)}.`,
      knowBeforeYouGo: () => [
        'El tour es a pie: lleva calzado cómodo',
        'Llega 15 minutos antes de la hora de inicio',
        'El tour se realiza aunque llueva un poco; lleva paraguas',
      ],
    },
    boat_tour: {
      overview: (c) =>
        `Descubre ${c.city} desde el agua en un relajante paseo en barco de ${duration(c.durationMinutes)}. Pasarás junto a lugares como ${list(c.highlights)} mientras los comentarios te cuentan la historia de la ciudad.\n\nSiéntate en la cubierta exterior para disfrutar de las mejores vistas o quédate en la cabina acristalada si cambia el tiempo.`,
      highlights: (c) => [
        `Navega junto a lugares como ${list(c.highlights)}`,
        `Comentarios en ${languages(c.audioGuideCount)}`,
        'Cubierta exterior y cabina cubierta',
        'Bebidas y aperitivos a bordo',
      ],
      included: (c) => [`Paseo en barco de ${duration(c.durationMinutes)}`, `Comentarios grabados en ${languages(c.audioGuideCount)}`],
      route: (c) =>
        `Punto de embarque: ${c.meetingPoint}. El recorrido pasa por estos lugares: ${list(c.stops)}, y después el barco regresa al muelle.`,
      schedule: (c) => `Salidas diarias ${departures(c)}.`,
      knowBeforeYouGo: () => [
        'El embarque se cierra 10 minutos antes de la salida',
        'Los paseos pueden cancelarse si hay viento fuerte; en ese caso, te devolvemos el importe íntegro',
        'Los cochecitos de bebé pueden subir a bordo plegados',
      ],
    },
    bus_boat: {
      overview: (c) =>
        `Dos formas de descubrir ${c.city} con un solo billete: recorre en el bus hop-on hop-off lugares como ${list(c.highlights)} y después haz un paseo en barco para ver la ciudad desde el agua.\n\nLos autobuses pasan ${departures(c)} y el billete es válido durante ${hours(c.validityHours ?? 24)}, así que puedes organizar el día como quieras.`,
      highlights: (c) => [
        'Bus y barco con un solo billete',
        `Sube y baja en ${c.stops.length} paradas`,
        `Descubre lugares como ${list(c.highlights)}`,
        `Audioguía en ${languages(c.audioGuideCount)}`,
      ],
      included: (c) => [
        `Billete de bus hop-on hop-off de ${hours(c.validityHours ?? 24)}`,
        'Un paseo en barco turístico',
        `Audioguía en ${languages(c.audioGuideCount)}`,
        'Auriculares',
      ],
      route: (c) => `La ruta del bus une estas paradas: ${list(c.stops)}. Embarque del barco: ${c.meetingPoint}.`,
      schedule: (c) => `Autobuses todos los días ${departures(c)}. El paseo en barco, a la hora que elijas al reservar.`,
      knowBeforeYouGo: () => [
        'Canjea tu bono en el primer autobús al que subas',
        'El paseo en barco debe hacerse el día elegido',
      ],
    },
    private_tour: {
      overview: (c) =>
        `Disfruta de ${c.city} con toda comodidad, con tu propio conductor y guía. En ${duration(c.durationMinutes)} verás lugares como ${list(c.highlights)} y podrás parar donde quieras.\n\nEl tour es solo para tu grupo, así que puedes cambiar el ritmo y el plan sobre la marcha.`,
      highlights: (c) => [
        'Coche, conductor y guía solo para tu grupo',
        `Visita lugares como ${list(c.highlights)}`,
        'Recogida en tu hotel',
        `Tour guiado en ${list(c.liveGuides)}`,
      ],
      included: (c) => ['Coche privado con aire acondicionado', 'Conductor y guía', 'Recogida y regreso al hotel', `Tour de ${duration(c.durationMinutes)}`],
      route: (c) =>
        `Una ruta flexible por ${c.city} con paradas como ${list(c.stops)}; tu guía la adapta a tus preferencias.`,
      schedule: (c) => `Todos los días, con inicio a ${las(c.firstDeparture)} o a ${las(c.lastDeparture)}.`,
      knowBeforeYouGo: (c) => [
        `El tour requiere un mínimo de ${c.minPassengers === 1 ? '1 pasajero' : `${c.minPassengers} pasajeros`}`,
        'Indícanos la dirección de tu hotel después de reservar',
        'Hay sillas infantiles disponibles bajo petición',
      ],
    },
    attraction: {
      overview: (c) =>
        `Uno de los lugares más conocidos de ${c.city} te espera: ${c.highlights[0]}. Con tu entrada accedes directamente, así que podrás dedicar el tiempo a la visita y no a hacer cola.\n\nCalcula aproximadamente ${duration(c.durationMinutes)} para la visita.`,
      highlights: (c) => [
        `Entrada: ${c.highlights[0]}`,
        'Entrada móvil: muéstrala en tu teléfono',
        `Audioguía disponible en ${languages(c.audioGuideCount)}`,
      ],
      included: (c) => [`Entrada (${c.highlights[0]})`, 'Acceso a las exposiciones permanentes'],
      route: (c) => {
        const nearby = c.stops.slice(1, 3);
        return nearby.length
          ? `Se encuentra en el centro de ${c.city}, a un paso de otros lugares de interés como ${list(nearby)}.`
          : `Se encuentra en el centro de ${c.city}.`;
      },
      schedule: (c) =>
        `Abierto todos los días de ${time(c.firstDeparture)} a ${time(c.lastDeparture)}; último acceso una hora antes del cierre.`,
      knowBeforeYouGo: () => ['No se permite entrar con bolsos o mochilas grandes', 'A la entrada hay controles de seguridad'],
    },
    combo: {
      overview: (c) =>
        `Ahorra con un solo billete para dos de los mejores planes de ${c.city}: un tour en bus hop-on hop-off y la entrada a uno de sus lugares imprescindibles, ${c.highlights[0]}.\n\nVe en bus hasta la parada ${c.highlights[0]}, haz la visita a la hora que elijas y vuelve a subir al bus para seguir explorando.`,
      highlights: (c) => [
        `Entrada: ${c.highlights[0]}`,
        `Bus hop-on hop-off durante ${hours(c.validityHours ?? 24)}`,
        'Más barato que dos entradas por separado',
      ],
      included: (c) => [`Billete de bus hop-on hop-off de ${hours(c.validityHours ?? 24)}`, `Entrada (${c.highlights[0]})`, 'Audioguía'],
      route: (c) => `El bus tiene parada en estos puntos: ${list(c.stops)}, incluida la parada ${c.highlights[0]}.`,
      schedule: (c) => `Autobuses todos los días ${departures(c)}.`,
      knowBeforeYouGo: () => ['Elige la hora de entrada al reservar', 'El billete de bus empieza a contar desde el primer escaneo'],
    },
  },
  common: {
    cancellationPolicy:
      'Cada entrada indica sus propias condiciones de cancelación: hasta cuándo se puede cancelar y qué parte del precio se devuelve. Puedes cancelar en línea con el enlace de tu correo de confirmación, y el reembolso se hace con el mismo método de pago que usaste. Las entradas que no se cancelan a tiempo y las ausencias no tienen reembolso.',
    meetingPoint: (c) => `Punto de encuentro: ${c.place}, ${c.city}. Busca a nuestro personal con uniforme rojo o la señal de la parada.`,
    cruisePassengerInfo: (c) =>
      `¿Llegas en crucero? La parada ${c.stop} está a un corto paseo de la terminal de cruceros, y los horarios de los autobuses están pensados para que vuelvas a bordo con tiempo de sobra antes de zarpar.`,
    importantAnnouncements: [
      (c) => `Por obras cerca de la parada ${c.stop}, los autobuses paran en la acera de enfrente hasta nuevo aviso.`,
      (c) => `Los días festivos en ${c.city}, el servicio puede empezar más tarde y terminar antes.`,
      () => 'Los horarios cambian según la temporada: consulta el horario de tu fecha.',
    ],
    knowBeforeYouGo: (c) => [
      c.voucherMonths === 12
        ? 'Puedes usar tu bono cualquier día en los 12 meses siguientes a la compra'
        : `Puedes usar tu bono cualquier día ${c.voucherMonths === 1 ? 'en el mes siguiente' : `en los ${c.voucherMonths} meses siguientes`} a la compra`,
      ...(c.studentCardRequired ? ['Los estudiantes deben presentar un carné de estudiante válido'] : []),
      ...(c.minPassengers > 1 ? [`Esta opción requiere un mínimo de ${c.minPassengers} pasajeros`] : []),
      'Los menores deben ir acompañados de un adulto',
    ],
    languages: {
      en: 'inglés',
      es: 'español',
      fr: 'francés',
      de: 'alemán',
      it: 'italiano',
      pt: 'portugués',
      nl: 'neerlandés',
      ja: 'japonés',
      zh: 'chino',
      ru: 'ruso',
      ar: 'árabe',
      ko: 'coreano',
    },
  },
  options: {
    hoursTicket: (h) => `Billete de ${hours(h)}`,
    hoursTicketDescription: (h) => `Viajes ilimitados durante ${hours(h)} desde el primer escaneo.`,
    premiumTicket: (h) => `Billete de ${hours(h)} + tour nocturno`,
    premiumTicketDescription: 'Todas las rutas diurnas y, además, un tour nocturno guiado para ver la ciudad iluminada.',
    morningTour: 'Tour de mañana',
    afternoonTour: 'Tour de tarde',
    departureDescription: (c) => `Visita guiada de ${duration(c.minutes)}.`,
    dayCruise: 'Paseo en barco de día',
    sunsetCruise: 'Paseo en barco al atardecer',
    cruiseDescription: (c) => `Paseo en barco de ${duration(c.minutes)} con comentarios.`,
    standardEntry: 'Entrada general',
    standardEntryDescription: 'Entrada el día que elijas.',
    timedEntry: 'Entrada con hora',
    timedEntryDescription: 'Entrada a la hora que reserves.',
    skipTheLine: 'Entrada sin colas',
    skipTheLineDescription: 'Acceso prioritario por la entrada de grupos.',
    privateHalfDay: 'Medio día (4 horas)',
    privateFullDay: 'Día completo (8 horas)',
    privateDescription: (c) => `Coche privado, conductor y guía durante ${hours(c.hours)}.`,
    comboTicket: 'Bus + entrada',
    comboDescription: (c) => `Bus hop-on hop-off durante ${hours(c.hours)} y entrada: ${c.attraction}.`,
    groups: {
      tourLanguage: 'Idioma del tour',
      cruiseDeparture: 'Salida del barco',
      entryTime: 'Hora de entrada',
      pickup: 'Recogida',
      hotelPickup: 'Recogida en mi hotel',
      meetAtStart: 'Encuentro en el punto de salida',
      morning: 'Mañana',
      afternoon: 'Tarde',
    },
  },
  location: {
    about: (c) =>
      `${c.city} es una de las grandes ciudades ${ofCountry(c.country)}, y la mejor forma de conocerla es desde el piso superior de un bus turístico. En un solo día puedes ver lugares como ${list(c.landmarks.slice(0, 3))} y aún te queda tiempo para parar a comer.\n\n${c.waterfront ? `El agua forma parte de la historia de la ciudad: un paseo en barco te muestra ${c.city} desde un ángulo que la mayoría de los visitantes nunca ve.` : 'Entre monumento y monumento, las calles del centro invitan a pasear, con cafés y tiendas en cada esquina.'}\n\nCon nuestros tours y entradas puedes organizar tu visita a tu manera: elige un pase hop-on hop-off, una visita guiada o entradas para las principales atracciones.`,
    serviceInformation: (c) =>
      `Los autobuses circulan todos los días de ${time(c.first)} a ${time(c.last)}, cada ${c.frequencyMinutes} minutos. En la parada principal, ${c.stop}, nuestro personal resolverá tus dudas y canjeará tus bonos. Todos los autobuses tienen un espacio para sillas de ruedas en el piso inferior.`,
  },
  serviceUpdates: [
    (c) => ({
      severity: 'warning',
      title: `Traslado de la parada ${c.landmark}`,
      body: `Por obras en la calzada, la parada ${c.landmark} se ha trasladado 100 metros en la misma calle. El resto de las paradas de ${c.city} funcionan con normalidad.`,
    }),
    (c) => ({
      severity: 'disruption',
      title: 'Desvío por un evento público',
      body: `Un evento público en ${c.city} obliga a cortar las calles alrededor de la parada ${c.landmark}. Mientras dure el evento, los autobuses no efectuarán esta parada.`,
    }),
    (c) => ({
      severity: 'info',
      title: 'Horario de invierno',
      body: `De noviembre a marzo, los autobuses de ${c.city} pasan cada 30 minutos y la última vuelta sale una hora antes.`,
    }),
  ],
  faqsGeneral: [
    { question: '¿Cómo uso mi bono?', answer: 'Muestra el bono en tu móvil o impreso al conductor o en la taquilla. No hace falta imprimirlo.' },
    { question: '¿Cuánto tiempo es válido mi bono?', answer: 'La mayoría de los bonos pueden canjearse por una entrada cualquier día en los 12 meses siguientes a la compra. La validez de cada producto aparece en su página.' },
    { question: '¿Puedo cancelar mi reserva?', answer: 'Sí, en la mayoría de los casos. Cada entrada muestra sus condiciones de cancelación en la página del producto, al reservar y en el bono. La mayoría pueden cancelarse gratis hasta 24 horas antes de la salida, o hasta el primer uso si son entradas abiertas, con reembolso íntegro; algunas solo tienen reembolso parcial y unas pocas no tienen reembolso.' },
    { question: '¿Cuándo empieza a contar un billete de 24 horas?', answer: 'Los billetes hop-on hop-off empiezan a contar la primera vez que se escanean a bordo, no en el momento de la compra.' },
    { question: '¿Los niños necesitan billete?', answer: 'Los niños necesitan un billete infantil; los bebés suelen viajar gratis. Las franjas de edad de cada producto se indican al elegir los billetes.' },
    { question: '¿Los autobuses son accesibles?', answer: 'La mayoría de los autobuses tienen rampa y un espacio para sillas de ruedas en el piso inferior. Avisa al conductor al subir y te ayudará.' },
    { question: '¿En qué idiomas está disponible la audioguía?', answer: 'La audioguía está disponible en hasta 12 idiomas, según la ciudad. Puedes consultarlos en la página del producto.' },
    { question: '¿Puedo pagar en mi moneda?', answer: 'Puedes pagar en euros, libras esterlinas o dólares estadounidenses. Elige tu moneda en la parte superior de la página.' },
  ],
  faqsScope: (c) => [
    {
      question: `¿Dónde está la taquilla principal en ${c.place}?`,
      answer: `Nuestra oficina principal en ${c.place} está en la primera parada de la ruta roja y abre todos los días en horario de servicio.`,
    },
    {
      question: `¿Hay descuentos para residentes en ${c.place}?`,
      answer: 'Sí: muchos productos tienen entradas para residentes. Lleva un documento oficial que acredite tu domicilio.',
    },
    {
      question: `¿Cuál es el mejor tour para una primera visita a ${c.place}?`,
      answer: 'El bus turístico hop-on hop-off es la forma más fácil de ver los principales lugares de interés en un día y a tu ritmo.',
    },
  ],
  faqsProduct: (c) => [
    { question: `¿Dónde empieza «${c.product}»?`, answer: `El punto de salida es ${c.meetingPoint}, en ${c.city}.` },
    {
      question: '¿Cuánto dura?',
      answer: c.hopOnHopOff
        ? `Una vuelta completa dura ${duration(c.durationMinutes)}, pero puedes quedarte a bordo o bajar cuando quieras.`
        : `Calcula aproximadamente ${duration(c.durationMinutes)}.`,
    },
    {
      question: '¿Hasta cuándo puedo usar mi bono?',
      answer: c.voucherMonths === 1 ? 'Durante el mes siguiente a la compra.' : `Durante los ${c.voucherMonths} meses siguientes a la compra.`,
    },
    {
      question: '¿Es apto para niños?',
      answer: 'Sí, los niños son bienvenidos; los que no llegan a la edad mínima van gratis acompañados de un adulto.',
    },
  ],
  healthNotifications: [
    { title: 'Viaja con tranquilidad', body: 'Nuestros vehículos se limpian a diario y hay gel desinfectante a bordo.' },
    { title: 'Reservas flexibles', body: 'Los planes cambian. La mayoría de nuestros productos se pueden cancelar gratis hasta 24 horas antes de tu visita.' },
    { title: 'Normas locales', body: 'Algunas ciudades y atracciones pueden pedir a los visitantes que cumplan normas sanitarias locales. Consulta la página del producto antes de viajar.' },
  ],
  terms: [
    { title: 'Sobre estas condiciones', body: 'Estas condiciones se aplican a todas las reservas realizadas en este sitio web. Al reservar, las aceptas.' },
    { title: 'Reservas', body: 'Una reserva queda confirmada cuando recibes el correo de confirmación con tu bono. Revisa los datos y contáctanos si algo no es correcto.' },
    { title: 'Precios y pago', body: 'Los precios se muestran en la moneda que elijas e incluyen impuestos. El pago se realiza en el momento de la reserva.' },
    { title: 'Bonos', body: 'Los bonos pueden mostrarse en el móvil o impresos. Cada bono se puede canjear una sola vez dentro de su periodo de validez.' },
    { title: 'Cancelaciones y reembolsos', body: 'Cada entrada tiene sus propias condiciones de cancelación, que se indican en la página del producto, al reservar y en el bono. La mayoría pueden cancelarse gratis hasta 24 horas antes de la salida; algunas solo con reembolso parcial y otras no pueden cancelarse. El reembolso se hace con el mismo método de pago que usaste.' },
    { title: 'Cambios por parte del operador', body: 'Las rutas y los horarios pueden cambiar por el tráfico, el tiempo o eventos. Si se cancela un servicio, puedes elegir otra fecha o el reembolso íntegro.' },
    { title: 'Responsabilidad', body: 'El operador de cada tour es responsable de su realización. Nosotros somos responsables del servicio de reserva.' },
    { title: 'Privacidad', body: 'Solo usamos tus datos personales para gestionar tu reserva. Consulta la política de privacidad y cookies para más información.' },
  ],
  reviews: {
    titles: [
      ['Decepcionante', 'No merece la pena', 'Una mañana perdida', 'No lo recomiendo', 'Muy malo'],
      ['Mejorable', 'Por debajo de lo esperado', 'Demasiada gente', 'Sensaciones encontradas', 'Esperas muy largas'],
      ['Correcto', 'Aceptable, sin más', 'Buen precio, tour normalito', 'Bien para una primera toma de contacto', 'No está mal'],
      ['Muy bueno', 'Una gran forma de ver la ciudad', 'Bien organizado', 'Nos gustó mucho', 'Buena relación calidad-precio'],
      ['¡Excelente!', 'Imprescindible en cualquier ciudad', 'Un día perfecto', 'Disfrutamos cada minuto', 'Muy recomendable'],
    ],
    openings: [
      [(c) => `${cap(c.product)} en ${c.city}: teníamos muchas expectativas, pero nos decepcionó.`, () => 'Por desgracia, no nos fue nada bien.', () => 'No lo volvería a reservar.', (c) => `Nuestro día en ${c.city} empezó mal con este tour.`, () => 'Nada que ver con lo que prometía la descripción.'],
      [(c) => `${cap(c.product)}: estuvo bien, pero sin más.`, () => 'Algunos buenos momentos, pero demasiados problemas.', (c) => `Esperábamos más del tour más conocido de ${c.city}.`, () => 'Por momentos estuvo bien.', () => 'Ni bueno ni malo.'],
      [(c) => `Una forma decente de moverse por ${c.city}.`, () => 'Cumplió su función.', () => 'En general, una experiencia normalita.', (c) => `Bien para hacerse una primera idea de ${c.city}.`, () => 'Más o menos lo que esperábamos.'],
      [(c) => `Una muy buena forma de conocer ${c.city}.`, () => 'Nos gustó muchísimo.', (c) => `${cap(c.product)}: mereció la pena.`, () => 'Bien organizado y fácil de usar.', () => 'Una gran experiencia en familia.'],
      [(c) => `¡La mejor forma de descubrir ${c.city}!`, () => 'Fantástico de principio a fin.', (c) => `${cap(c.product)}: ¡nos encantó!`, () => 'Superó todas nuestras expectativas.', (c) => `Lo mejor de nuestro viaje a ${c.city}.`],
    ],
    details: [
      [(c) => `Esperamos casi una hora en la parada ${c.sight}.`, () => 'La audioguía no funcionaba.', () => 'El personal fue antipático.', (c) => `Nunca llegamos a la parada ${c.sight}.`, () => 'El vehículo estaba sucio.', () => 'Nadie supo responder a nuestras preguntas.', () => 'No se respetaron los horarios.', () => 'Nos dieron información errónea sobre el punto de salida.'],
      [(c) => `Costó encontrar la parada ${c.sight}.`, () => 'Los comentarios apenas se oían.', () => 'Los asientos de arriba estaban mojados.', () => 'Había colas muy largas.', (c) => `Eso sí, la vista desde la parada ${c.sight} merecía la pena.`, () => 'El guía contó las historias a toda prisa.', () => 'Con el tráfico, todo iba lentísimo.', () => 'Demasiada gente a bordo.'],
      [(c) => `Lo mejor, la parada ${c.sight}.`, () => 'Los comentarios eran muy básicos.', () => 'Las esperas fueron aceptables.', () => 'La ruta pasa por los principales lugares de interés.', (c) => `Nos bajamos en la parada ${c.sight}.`, () => 'El personal fue educado.', () => 'Un poco caro.', () => 'Bastante cómodo.'],
      [(c) => `Desde arriba, la vista en la parada ${c.sight} era genial.`, () => 'El guía era simpático y sabía muchísimo.', () => 'Los autobuses pasaban con regularidad.', (c) => `Nos bajamos en la parada ${c.sight}, pasamos allí dos horas y volvimos a subir.`, () => 'Los comentarios eran interesantes.', () => 'Canjear el bono fue muy fácil.', () => 'Una buena forma de descansar los pies.', () => 'A los niños les encantó el piso de arriba.'],
      [(c) => `En la parada ${c.sight}, nuestro guía nos contó historias increíbles.`, (c) => `Las vistas desde la parada ${c.sight} fueron inolvidables.`, () => 'Los autobuses eran puntuales y estaban impecables.', () => 'La audioguía estaba llena de curiosidades.', () => 'El personal fue muy atento en todas las paradas.', (c) => `Nos bajamos en la parada ${c.sight} y podríamos habernos quedado allí todo el día.`, () => 'Usar el bono en el móvil fue facilísimo.', () => 'Muy buena relación calidad-precio con todo lo que incluye.'],
    ],
    closings: [
      ['A evitar.', 'Dinero tirado.', 'Muy decepcionados.', 'Nunca más.', 'Pedimos el reembolso.'],
      ['Quizá en un día mejor.', 'Tiene que mejorar.', 'Solo si te sobra tiempo.', 'Dos estrellas por las vistas.', 'Podría ser mucho mejor.'],
      ['Bien para una primera visita.', 'Vale la pena si hace buen tiempo.', 'Tres estrellas.', 'En general, correcto.', 'Ni más ni menos de lo que pagas.'],
      ['Recomendable.', 'Repetiríamos.', 'Un buen día.', 'Vale lo que cuesta.', '¡Gracias!'],
      ['¡Muy recomendable!', '¡No te lo pierdas!', '¡Volveremos!', '¡Cinco estrellas!', 'Resérvalo, no te arrepentirás.'],
    ],
    firstNames: [
      'María', 'José', 'Carmen', 'Antonio', 'Lucía', 'Javier', 'Ana', 'Carlos', 'Laura', 'Manuel', 'Marta', 'David', 'Isabel', 'Francisco',
      'Paula', 'Daniel', 'Elena', 'Alejandro', 'Cristina', 'Pablo', 'Sofía', 'Miguel', 'Andrea', 'Juan', 'Valentina', 'Diego', 'Camila', 'Luis',
      'Daniela', 'Sergio', 'Gabriela', 'Jorge', 'Fernanda', 'Raúl', 'Patricia', 'Mateo', 'Paola', 'Santiago', 'Rocío', 'Andrés', 'Ximena', 'Pilar',
    ],
    countries: ['ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'UY'],
  },
  images: {
    location: (c) => `Bus turístico en ${c.city}`,
    product: (c) => c.name,
  },
};
