// The pickup texts in French: the same keys as en/pickup.ts.
import type { Catalog } from '../en';

export const pickup: Catalog['pickup'] = {
  title: { depart: 'Détails du voyage aller', return: 'Détails du voyage retour' },
  fallbackTitle: 'Détails de prise en charge',
  eyebrow: 'Trajet porte-à-porte',
  form: {
    label: 'Détails de prise en charge et de dépose',
    saving: 'Sauvegarde…',
    continue: 'Continuer',
  },
  ends: {
    pick_up_address: {
      town: 'Adresse de prise en charge',
      airport: 'Prise en charge à l’aéroport',
      townLead: 'Où la navette vous prend en charge.',
      airportLead: 'Le chauffeur vous attend à l’aérogare de votre choix à {{airport}}.',
    },
    drop_off_address: {
      town: 'Adresse de dépose',
      airport: 'Dépose à l’aéroport',
      townLead: 'Où la navette vous dépose.',
      airportLead: 'La navette vous dépose à l’aérogare de votre choix à {{airport}}.',
    },
  },
  address: {
    street: 'Adresse',
    unit: 'Appartement, bureau, unité',
    city: 'Ville',
    state: 'Province ou État',
    zip: 'Code postal',
    terminal: 'Aérogare',
    chooseTerminal: 'Choisissez une aérogare…',
  },
  flight: {
    title: 'Votre vol',
    optional: '(facultatif)',
    arrivalWhy:
      'Indiquez votre vol et le chauffeur réglera l’heure de votre prise en charge à l’aéroport sur son arrivée\u00a0: s’il atterrit en retard, la navette vous attend.',
    departureWhy:
      'Indiquez votre vol et le chauffeur réglera l’heure de votre dépose sur son départ, pour que vous arriviez à l’aéroport à temps.',
    airline: 'Compagnie aérienne',
    airlineHint: 'Le code à deux caractères, par exemple DL.',
    number: 'Numéro de vol',
    numberHint: 'Comme sur votre billet, par exemple DL 1234.',
    arrivalDate: 'Date d’arrivée du vol',
    arrivalTime: 'Heure d’arrivée du vol',
    departureDate: 'Date de départ du vol',
    departureTime: 'Heure de départ du vol',
  },
};
