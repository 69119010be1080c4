// The pickup texts in English (decision 267). fr/pickup.ts holds the same keys in French.
export const pickup = {
  /** The page's heading and title, by direction. */
  title: { depart: 'Departure details', return: 'Return details' },
  fallbackTitle: 'Pickup details',
  eyebrow: 'Door-to-door ride',
  form: {
    label: 'Pickup and drop-off details',
    saving: 'Saving…',
    continue: 'Continue',
  },
  /** Each end of the ride: typed as an address in town, or a terminal at the airport. */
  ends: {
    pick_up_address: {
      town: 'Pickup address',
      airport: 'Pickup at the airport',
      townLead: 'Where the van picks you up.',
      airportLead: 'The driver meets you at the terminal you choose at {{airport}}.',
    },
    drop_off_address: {
      town: 'Drop-off address',
      airport: 'Drop-off at the airport',
      townLead: 'Where the van drops you off.',
      airportLead: 'The van drops you at the terminal you choose at {{airport}}.',
    },
  },
  address: {
    street: 'Street address',
    unit: 'Apartment, suite, unit',
    city: 'City',
    state: 'State',
    zip: 'ZIP code',
    terminal: 'Terminal',
    chooseTerminal: 'Choose a terminal…',
  },
  flight: {
    title: 'Your flight',
    optional: '(optional)',
    arrivalWhy: 'Give your flight and the driver times your airport pickup by it: if it lands late, the van waits for you.',
    departureWhy: 'Give your flight and the driver times your drop-off by its departure, so you reach the airport in time.',
    airline: 'Airline',
    airlineHint: 'The two-character code, such as DL.',
    number: 'Flight number',
    numberHint: 'As on your ticket, such as DL 1234.',
    arrivalDate: 'Flight arrival date',
    arrivalTime: 'Flight arrival time',
    departureDate: 'Flight departure date',
    departureTime: 'Flight departure time',
  },
} as const;
