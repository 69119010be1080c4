// The mails and documents about a booking, in Canadian French (issue 29): the same keys as en.ts,
// its type. Money, dates and times in fr-CA ("49,00 $", "samedi 28 novembre 2026 à 14 h 30 HNE");
// a non-breaking space (\u00a0) before ":"; "courriel", never "e-mail"; the traveller is "vous".

import { CHECK_IN_CLOSES_MIN } from '@landline/shared/constants';
import { formatMoney } from '@landline/shared/money';
import type { MailTexts } from './en.js';

const LOCALE = 'fr-CA';

/**
 * "14 h 30" held together by non-breaking spaces, whatever spaces this ICU puts there, as the
 * web's formatClock writes it: a mail client never breaks the line inside a time.
 */
const keepTimeTogether = (text: string) => text.replace(/(\d)[\s\u202f]h[\s\u202f](\d)/g, '$1\u00a0h\u00a0$2');

/** A product's French name by its category (the catalogue's own names are English). */
const PRODUCTS: Record<string, string> = {
  baggage: 'Bagage enregistré',
  door_2_door: 'Service porte-à-porte',
  connection_guarantee: 'Garantie de correspondance',
  premium_seating: 'Siège Premium',
  vouchers: 'Bon de réduction',
  store_credits: 'Crédit',
};
/** A ticket line's French name by its direction. */
const TICKETS: Record<string, string> = {
  departure_trip: 'Voyage aller',
  return_trip: 'Voyage retour',
  departure_flight: 'Vol aller',
  return_flight: 'Vol retour',
};

