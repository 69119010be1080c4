// The Canada pages in English: every visible string, title, description, alt text and label.
// fr.ts holds the same keys in French (messages.test.ts checks it). {{name}} is filled in by
// the translate function (i18n/translate.ts); numbers come from constants and from the live fare table, never typed here.

export const en = {
  common: {
    languageNav: 'Language',
    /** The switch shows the other language's name, in that language. */
    switchLabel: 'Français',
    switchName: 'Lire cette page en français',
    newTab: '(opens in a new tab)',
    allAirports: 'All Canadian airports',
    amenities: {
      title: 'Onboard amenities',
      intro: 'Every coach is built for a relaxed ride to your flight.',
      wifi: 'Free Wi-Fi and entertainment',
      seats: 'Reclining leather seats',
      power: 'In-seat power',
      restroom: 'Restroom on board',
      wheelchair: 'Wheelchair accessible',
    },
    airports: {
      hamilton: {
        city: 'Hamilton',
        airport: 'John C. Munro Hamilton International Airport',
        theAirport: 'John C. Munro Hamilton International Airport',
      },
      waterloo: {
        city: 'Waterloo',
        airport: 'Region of Waterloo International Airport',
        theAirport: 'Region of Waterloo International Airport',
      },
      kingston: {
        city: 'Kingston',
        airport: 'Kingston Norman Rogers Airport',
        theAirport: 'Kingston Norman Rogers Airport',
      },
      toronto: {
        city: 'Toronto Pearson',
        airport: 'Toronto Pearson International Airport, Terminal 1',
        theAirport: 'Toronto Pearson International Airport, Terminal 1',
      },
    },
  },
  home: {
    meta: {
      title: 'Canada Airport Shuttle to Toronto Pearson',
      description:
        'Ride Landline between Hamilton, Waterloo or Kingston and Toronto Pearson: book with your Air Canada flight or buy a shuttle seat on our site.',
    },
    hero: {
      title: 'Your local airport, connected to Toronto Pearson',
      subtitle:
        'Premium coaches from Hamilton, Waterloo and Kingston to Toronto Pearson, Terminal 1. Book the ride with your Air Canada flight, or buy a shuttle seat on its own.',
      airline: 'Book with Air Canada',
      direct: 'Book a shuttle seat',
    },
    lead: {
      title: 'Skip the highway, keep your evening',
      text: 'Leave the car at your local airport and let us drive. Our coaches run several times a day to Toronto Pearson, Terminal 1, timed for the flights you connect to, and bring you home again after you land.',
      busAlt: 'Illustration of a Landline coach waiting at an airport terminal',
    },
    options: {
      title: 'Two ways to book',
      intro: 'Same coach, same seats: choose the booking that suits your trip.',
      bestIf: 'Best if:',
      airline: {
        title: 'Book through Air Canada',
        logoAlt: 'Air Canada',
        subtitle: 'The shuttle and your flight on one itinerary',
        benefits: [
          'One booking and one fare for the ride and the flight',
          'Your connection is protected if the shuttle or a flight runs late',
          'Earn Air Canada loyalty points on the shuttle segment',
        ],
        bestIfItems: ['You are flying Air Canada from Toronto Pearson', 'You want the whole trip in one reservation'],
        button: 'Book on aircanada.com',
      },
      direct: {
        title: 'Book directly with Landline',
        logoAlt: 'Landline',
        subtitle: 'A shuttle seat on its own, one way or round trip',
        benefits: ['One-way or round-trip tickets', 'Ride whatever your airline, or with no flight at all'],
        /** Listed second among the benefits; {{count}} from CANADA_CHANGE_CUTOFF_HOURS. */
        changes_one: 'Easy changes up to {{count}} hour before departure',
        changes_other: 'Easy changes up to {{count}} hours before departure',
        bestIfItems: ['You are booking at the last minute', 'You are travelling on a vacation package'],
        button: 'Book a shuttle seat',
      },
    },
    locations: {
      title: 'Our Canadian airports',
      intro: 'Choose your airport for its schedule, pickup points and fares.',
    },
    contact: {
      title: 'Questions? Give us a call',
      text: 'Our Canadian team helps with schedules, bookings and changes.',
      call: 'Call {{phone}}',
    },
  },
  airport: {
    meta: {
      title: '{{city}} Airport Shuttle to Toronto Pearson',
      description:
        'Landline coaches between {{theAirport}} ({{code}}) and Toronto Pearson: schedule, pickup and drop-off locations, fares and onboard amenities.',
    },
    header: {
      title: '{{city}} to Toronto Pearson',
      subtitle: 'Premium coach service between {{theAirport}} and Toronto Pearson, Terminal 1.',
    },
    world: {
      title: 'Book {{city}} to the World',
      intro: 'Ride to Toronto Pearson and fly nonstop to cities such as:',
      listLabel: 'Cities served nonstop from Toronto Pearson',
      button: 'Book on aircanada.com from {{code}}',
      footnoteStandalone: 'Shuttle-only seats are sold on',
      footnoteSite: 'our booking site',
      footnoteExisting: 'Already booked with Air Canada? Add the shuttle segment to your reservation at no extra charge.',
    },
    nav: {
      label: 'On this page',
      schedule: 'Schedule',
      pickup: 'Pickup locations',
      dropoff: 'Drop-off locations',
      fares: 'Fares',
      amenities: 'Amenities',
    },
    schedule: {
      title: 'Schedule',
      intro: 'Departures this week. All times are Toronto time.',
      toToronto: '{{city}} to Toronto Pearson',
      fromToronto: 'Toronto Pearson to {{city}}',
      depart: 'Departs {{place}}',
      arrive: 'Arrives {{place}}',
      days: 'Days',
      daily: 'Daily',
      except: 'Not {{days}}',
      none: 'No departures are scheduled this week.',
      weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      status: 'Check Shuttle Status',
      book: 'Book a seat from {{city}} to Toronto Pearson',
    },
    locations: {
      pickupTitle: 'Pickup locations',
      dropoffTitle: 'Drop-off locations',
      address: 'Address',
      directions: 'Where to go',
      parking: 'Parking',
      map: 'Open the map of {{place}}',
      regionalPickup: 'Board the coach at the curb in front of the terminal’s main doors.',
      regionalArrive: 'Arrive {{minutes}} minutes before departure with your luggage.',
      regionalDropoff: 'The coach drops you at the curb in front of the terminal’s main doors.',
      torontoPickup:
        'Door Q, on the ground transportation level of Terminal 1. An agent meets riders there and walks them to the coach at departure time.',
      torontoArrive: 'Be at door Q {{minutes}} minutes before departure.',
      torontoDropoff: 'The coach stops on the ground transportation level of Terminal 1, a short walk from check-in.',
      kingstonParking: 'Free parking at YGK for up to {{weeks}} weeks while you travel.',
    },
    fares: {
      title: 'Fares',
      caption: 'Shuttle fares between {{city}} and Toronto Pearson, each way',
      location: 'Location',
      adults: 'Adults',
      child: 'Child ({{age}} & Under)',
      vacations: 'Air Canada Vacations',
      standalone: 'Landline (standalone)',
      airline: 'Booked with Air Canada',
      includedAdult: 'Included in airfare',
      includedChild: 'Included',
      notApplicable: 'N/A',
      unavailable: 'Not sold this week',
      footnote: '*Does not include taxes and fees',
    },
    promo: {
      title: 'Travelling with Air Canada Vacations?',
      subtitle: 'Save {{percent}}% on your shuttle',
      text: 'Text or call us at {{phone}} for your discount code, then use it when you book your seat.',
      textButton: 'Text us',
      callButton: 'Call us',
    },
  },
};

export type CanadaMessages = typeof en;
