// The search texts in French: the same keys as en/search.ts.
import type { Catalog } from '../en';

export const search: Catalog['search'] = {
  form: {
    label: 'Rechercher des voyages',
    tripType: 'Type de voyage',
    oneWay: 'Aller simple',
    return: 'Aller-retour',
    swap: 'Inverser le départ et la destination',
    departureDate: 'Date de départ',
    returnDate: 'Date de retour',
    passengers: 'Passagers',
    charterQuote: 'Un groupe plus nombreux? Demandez une soumission de nolisement',
    submit: 'Rechercher',
  },
  party: {
    adults: { label: 'Adultes', hint: '{{age}} ans et plus', add: 'Ajouter un adulte', remove: 'Retirer un adulte' },
    children: { label: 'Enfants', hint: 'Moins de {{age}} ans', add: 'Ajouter un enfant', remove: 'Retirer un enfant' },
    infants: { label: 'Bébés', hint: 'Sur les genoux d’un adulte', add: 'Ajouter un bébé', remove: 'Retirer un bébé' },
  },
  place: {
    from: { label: 'Départ', showChoices: 'Afficher les lieux de départ', choices: 'Lieux de départ' },
    to: { label: 'Destination', showChoices: 'Afficher les destinations', choices: 'Destinations' },
    placeholder: 'Ville ou aéroport',
    allStops: 'Tous les arrêts à {{city}}',
    flight: 'Vol',
    noMatch: 'Aucun arrêt ne correspond à « {{text}} ».',
  },
  canadaBook: {
    title: 'Réservez votre siège pour Toronto Pearson',
    lead: 'Hamilton, Kitchener-Waterloo et Kingston, vers et depuis Toronto Pearson. Tarifs en dollars canadiens, heures de Toronto.',
    searchTitle: 'Rechercher des voyages',
    meta: {
      title: 'Réservez une navette vers Toronto Pearson au Canada | Landline',
      description: 'Réservez la navette Landline entre Hamilton, Kitchener-Waterloo, Kingston et Toronto Pearson, en dollars canadiens.',
    },
  },
};