export const fr: MailTexts = {
  locale: LOCALE,

  format: {
    // "samedi 28 novembre 2026 à 5 h 40 HNE": the zone's short name is added to the date and time,
    // as asking Intl for all three together writes the hour "05".
    atPlace: (iso, timeZone) => {
      const at = new Date(iso);
      const when = new Intl.DateTimeFormat(LOCALE, {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(at);
      const zone = new Intl.DateTimeFormat(LOCALE, { timeZone, timeZoneName: 'short' })
        .formatToParts(at)
        .find((p) => p.type === 'timeZoneName');
      return keepTimeTogether(zone ? `${when} ${zone.value}` : when);
    },
    // Always with the cents: "49,00 $", as prices read in Quebec.
    price: (cents, currency) => formatMoney(cents, currency, LOCALE),
    money: (cents, currency) => formatMoney(cents, currency, LOCALE),
    // French counts 0 and 1 in the singular: "1 mille", "2 900 milles".
    miles: (points) => `${new Intl.NumberFormat(LOCALE).format(points)} ${Math.abs(points) < 2 ? 'mille' : 'milles'}`,
    passDate: (iso, timeZone) =>
      new Intl.DateTimeFormat(LOCALE, { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
        new Date(iso),
      ),
    passTime: (iso, timeZone) =>
      keepTimeTogether(
        new Intl.DateTimeFormat(LOCALE, { timeZone, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso)),
      ),
    names: (names) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`),
  },

  common: {
    brand: 'Navettes aéroport Landline',
    greeting: (name) => `Bonjour ${name},`,
    bookingReference: 'Numéro de réservation',
    becauseOfBooking: (pnr) => `Vous recevez ce courriel au sujet de votre réservation Landline ${pnr}.`,
    // The French booking entry (the web app's CANADA_BOOK_PATHS.fr).
    homePath: '/fr/canada/reserver',
    coach: 'Autocar Landline',
    flight: 'Vol',
  },

  confirmation: {
    subject: (pnr) => `Votre réservation Landline ${pnr} est confirmée`,
    directions: { 1: 'Voyage aller', 2: 'Voyage retour' },
    confirmed: (pnr) => `votre réservation est confirmée. Numéro de réservation\u00a0: ${pnr}`,
    heading: (title) => `${title}\u00a0:`,
    leg: (what, route) => `${what}\u00a0: ${route}`,
    timesText: (departs, arrives) => `départ ${departs}, arrivée ${arrives}`,
    timesHtml: (departs, arrives) => `Départ ${departs} · arrivée ${arrives}`,
    passengersLine: (names) => `Passagers\u00a0: ${names}`,
    line: (label, amount) => `${label}\u00a0: ${amount}`,
    totalLine: (amount) => `Total payé\u00a0: ${amount}`,
    note: `L’enregistrement ferme ${CHECK_IN_CLOSES_MIN} minutes avant le départ. Les heures indiquées sont celles de chaque arrêt. Le fichier de calendrier joint ajoute chaque trajet à votre agenda.`,
    nextRide: (url) => `Planifiez votre prochain trajet\u00a0: ${url}`,
    title: 'Votre réservation est confirmée',
    thanks: (name) => `Bonjour ${name}, merci de voyager avec Landline.`,
    passengers: 'Passagers',
    priceSummary: 'Récapitulatif du prix',
    totalPaid: 'Total payé',
    nextRideLink: 'Planifiez votre prochain trajet avec Landline',
  },

  lines: {
    item: (item) => {
      const ticket = item.category === 'landline_ticket' || item.category === 'flight_ticket';
      return (ticket ? TICKETS[item.directionType ?? ''] : PRODUCTS[item.category]) ?? item.name;
    },
    quantity: (label, quantity) => `${label} × ${quantity}`,
    voucher: (code) => `Bon de réduction ${code}`,
    adjustments: {
      discount: 'Rabais de membre',
      partner_pass: 'Partner Pass',
      vouchers: 'Bon de réduction',
      store_credits: 'Crédit',
      previous_landline_ticket: 'Réservation remplacée',
    },
  },

  calendar: {
    title: (who, route) => `${who}\u00a0: ${route}`,
    description: (what, pnr, ground) =>
      `${what}. Numéro de réservation\u00a0: ${pnr}.${ground ? ` L’enregistrement ferme ${CHECK_IN_CLOSES_MIN} minutes avant le départ.` : ''}`,
  },

  cancellation: {
    subject: (pnr) => `Annulation confirmée\u00a0: réservation ${pnr}`,
    parts: { whole: 'tout le voyage', trip: 'le voyage', both: 'les voyages aller et retour', 1: 'le voyage aller', 2: 'le voyage retour' },
    what: (part, names) => `${part} pour ${names}`,
    changedTo: (what, newPnr) => `${what} (nouvelle réservation\u00a0: ${newPnr})`,
    intro: (what, pnr) => `Réservation ${pnr}\u00a0: nous avons annulé ${what}.`,
    ways: { 1: 'Aller', 2: 'Retour' },
    legLine: (way, runBy, route, departs) => `${way}\u00a0: ${runBy}, ${route}, départ ${departs}`,
    cancelled: 'Trajets annulés\u00a0:',
    comesBack: 'Ce qui vous est remboursé\u00a0:',
    card: (amount) => `${amount} remboursés sur votre carte d’ici 5 à 10 jours ouvrables`,
    credit: (amount) => `${amount} ajoutés à votre crédit`,
    voucher: (amount, code) => `${amount} sous forme du bon de réduction ${code}, valable un an sur votre prochaine réservation`,
    points: (miles) => `${miles} remis dans votre portefeuille Penguin Perks`,
    nothing: 'Rien n’a été payé pour cette partie du voyage\u00a0: il n’y a donc rien à rembourser.',
  },

  passMail: {
    subject: (pnr, way) => `Vos cartes d’embarquement Landline\u00a0: ${pnr} (${way})`,
    ways: { 1: 'aller', 2: 'retour' },
    hello: 'Bonjour,',
    checkedIn: (pnr) => `votre enregistrement est confirmé. Numéro de réservation\u00a0: ${pnr}`,
    ride: (from, to, date, time) => `${from} → ${to}, ${date} à ${time}`,
    attached: (names) => `Cartes d’embarquement jointes (une par passager)\u00a0: ${names}.`,
    show: 'Présentez chaque carte au chauffeur à l’embarquement, sur votre téléphone ou imprimée.',
    track: 'Où est votre autocar, et quand arrivera-t-il à votre arrêt?',
    trackLink: 'Suivre votre autocar',
    title: 'Votre enregistrement est confirmé',
    file: 'carte-embarquement',
    fileWays: { 1: 'aller', 2: 'retour' },
  },

  pass: {
    ways: { 1: 'ALLER', 2: 'RETOUR' },
    heading: 'CARTE D’EMBARQUEMENT',
    passenger: 'PASSAGER',
    from: 'DÉPART',
    to: 'ARRIVÉE',
    date: 'DATE',
    time: 'HEURE',
    seat: 'SIÈGE',
    reference: 'NUMÉRO DE RÉSERVATION',
    anySeat: 'Au choix',
    lapSeat: 'Sur les genoux',
    footer: 'Présentez ce code au chauffeur à l’embarquement.',
    title: (pnr) => `Carte d’embarquement Landline ${pnr}`,
    subject: (way, pnr, from, to, date, time) => `${way} ${pnr}\u00a0: de ${from} à ${to}, ${date} à ${time}`,
    boundTitle: 'Cartes d’embarquement Landline',
  },
};
