// The passengers texts in English (decision 267). fr/passengers.ts holds the same keys in French.
export const passengers = {
  page: {
    title: 'Passenger details',
    reference: 'Booking reference',
    hint: 'For adult passengers, please enter names as they appear on ID',
  },
  perks: {
    title: 'Join PenguinPerks',
    text: 'Members earn free rides and save {{percent}}% from Silver up. Create an account and come back: your seats stay held.',
    join: 'Join PenguinPerks',
  },
  block: {
    lead: 'Lead Passenger',
    other: 'Passenger #{{number}}',
  },
  /** The passenger types (PassengerType), as the block's heading names them. */
  types: { AD: 'Adult', CH: 'Child', Infant: 'Infant' },
  fields: {
    title: 'Title',
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    whyTitle: 'Why do we ask for this?',
    why: 'The driver checks each passenger’s ID against it at check-in, and it tells adults, children and infants apart.',
    gender: 'Gender',
    chooseGender: 'Choose…',
    email: 'Contact email',
    mobile: 'Mobile',
    mobileHint: 'Used only to contact you in case of delays or itinerary changes',
    assistance: 'Wheelchair assistance',
    noAssistance: 'None',
  },
  /** The titles (TITLES), by their value. */
  titles: { Mr: 'Mr', Mrs: 'Mrs', Ms: 'Ms', Miss: 'Miss', Dr: 'Dr' },
  /** The genders (GENDERS), by their English label. */
  genders: { Male: 'Male', Female: 'Female', Other: 'Other' },
  /** The wheelchair assistance (SPECIAL_REQUIREMENTS), by fax_code_id: their fax_description. */
  assistance: {
    WCHR: 'Wheelchair to the coach: can climb the steps and walk to a seat',
    WCHS: 'Wheelchair to the seat: cannot climb the steps, boards by the lift',
    WCHC: 'Travels in own wheelchair: cannot walk, boards by the lift',
  },
  actions: {
    saving: 'Saving…',
    continue: 'Continue',
  },
  /** The hold's notice under the booking steps (components/hold-notice.tsx, decision 245). */
  hold: {
    until: 'Seats held until {{clock}}',
    explain:
      'They stay held while a booking page is open, for up to an hour after you chose your trip; if the time runs out they are released and you will need to search again.',
    warning_one: 'Less than {{count}} minute left: at {{clock}} your seats are released and you will need to search again.',
    warning_other: 'Less than {{count}} minutes left: at {{clock}} your seats are released and you will need to search again.',
  },
} as const;
