// The mails and documents about a booking, in English (issue 29): the confirmation, the
// cancellation, the boarding-pass mail, the pass itself and the calendar, word for word what they
// said before French came. fr.ts has the same keys (its type is this file's); texts.test.ts fails
// when either has one the other lacks. A text with values is a function of them; the templates
// escape what they hand in for HTML.

import { CHECK_IN_CLOSES_MIN } from '@landline/shared/constants';
import { formatAtPlace } from '@landline/shared/dates';
import { formatMiles, formatMoney, formatPrice, type Currency } from '@landline/shared/money';

const LOCALE = 'en-US';
type Way = 1 | 2;

export const en = {
  /** Intl's locale: the mails' `lang`, the pass's language. */
  locale: LOCALE,

  /** How instants, money and lists read. */
  format: {
    /** An instant where it happens: "Sat, Nov 28, 3:00 AM MST". */
    atPlace: (iso: string, timeZone: string): string => formatAtPlace(iso, timeZone, LOCALE),
    /** Money in the confirmation, whole amounts without cents: "$49", "$19.50". */
    price: (cents: number, currency: Currency): string => formatPrice(cents, currency, LOCALE),
    /** Money given back: "$49.00". */
    money: (cents: number, currency: Currency): string => formatMoney(cents, currency, LOCALE),
    /** Penguin Perks points: "2,900 miles". */
    miles: (points: number): string => formatMiles(points, LOCALE),
    /** The pass's date in the boarding stop's zone: "Fri, Nov 27, 2026". */
    passDate: (iso: string, timeZone: string): string =>
      new Intl.DateTimeFormat(LOCALE, { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(
        new Date(iso),
      ),
    /** The pass's time: "6:45 AM". */
    passTime: (iso: string, timeZone: string): string =>
      new Intl.DateTimeFormat(LOCALE, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso)),
    /** "Ada", "Ada and Charles", "Ada, Charles and Mary". */
    names: (names: readonly string[]): string =>
      names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`,
  },

  /** What every mail about a booking says. */
  common: {
    brand: 'Landline airport shuttles',
    greeting: (name: string) => `Hi ${name},`,
    bookingReference: 'Booking reference',
    /** The footer's reason for writing: the booking, which a guest has (decision 238). */
    becauseOfBooking: (pnr: string) => `You receive this e-mail because of booking ${pnr} with Landline.`,
    /** Where "plan your next ride" leads, on the site. */
    homePath: '/',
    /** Who runs a leg: our coach, or a flight whose airline is not known ("Flight UA1234"). */
    coach: 'Landline coach',
    flight: 'Flight',
  },

  /** The booking confirmation (mail/confirmation.ts). */
  confirmation: {
    subject: (pnr: string) => `Your Landline booking ${pnr} is confirmed`,
    directions: { 1: 'Departure trip', 2: 'Return trip' } satisfies Record<Way, string>,
    confirmed: (pnr: string) => `your booking is confirmed. Booking reference: ${pnr}`,
    /** A direction's heading in the plain text. */
    heading: (title: string) => `${title}:`,
    leg: (what: string, route: string) => `${what}: ${route}`,
    timesText: (departs: string, arrives: string) => `departs ${departs}, arrives ${arrives}`,
    timesHtml: (departs: string, arrives: string) => `Departs ${departs} · arrives ${arrives}`,
    passengersLine: (names: string) => `Passengers: ${names}`,
    line: (label: string, amount: string) => `${label}: ${amount}`,
    totalLine: (amount: string) => `Total paid: ${amount}`,
    note: `Check-in closes ${CHECK_IN_CLOSES_MIN} minutes before departure. Times are local to each stop; the attached calendar file adds every ride to your calendar.`,
    nextRide: (url: string) => `Plan your next ride: ${url}`,
    title: 'Your booking is confirmed',
    thanks: (name: string) => `Hi ${name}, thank you for riding with Landline.`,
    passengers: 'Passengers',
    priceSummary: 'Price summary',
    totalPaid: 'Total paid',
    nextRideLink: 'Plan your next ride with Landline',
  },

  /** The confirmation's price lines (payments/confirmation.ts). */
  lines: {
    /** A line of something bought: English keeps the product's own name ("Departure trip", "Checked bag"). */
    item: (item: { category: string; name: string; directionType: string | null }) => item.name,
    quantity: (label: string, quantity: number) => `${label} × ${quantity}`,
    voucher: (code: string) => `Voucher ${code}`,
    /**
     * The lines that take something off, by category. The worth of the booking an edit replaces has
     * always been printed by its category in English: kept as it was, word for word.
     */
    adjustments: {
      discount: 'Member discount',
      partner_pass: 'Partner Pass',
      vouchers: 'Voucher',
      store_credits: 'Store credit',
      previous_landline_ticket: 'previous_landline_ticket',
    },
  },

  /** The calendar of a booking, attached and downloaded (decision 239). */
  calendar: {
    title: (who: string, route: string) => `${who}: ${route}`,
    description: (what: string, pnr: string, ground: boolean) =>
      `${what}. Booking reference ${pnr}.${ground ? ` Check-in closes ${CHECK_IN_CLOSES_MIN} minutes before departure.` : ''}`,
  },

  /** The cancellation mail (cancellation/mail.ts, describe.ts). */
  cancellation: {
    subject: (pnr: string) => `Cancellation complete: booking ${pnr}`,
    /** What of the trip is cancelled: all of it, the one-way trip for some, or a direction. */
    parts: { whole: 'whole trip', trip: 'trip', both: 'departure and return', 1: 'departure', 2: 'return' },
    what: (part: string, names: string) => `the ${part} for ${names}`,
    /** An edit's cancellation names the booking that replaces it. */
    changedTo: (what: string, newPnr: string) => `${what}, changed to booking ${newPnr}`,
    intro: (what: string, pnr: string) => `We have cancelled ${what} of booking ${pnr}.`,
    ways: { 1: 'Departure', 2: 'Return' } satisfies Record<Way, string>,
    legLine: (way: string, runBy: string, route: string, departs: string) => `${way}: ${runBy}, ${route}, departs ${departs}`,
    cancelled: 'Cancelled:',
    comesBack: 'What comes back:',
    card: (amount: string) => `${amount} back to your card in 5 to 10 business days`,
    credit: (amount: string) => `${amount} added to your store credit`,
    voucher: (amount: string, code: string) => `${amount} as voucher ${code}, valid for a year on your next booking`,
    points: (miles: string) => `${miles} back in your Penguin Perks wallet`,
    nothing: 'Nothing was paid for this part of the trip, so nothing comes back.',
  },

  /** The boarding-pass mail (checkin/mail.ts) and the passes' file names. */
  passMail: {
    subject: (pnr: string, way: string) => `Your Landline boarding passes: ${pnr} (${way})`,
    ways: { 1: 'departure', 2: 'return' } satisfies Record<Way, string>,
    hello: 'Hello,',
    checkedIn: (pnr: string) => `you are checked in. Booking reference: ${pnr}`,
    /** The ride the passes board: "Fort Collins → Denver International Airport, Fri, Nov 27, 2026 6:45 AM". */
    ride: (from: string, to: string, date: string, time: string) => `${from} → ${to}, ${date} ${time}`,
    attached: (names: string) => `Boarding passes attached (one each): ${names}.`,
    show: 'Show each pass to your driver when you board, on your phone or printed.',
    /** Before the link to the coach on the Live Tracker (decision 285). */
    track: 'Where is your coach, and when will it reach your stop?',
    trackLink: 'Track your coach',
    title: 'You are checked in',
    /** File names: "boarding-pass-KX7M2Q-depart-1-Ada-Lovelace.pdf", safe characters only. */
    file: 'boarding-pass',
    fileWays: { 1: 'depart', 2: 'return' } satisfies Record<Way, string>,
  },

  /** The boarding pass PDF (boarding/pass-pdf.ts). */
  pass: {
    ways: { 1: 'DEPART', 2: 'RETURN' } satisfies Record<Way, string>,
    heading: 'BOARDING PASS',
    passenger: 'PASSENGER',
    from: 'FROM',
    to: 'TO',
    date: 'DATE',
    time: 'TIME',
    seat: 'SEAT',
    reference: 'BOOKING REFERENCE',
    anySeat: 'Any seat',
    /** A lap infant's pass, where a seat would be. */
    lapSeat: 'On lap',
    footer: 'Show this code to your driver when you board.',
    title: (pnr: string) => `Landline boarding pass ${pnr}`,
    subject: (way: string, pnr: string, from: string, to: string, date: string, time: string) =>
      `${way} ${pnr}: ${from} to ${to}, ${date} ${time}`,
    /** The title of a party's passes bound in one file. */
    boundTitle: 'Landline boarding passes',
  },
};

/** The texts of one language: French is typed from the English. */
export type MailTexts = typeof en;
