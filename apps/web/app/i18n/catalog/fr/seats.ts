// The seats texts in French: the same keys as en/seats.ts.
import type { Catalog } from '../en';

export const seats: Catalog['seats'] = {
  step: { depart: 'Sièges du voyage aller', return: 'Sièges du voyage retour' },
  title: 'Sièges',
  loading: 'Chargement des sièges…',
  tryAgain: 'Réessayer',
  keepSaved: 'Un siège déjà confirmé peut être échangé contre un autre, mais pas libéré.',
  announce: {
    noSeat: '{{who}} n’a pas de siège.',
    chosen: 'Siège {{seat}} choisi pour {{who}}.',
    chosenThen: 'Siège {{seat}} choisi pour {{who}}. Choix en cours pour {{next}}.',
  },
  mapHint: 'Les touches fléchées passent d’un siège à l’autre; Entrée ou Espace choisit.',
  legend: {
    label: 'Légende des sièges',
    free: 'Libre',
    premium: 'Premium (première rangée), {{price}}',
    chosen: 'Choisi',
    taken: 'Occupé',
  },
  footer: {
    premium: 'Sièges Premium',
    continue: 'Continuer',
    skip: 'Passer le choix des sièges et continuer',
  },
  taker: {
    lead: 'Passager principal',
    other: 'Passager {{number}}',
  },
  picker: {
    legend: 'Choisir un siège pour',
    seat: 'Siège {{code}}',
    none: 'Pas encore de siège',
  },
  leg: {
    map: 'Plan des sièges, de {{from}} à {{to}}, première rangée en premier',
    choosingFor: 'Choix pour <0>{{name}}</0>.',
    list: 'Sièges sous forme de liste',
    seatFor: 'Siège pour {{name}}',
    noSeat: 'Aucun siège',
  },
  map: {
    front: 'Avant',
    frontPremium: 'Avant · Premium {{price}}',
    leadMark: 'P',
  },
  seat: {
    name: 'Siège {{seat}}',
    position: { window: 'fenêtre', aisle: 'allée', middle: 'milieu' },
    premium: 'Premium',
    taken: 'occupé',
    chosenFor: '{{seat}}, choisi pour {{holder}}',
  },
  change: {
    title: 'Choisir des sièges',
    back: 'Retour au voyage',
    noSeats: 'Cette partie du voyage n’a pas de sièges à choisir.',
    noPassenger: 'Aucun passager de cette partie du voyage ne peut changer de siège pour le moment.',
    bookingDepart: 'Réservation <0>{{pnr}}</0> · Voyage aller',
    bookingReturn: 'Réservation <0>{{pnr}}</0> · Voyage retour',
    hint: 'Les sièges Premium sont à payer avant de vous être attribués.',
    saving: 'Sauvegarde…',
    save: 'Confirmer les sièges',
  },
};
