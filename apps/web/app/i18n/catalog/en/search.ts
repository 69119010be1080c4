// The search texts in English (decision 267). fr/search.ts holds the same keys in French.
export const search = {
  /** The search form (home page, city pages, the Canadian booking). */
  form: {
    label: 'Search trips',
    tripType: 'Trip type',
    oneWay: 'One way',
    return: 'Return',
    swap: 'Swap from and to',
    departureDate: 'Departure date',
    returnDate: 'Return date',
    passengers: 'Passengers',
    charterQuote: 'A larger group? Ask for a charter quote',
    submit: 'Search',
  },
  /** The passenger counts; `noun` names one of them in the + and − buttons' labels. */
  party: {
    adults: { label: 'Adults', hint: '{{age}} years and over', add: 'Add one adult', remove: 'Remove one adult' },
    children: { label: 'Children', hint: 'Under {{age}}', add: 'Add one child', remove: 'Remove one child' },
    infants: { label: 'Infants', hint: 'On an adult’s lap', add: 'Add one infant', remove: 'Remove one infant' },
  },
  /** The place type-ahead, one set of labels per field. */
  place: {
    from: { label: 'From', showChoices: 'Show from choices', choices: 'From choices' },
    to: { label: 'To', showChoices: 'Show to choices', choices: 'To choices' },
    placeholder: 'City or airport',
    allStops: 'All stops in {{city}}',
    flight: 'Flight',
    noMatch: 'No stops match “{{text}}”.',
  },
  /** Our own Canadian booking's entry (/canada/book). */
  canadaBook: {
    title: 'Book a seat to Toronto Pearson',
    lead: 'Hamilton, Kitchener-Waterloo and Kingston to and from Toronto Pearson. Fares in Canadian dollars, times in Toronto time.',
    searchTitle: 'Search trips',
    meta: {
      title: 'Book a Canadian shuttle to Toronto Pearson | Landline',
      description: 'Book the Landline shuttle between Hamilton, Kitchener-Waterloo, Kingston and Toronto Pearson, in Canadian dollars.',
    },
  },
} as const;
