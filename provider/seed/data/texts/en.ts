import type { ProductContext, SeedTexts } from '../../texts/types';

// British English. US English is derived from this file (provider/seed/texts/us.ts).

const time = (hhmm: string) => hhmm;

function duration(minutes: number): string {
  if (minutes >= 1440 && minutes % 1440 === 0) return minutes === 1440 ? '1 day' : `${minutes / 1440} days`;
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 1 ? '1 hour' : `${hours} hours`;
  return rest ? `${h} ${rest} minutes` : h;
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const departures = (c: ProductContext) =>
  c.frequencyMinutes
    ? `every ${c.frequencyMinutes} minutes from ${time(c.firstDeparture)} to ${time(c.lastDeparture)}`
    : `at ${time(c.firstDeparture)}`;

export const en: SeedTexts = {
  unitTypes: {
    group: 'Group',
    adult: 'Adult',
    child: 'Child',
    infant: 'Infant',
    senior: 'Senior',
    student: 'Student',
    resident: 'Resident',
    family: 'Family (2 adults + 2 children)',
    resident_child: 'Resident child',
    resident_senior: 'Resident senior',
    mini: 'Mini',
    disabled: 'Person with disability',
    teenager: 'Teenager',
    youth: 'Youth',
  },
  productTypes: {
    hop_on_hop_off: 'Hop-on hop-off bus tour',
    city_tour: 'City tour',
    boat_tour: 'Boat tour',
    bus_boat: 'Bus and boat tour',
    private_tour: 'Private tour',
    attraction: 'Attraction ticket',
    combo: 'Combo ticket',
  },
  landmarkKinds: {
    monument: 'Monument',
    museum: 'Museum',
    church: 'Church',
    palace: 'Palace',
    castle: 'Castle',
    park: 'Park',
    square: 'Square',
    market: 'Market',
    viewpoint: 'Viewpoint',
    bridge: 'Bridge',
    harbour: 'Harbour',
    tower: 'Tower',
    street: 'Street',
    stadium: 'Stadium',
    beach: 'Beach',
  },
  productNames: {
    hop_on_hop_off: [
      (c) => `${c.city} Hop-On Hop-Off Bus Tour`,
      (c) => `${c.city} Open-Top Bus Tour: Hop-On Hop-Off`,
      (c) => `${c.city} Sightseeing Bus: Hop-On Hop-Off Ticket`,
    ],
    city_tour: [
      (c) => `${c.city} Guided Walking Tour`,
      (c) => `${c.city} Old Town and ${c.landmark} Tour`,
      (c) => `${c.city} Panoramic Tour with a Local Guide`,
    ],
    boat_tour: [
      (c) => `${c.city} Sightseeing Cruise`,
      (c) => `${c.city} Sunset Boat Tour`,
      (c) => `${c.city} Boat Tour with Audio Guide`,
    ],
    bus_boat: [(c) => `${c.city} Hop-On Hop-Off Bus and Boat Tour`, (c) => `${c.city} Bus and Boat Combo Pass`],
    private_tour: [
      (c) => `${c.city} Private Tour by Car with Driver`,
      (c) => `${c.city} Private Tour: ${c.landmark} and Highlights`,
    ],
    attraction: [(c) => `${c.landmark} Entry Ticket`, (c) => `${c.landmark}: Skip-the-Line Ticket`],
    combo: [(c) => `${c.city} Bus Tour + ${c.landmark} Ticket`, (c) => `${c.city} City Pass: Bus Tour and ${c.landmark}`],
  },
  product: {
    hop_on_hop_off: {
      overview: (c) =>
        `Discover ${c.city} at your own pace from the open top deck of a sightseeing bus. With one ticket you can hop on and off as often as you like at ${c.stops.length} stops, including ${list(c.highlights)}.\n\nA full loop takes about ${duration(c.loopMinutes)}, and buses run ${departures(c)}, so you never wait long for the next one. The audio guide, available in ${c.audioGuideCount} languages, tells the stories behind the sights as you ride.`,
      highlights: (c) => [
        `See ${list(c.highlights)} from the open top deck`,
        `Hop on and off as often as you like at ${c.stops.length} stops`,
        `Audio guide in ${c.audioGuideCount} languages`,
        c.frequencyMinutes ? `A bus every ${c.frequencyMinutes} minutes` : `Departures from ${time(c.firstDeparture)}`,
        'Free cancellation until first use',
      ],
      included: (c) => [
        c.validityHours ? `Hop-on hop-off bus ticket for ${c.validityHours} hours` : 'Hop-on hop-off bus ticket',
        `Audio guide in ${c.audioGuideCount} languages`,
        'Free Wi-Fi on board',
        'Earphones',
        'Map of the route',
      ],
      route: (c) =>
        `The route starts at ${c.stops[0]} and loops through ${c.city} in about ${duration(c.loopMinutes)}, stopping at ${list(c.stops)}. The main stops are ${list(c.highlights)}.`,
      schedule: (c) =>
        `Daily ${departures(c)}. The last full loop leaves ${c.stops[0]} at ${time(c.lastDeparture)}.`,
      knowBeforeYouGo: (c) => [
        c.validityHours
          ? `Your ticket is valid for ${c.validityHours} consecutive hours from the first time it is scanned`
          : 'Your ticket is valid on the day you choose',
        'You can board at any stop: show your voucher to the driver',
        'The upper deck is open to the weather: bring a hat or a jacket',
        'Most buses are wheelchair accessible on the lower deck',
      ],
    },
    city_tour: {
      overview: (c) =>
        `Walk through the heart of ${c.city} with a local guide who knows every corner. In ${duration(c.durationMinutes)} you will see ${list(c.highlights)} and hear the stories that shaped the city.\n\nGroups are small, so there is always time for your questions and for the best photo spots.`,
      highlights: (c) => [
        `Visit ${list(c.highlights)} with a local guide`,
        `Live commentary in ${list(c.liveGuides)}`,
        'Small group for a personal experience',
        `Discover hidden corners of ${c.city}`,
      ],
      included: (c) => [`Professional guide in ${list(c.liveGuides)}`, `Guided tour of ${duration(c.durationMinutes)}`, 'Map of the city'],
      route: (c) => `The tour starts at ${c.meetingPoint} and passes ${list(c.stops)}. It ends near ${c.stops.at(-1)}.`,
      schedule: (c) => `Monday to Saturday at ${time(c.firstDeparture)} and ${time(c.lastDeparture)}.`,
      knowBeforeYouGo: () => [
        'The tour is on foot: wear comfortable shoes',
        'Please arrive 15 minutes before the start',
        'The tour runs in light rain; bring an umbrella',
      ],
    },
    boat_tour: {
      overview: (c) =>
        `See ${c.city} from the water on a relaxing ${duration(c.durationMinutes)} cruise. Glide past ${list(c.highlights)} while the commentary tells you about the city's history.\n\nTake a seat on the open deck for the best views, or stay inside the glass-roofed cabin when the weather turns.`,
      highlights: (c) => [
        `Cruise past ${list(c.highlights)}`,
        `Commentary in ${c.audioGuideCount} languages`,
        'Open deck and covered cabin',
        'Drinks and snacks on board',
      ],
      included: (c) => [`${duration(c.durationMinutes)} cruise`, `Audio commentary in ${c.audioGuideCount} languages`],
      route: (c) => `The boat leaves from ${c.meetingPoint} and passes ${list(c.stops)} before returning to the pier.`,
      schedule: (c) => `Daily departures ${departures(c)}.`,
      knowBeforeYouGo: () => [
        'Boarding closes 10 minutes before departure',
        'Cruises may be cancelled in strong wind; you will then get a full refund',
        'Pushchairs can be taken on board folded',
      ],
    },
    bus_boat: {
      overview: (c) =>
        `Two ways to see ${c.city} with one ticket: ride the hop-on hop-off bus between ${list(c.highlights)}, then take a cruise to see the city from the water.\n\nBuses run ${departures(c)} and the ticket is valid for ${c.validityHours ?? 24} hours, so you can plan your day as you like.`,
      highlights: (c) => [
        'Bus and boat with one ticket',
        `Hop on and off at ${c.stops.length} stops`,
        `See ${list(c.highlights)}`,
        `Audio guide in ${c.audioGuideCount} languages`,
      ],
      included: (c) => [
        `Hop-on hop-off bus ticket for ${c.validityHours ?? 24} hours`,
        'One sightseeing cruise',
        `Audio guide in ${c.audioGuideCount} languages`,
        'Earphones',
      ],
      route: (c) => `The bus route links ${list(c.stops)}. The boat leaves from ${c.meetingPoint}.`,
      schedule: (c) => `Buses daily ${departures(c)}. Cruises at the time you choose when booking.`,
      knowBeforeYouGo: () => [
        'Exchange your voucher at the first bus you board',
        'The cruise must be taken on the day you choose',
      ],
    },
    private_tour: {
      overview: (c) =>
        `Enjoy ${c.city} in comfort with your own driver and guide. In ${duration(c.durationMinutes)} you will see ${list(c.highlights)}, with time to stop wherever you like.\n\nThe tour is for your group only, so you can change the pace and the plan along the way.`,
      highlights: (c) => [
        'A car, driver and guide just for your group',
        `Visit ${list(c.highlights)}`,
        'Pick-up at your hotel',
        `Guided in ${list(c.liveGuides)}`,
      ],
      included: (c) => ['Private car with air conditioning', 'Driver and guide', 'Hotel pick-up and drop-off', `Tour of ${duration(c.durationMinutes)}`],
      route: (c) => `A flexible route through ${c.city} past ${list(c.stops)}; your guide adapts it to your wishes.`,
      schedule: (c) => `Daily, starting at ${time(c.firstDeparture)} or ${time(c.lastDeparture)}.`,
      knowBeforeYouGo: (c) => [
        c.minPassengers > 1 ? `The tour needs at least ${c.minPassengers} passengers` : 'The tour runs for one passenger or more',
        'Tell us your hotel address after booking',
        'Child seats are available on request',
      ],
    },
    attraction: {
      overview: (c) =>
        `Visit ${c.highlights[0]}, one of the best-known sights of ${c.city}. Your ticket takes you straight in, so you can spend your time inside rather than in the queue.\n\nPlan about ${duration(c.durationMinutes)} for the visit.`,
      highlights: (c) => [
        `Entry to ${c.highlights[0]}`,
        'Mobile ticket: show it on your phone',
        `Audio guide in ${c.audioGuideCount} languages available`,
      ],
      included: (c) => [`Entry ticket to ${c.highlights[0]}`, 'Access to the permanent exhibitions'],
      route: (c) =>
        c.stops.length > 1
          ? `${c.highlights[0]} is in the centre of ${c.city}, close to ${list(c.stops.slice(1, 3))}.`
          : `${c.highlights[0]} is in the centre of ${c.city}.`,
      schedule: (c) => `Open daily from ${time(c.firstDeparture)} to ${time(c.lastDeparture)}; last entry one hour before closing.`,
      knowBeforeYouGo: () => ['Large bags are not allowed inside', 'Security checks take place at the entrance'],
    },
    combo: {
      overview: (c) =>
        `Save with one ticket for two of the best things to do in ${c.city}: a hop-on hop-off bus tour and entry to ${c.highlights[0]}.\n\nRide the bus to ${c.highlights[0]}, visit it at the time you choose, then hop back on to continue exploring.`,
      highlights: (c) => [
        `Entry to ${c.highlights[0]}`,
        `Hop-on hop-off bus for ${c.validityHours ?? 24} hours`,
        'Better value than two separate tickets',
      ],
      included: (c) => [`Hop-on hop-off bus ticket for ${c.validityHours ?? 24} hours`, `Entry ticket to ${c.highlights[0]}`, 'Audio guide'],
      route: (c) => `The bus stops at ${list(c.stops)}, including ${c.highlights[0]}.`,
      schedule: (c) => `Buses daily ${departures(c)}.`,
      knowBeforeYouGo: () => ['Choose your entry time when booking', 'The bus ticket starts when first scanned'],
    },
  },
  common: {
    cancellationPolicy:
      'Each ticket states its own cancellation terms: until when it can be cancelled and how much of the price comes back. You can cancel online with the link in your confirmation email, and refunds go back to the original payment method. Tickets not cancelled in time, and no-shows, are not refunded.',
    meetingPoint: (c) => `Meet at ${c.place}, ${c.city}. Look for our staff in red uniforms, or for the stop sign.`,
    cruisePassengerInfo: (c) =>
      `Arriving by cruise ship? A stop at ${c.stop} is a short walk from the cruise terminal, and buses are timed so you are back on board well before departure.`,
    importantAnnouncements: [
      (c) => `Because of works near ${c.stop}, buses stop on the opposite side of the street until further notice.`,
      (c) => `On public holidays in ${c.city} the service may start later and finish earlier.`,
      () => 'Timetables change with the seasons: check the schedule for your date.',
    ],
    knowBeforeYouGo: (c) => [
      c.voucherMonths === 12
        ? 'Your voucher can be used any day within 12 months of purchase'
        : `Your voucher can be used any day within ${c.voucherMonths} month${c.voucherMonths === 1 ? '' : 's'} of purchase`,
      ...(c.studentCardRequired ? ['Students must show a valid student card'] : []),
      ...(c.minPassengers > 1 ? [`This option needs at least ${c.minPassengers} passengers`] : []),
      'Children must be accompanied by an adult',
    ],
    languages: {
      en: 'English',
      es: 'Spanish',
      fr: 'French',
      de: 'German',
      it: 'Italian',
      pt: 'Portuguese',
      nl: 'Dutch',
      ja: 'Japanese',
      zh: 'Chinese',
      ru: 'Russian',
      ar: 'Arabic',
      ko: 'Korean',
    },
  },
  options: {
    hoursTicket: (hours) => `${hours}-hour ticket`,
    hoursTicketDescription: (hours) => `Unlimited rides for ${hours} hours from the first scan.`,
    premiumTicket: (hours) => `${hours}-hour ticket + night tour`,
    premiumTicketDescription: 'All the day routes plus a guided evening tour of the city lights.',
    morningTour: 'Morning tour',
    afternoonTour: 'Afternoon tour',
    departureDescription: (c) => `Guided tour of ${duration(c.minutes)}.`,
    dayCruise: 'Day cruise',
    sunsetCruise: 'Sunset cruise',
    cruiseDescription: (c) => `A cruise of ${duration(c.minutes)} with commentary.`,
    standardEntry: 'Standard entry',
    standardEntryDescription: 'Entry on the day of your choice.',
    timedEntry: 'Timed entry',
    timedEntryDescription: 'Entry at the time you book.',
    skipTheLine: 'Skip-the-line entry',
    skipTheLineDescription: 'Priority access through the group entrance.',
    privateHalfDay: 'Half day (4 hours)',
    privateFullDay: 'Full day (8 hours)',
    privateDescription: (c) => `Private car, driver and guide for ${c.hours} hours.`,
    comboTicket: 'Bus + entry',
    comboDescription: (c) => `Hop-on hop-off bus for ${c.hours} hours and entry to ${c.attraction}.`,
    groups: {
      tourLanguage: 'Tour language',
      cruiseDeparture: 'Cruise departure',
      entryTime: 'Entry time',
      pickup: 'Pick-up',
      hotelPickup: 'Pick-up at my hotel',
      meetAtStart: 'Meet at the starting point',
      morning: 'Morning',
      afternoon: 'Afternoon',
    },
  },
  location: {
    about: (c) =>
      `${c.city} is one of the great cities of ${c.country}, and the best way to take it in is from the top deck of a sightseeing bus. In a single day you can see ${list(c.landmarks.slice(0, 3))}, and still have time to stop for lunch.\n\n${c.waterfront ? `The water is part of the city's story: a cruise shows ${c.city} from a side most visitors never see.` : `Between the sights, the streets of the centre are made for walking, with cafés and shops on every corner.`}\n\nOur tours and tickets let you plan your visit your way: choose a hop-on hop-off pass, a guided tour or tickets for the top attractions.`,
    serviceInformation: (c) =>
      `Buses run daily from ${time(c.first)} to ${time(c.last)}, every ${c.frequencyMinutes} minutes. The main stop is ${c.stop}, where our staff can answer your questions and exchange vouchers. All buses have a wheelchair space on the lower deck.`,
  },
  serviceUpdates: [
    (c) => ({
      severity: 'warning',
      title: `Stop ${c.landmark} moved`,
      body: `Because of road works, the ${c.landmark} stop has moved 100 metres along the same street. All other stops in ${c.city} are served as usual.`,
    }),
    (c) => ({
      severity: 'disruption',
      title: 'Diversion during a public event',
      body: `A public event in ${c.city} closes the streets around ${c.landmark}. Buses skip this stop while the event lasts.`,
    }),
    (c) => ({
      severity: 'info',
      title: 'Winter timetable',
      body: `From November to March, buses in ${c.city} run every 30 minutes and the last loop leaves one hour earlier.`,
    }),
  ],
  faqsGeneral: [
    { question: 'How do I use my voucher?', answer: 'Show the voucher on your phone or on paper to the driver or at the ticket office. There is no need to print it.' },
    { question: 'How long is my voucher valid?', answer: 'Most vouchers can be exchanged for a ticket any day within 12 months of purchase. The product page shows the validity of each product.' },
    { question: 'Can I cancel my booking?', answer: 'Yes, in most cases. Each ticket shows its cancellation terms on the product page, when you book and on the voucher. Most can be cancelled free of charge up to 24 hours before the departure, or until first use for open tickets, with a full refund; some are refunded only in part, and a few not at all.' },
    { question: 'When does a 24-hour ticket start?', answer: 'Hop-on hop-off tickets start the first time they are scanned on board, not when you buy them.' },
    { question: 'Do children need a ticket?', answer: 'Children need a child ticket; infants usually travel free. The age bands of each product are shown when you choose your tickets.' },
    { question: 'Are the buses accessible?', answer: 'Most buses have a ramp and a wheelchair space on the lower deck. Tell the driver when you board and they will help you.' },
    { question: 'Which languages does the audio guide speak?', answer: 'The audio guide is available in up to 12 languages, depending on the city. The product page lists them.' },
    { question: 'Can I pay in my currency?', answer: 'You can pay in euros, pounds sterling or US dollars. Choose your currency at the top of the page.' },
  ],
  faqsScope: (c) => [
    { question: `Where is the main ticket office in ${c.place}?`, answer: `Our main office in ${c.place} is at the first stop of the red route, open every day during service hours.` },
    { question: `Are there discounts for residents of ${c.place}?`, answer: 'Yes: resident tickets are available on many products. Bring an official ID showing your address.' },
    { question: `Which is the best tour for a first visit to ${c.place}?`, answer: 'The hop-on hop-off tour is the easiest way to see the main sights in one day, at your own pace.' },
  ],
  faqsProduct: (c) => [
    { question: `Where does ${c.product} start?`, answer: `It starts at ${c.meetingPoint} in ${c.city}.` },
    {
      question: 'How long does it take?',
      answer: c.hopOnHopOff
        ? `A full loop takes ${duration(c.durationMinutes)}, but you can stay on board or hop off as you like.`
        : `Plan about ${duration(c.durationMinutes)}.`,
    },
    { question: 'Until when can I use my voucher?', answer: `Within ${c.voucherMonths} months of purchase.` },
    { question: 'Is it suitable for children?', answer: 'Yes, children are welcome; those under the minimum age travel free with an adult.' },
  ],
  healthNotifications: [
    { title: 'Travel with peace of mind', body: 'Our vehicles are cleaned every day, and hand sanitiser is available on board.' },
    { title: 'Flexible bookings', body: 'Plans change. Most of our products can be cancelled free of charge up to 24 hours before your visit.' },
    { title: 'Local rules', body: 'Some cities and attractions may ask visitors to follow local health rules. Check the product page before you travel.' },
  ],
  terms: [
    { title: 'About these terms', body: 'These terms apply to every booking made on this website. By booking you accept them.' },
    { title: 'Bookings', body: 'A booking is confirmed when you receive the confirmation email with your voucher. Check the details and contact us if anything is wrong.' },
    { title: 'Prices and payment', body: 'Prices are shown in the currency you choose and include taxes. Payment is taken when you book.' },
    { title: 'Vouchers', body: 'Vouchers can be shown on a phone or printed. Each voucher can be exchanged once, within its validity period.' },
    { title: 'Cancellations and refunds', body: 'Each ticket has its own cancellation terms, shown on the product page, when you book and on the voucher. Most can be cancelled free of charge up to 24 hours before the departure; some only for a partial refund, and some not at all. Refunds go back to the original payment method.' },
    { title: 'Changes by the operator', body: 'Routes and timetables may change because of traffic, weather or events. If a service is cancelled, you can choose another date or a full refund.' },
    { title: 'Liability', body: 'The operator of each tour is responsible for carrying it out. We are responsible for the booking service.' },
    { title: 'Privacy', body: 'We use your personal data only to handle your booking. See the privacy and cookies policy for details.' },
  ],
  reviews: {
    titles: [
      ['Disappointing', 'Not worth it', 'A wasted morning', 'Would not recommend', 'Very poor'],
      ['Could be better', 'Below expectations', 'Too crowded', 'Mixed feelings', 'Long waits'],
      ['Okay', 'Decent but not special', 'Good value, average tour', 'Fine for a first look', 'Not bad'],
      ['Very good', 'Great way to see the city', 'Well organised', 'Really enjoyed it', 'Good value'],
      ['Excellent!', 'A must in every city', 'Perfect day out', 'Loved every minute', 'Highly recommended'],
    ],
    openings: [
      [(c) => `We had high hopes for the ${c.product} in ${c.city}, but it was a let-down.`, () => 'Sadly this did not go well for us.', () => 'I would not book this again.', (c) => `Our day in ${c.city} started badly with this tour.`, () => 'Not what the description promised.'],
      [(c) => `The ${c.product} was fine, but not great.`, () => 'Some good moments, but too many problems.', (c) => `We expected more from ${c.city}'s best-known tour.`, () => 'It was okay at times.', () => 'Not bad, not good.'],
      [(c) => `A decent way to get around ${c.city}.`, () => 'It did the job.', () => 'An average experience overall.', (c) => `Good for a first overview of ${c.city}.`, () => 'About what we expected.'],
      [(c) => `A very good way to see ${c.city}.`, () => 'We really enjoyed this.', (c) => `The ${c.product} was well worth the money.`, () => 'Nicely organised and easy to use.', () => 'Great experience with the family.'],
      [(c) => `The best way to discover ${c.city}!`, () => 'Absolutely fantastic from start to finish.', (c) => `We loved the ${c.product}.`, () => 'Exceeded all our expectations.', (c) => `The highlight of our trip to ${c.city}.`],
    ],
    details: [
      [(c) => `We waited almost an hour near ${c.sight}.`, () => 'The audio guide did not work.', () => 'The staff were unfriendly.', (c) => `We never got to ${c.sight}.`, () => 'The vehicle was dirty.', () => 'Nobody could answer our questions.', () => 'The timetable was not respected.', () => 'We were given wrong information about the start.'],
      [(c) => `The stop at ${c.sight} was hard to find.`, () => 'The commentary was hard to hear.', () => 'The seats upstairs were wet.', () => 'There were long queues.', (c) => `The view of ${c.sight} was nice, though.`, () => 'The guide rushed through the story.', () => 'Traffic made it very slow.', () => 'Too many people on board.'],
      [(c) => `Seeing ${c.sight} was the best part.`, () => 'The commentary was basic.', () => 'The waits were acceptable.', () => 'The route covers the main sights.', (c) => `We hopped off at ${c.sight}.`, () => 'The staff were polite.', () => 'It was a little expensive.', () => 'Comfortable enough.'],
      [(c) => `The view of ${c.sight} from the top was great.`, () => 'The guide was friendly and knew a lot.', () => 'Buses came regularly.', (c) => `We spent two hours at ${c.sight} and hopped back on.`, () => 'The commentary was interesting.', () => 'Easy to exchange the voucher.', () => 'Good way to rest our feet.', () => 'The kids loved the top deck.'],
      [(c) => `Our guide made ${c.sight} come alive.`, (c) => `The views of ${c.sight} were unforgettable.`, () => 'Buses were on time and spotless.', () => 'The audio guide was full of fun facts.', () => 'Staff were helpful at every stop.', (c) => `We hopped off at ${c.sight} and could have stayed all day.`, () => 'Using the voucher on the phone was easy.', () => 'Great value for everything included.'],
    ],
    closings: [
      ['Avoid.', 'Save your money.', 'Very disappointed.', 'Never again.', 'We asked for a refund.'],
      ['Maybe on a better day.', 'Needs improvement.', 'Only if you have spare time.', 'Two stars for the views.', 'Could be much better.'],
      ['Fine for a first visit.', 'Worth it if the weather is good.', 'Three stars.', 'Okay overall.', 'You get what you pay for.'],
      ['Recommended.', 'Would book again.', 'A good day out.', 'Worth the price.', 'Thank you!'],
      ['Highly recommended!', "Don't miss it!", 'We will be back!', 'Five stars!', 'Book it, you will not regret it.'],
    ],
    firstNames: [
      'Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava', 'Jack', 'Mia', 'Charlie', 'Sophie', 'Thomas', 'Emily', 'James', 'Grace',
      'William', 'Chloe', 'Daniel', 'Lucy', 'Samuel', 'Ella', 'Michael', 'Hannah', 'David', 'Sarah', 'John', 'Laura', 'Robert', 'Rachel',
      'Peter', 'Emma', 'Andrew', 'Kate', 'Mark', 'Jessica', 'Paul', 'Megan', 'Chris', 'Olivia', 'Ben', 'Rebecca', 'Liam', 'Zoe',
    ],
    countries: ['GB', 'US', 'IE', 'AU', 'CA', 'NZ', 'ZA'],
  },
  images: {
    location: (c) => `Sightseeing bus in ${c.city}`,
    product: (c) => c.name,
  },
};
