// Les pages Canada en français (Canada) : mêmes clés que en.ts, rédigées en français d'ici
// (« 15 $ », « 5 h 40 », espace insécable avant le deux-points et le signe de pourcentage).
import type { CanadaMessages } from './en';

export const fr: CanadaMessages = {
  common: {
    languageNav: 'Langue',
    switchLabel: 'English',
    switchName: 'Read this page in English',
    newTab: '(s’ouvre dans un nouvel onglet)',
    allAirports: 'Tous nos aéroports au Canada',
    amenities: {
      title: 'Commodités à bord',
      intro: 'Chaque autocar est aménagé pour que vous arriviez à votre vol détendu.',
      wifi: 'Wi-Fi et divertissement gratuits',
      seats: 'Sièges inclinables en cuir',
      power: 'Prise de courant à chaque siège',
      restroom: 'Toilettes à bord',
      wheelchair: 'Accessible en fauteuil roulant',
    },
    airports: {
      hamilton: {
        city: 'Hamilton',
        airport: 'Aéroport international John C. Munro de Hamilton',
        theAirport: 'l’aéroport international John C. Munro de Hamilton',
      },
      waterloo: {
        city: 'Waterloo',
        airport: 'Aéroport international de la région de Waterloo',
        theAirport: 'l’aéroport international de la région de Waterloo',
      },
      kingston: {
        city: 'Kingston',
        airport: 'Aéroport Norman-Rogers de Kingston',
        theAirport: 'l’aéroport Norman-Rogers de Kingston',
      },
      toronto: {
        city: 'Toronto Pearson',
        airport: 'Aéroport international Pearson de Toronto, aérogare 1',
        theAirport: 'l’aéroport international Pearson de Toronto, aérogare 1',
      },
    },
  },
  home: {
    meta: {
      title: 'Navette vers l’aéroport Toronto Pearson',
      description:
        'Voyagez avec Landline entre Hamilton, Waterloo ou Kingston et l’aéroport Toronto Pearson : réservez avec votre vol Air Canada ou achetez votre place sur notre site.',
    },
    hero: {
      title: 'Votre aéroport régional, relié à Toronto Pearson',
      subtitle:
        'Des autocars haut de gamme de Hamilton, de Waterloo et de Kingston jusqu’à Toronto Pearson, aérogare 1. Réservez le trajet avec votre vol Air Canada ou achetez simplement une place dans la navette.',
      airline: 'Réserver avec Air Canada',
      direct: 'Réserver une place',
    },
    lead: {
      title: 'Oubliez l’autoroute, profitez de votre soirée',
      text: 'Laissez la voiture à votre aéroport régional : on s’occupe de la route. Nos autocars partent plusieurs fois par jour vers Toronto Pearson, aérogare 1, à des heures pensées pour vos correspondances, et vous ramènent chez vous après l’atterrissage.',
      busAlt: 'Illustration d’un autocar Landline qui attend devant une aérogare',
    },
    options: {
      title: 'Deux façons de réserver',
      intro: 'Même autocar, mêmes sièges : choisissez la réservation qui convient à votre voyage.',
      bestIf: 'Idéal si :',
      airline: {
        title: 'Réserver par Air Canada',
        logoAlt: 'Air Canada',
        subtitle: 'La navette et votre vol dans un même itinéraire',
        benefits: [
          'Une seule réservation et un seul tarif pour le trajet et le vol',
          'Votre correspondance est protégée si la navette ou un vol prend du retard',
          'Des points de fidélité Air Canada pour le segment en navette',
        ],
        bestIfItems: ['vous prenez un vol d’Air Canada à Toronto Pearson', 'vous voulez tout votre voyage dans une seule réservation'],
        button: 'Réserver sur aircanada.com',
      },
      direct: {
        title: 'Réserver directement avec Landline',
        logoAlt: 'Landline',
        subtitle: 'Une place dans la navette, en aller simple ou aller-retour',
        benefits: ['Billets aller simple ou aller-retour', 'Peu importe votre compagnie aérienne, et même sans vol'],
        changes_one: 'Modifications faciles jusqu’à {{count}} heure avant le départ',
        changes_other: 'Modifications faciles jusqu’à {{count}} heures avant le départ',
        bestIfItems: ['vous réservez à la dernière minute', 'vous voyagez avec un forfait vacances'],
        button: 'Réserver une place',
      },
    },
    locations: {
      title: 'Nos aéroports au Canada',
      intro: 'Choisissez votre aéroport pour voir l’horaire, les points d’embarquement et les tarifs.',
    },
    contact: {
      title: 'Des questions? Appelez-nous',
      text: 'Notre équipe canadienne vous aide pour les horaires, les réservations et les modifications.',
      call: 'Composer le {{phone}}',
    },
  },
  airport: {
    meta: {
      title: 'Navette de l’aéroport de {{city}} vers Toronto Pearson',
      description:
        'Autocars Landline entre {{theAirport}} ({{code}}) et Toronto Pearson : horaire, points d’embarquement et de débarquement, tarifs et commodités à bord.',
    },
    header: {
      title: 'De {{city}} à Toronto Pearson',
      subtitle: 'Service d’autocar haut de gamme entre {{theAirport}} et Toronto Pearson, aérogare 1.',
    },
    world: {
      title: 'De {{city}} vers le monde entier',
      intro: 'Prenez la navette jusqu’à Toronto Pearson, puis envolez-vous sans escale vers des villes comme :',
      listLabel: 'Villes desservies sans escale depuis Toronto Pearson',
      button: 'Réserver sur aircanada.com au départ de {{code}}',
      footnoteStandalone: 'Les places en navette seule sont vendues sur',
      footnoteSite: 'notre site de réservation',
      footnoteExisting:
        'Vous avez déjà réservé avec Air Canada? Ajoutez le segment en navette à votre réservation, sans frais supplémentaires.',
    },
    nav: {
      label: 'Sur cette page',
      schedule: 'Horaire',
      pickup: 'Points d’embarquement',
      dropoff: 'Points de débarquement',
      fares: 'Tarifs',
      amenities: 'Commodités',
    },
    schedule: {
      title: 'Horaire',
      intro: 'Départs de la semaine. Toutes les heures sont à l’heure de Toronto.',
      toToronto: 'De {{city}} à Toronto Pearson',
      fromToronto: 'De Toronto Pearson à {{city}}',
      depart: 'Départ : {{place}}',
      arrive: 'Arrivée : {{place}}',
      days: 'Jours',
      daily: 'Tous les jours',
      except: 'Sauf {{days}}',
      none: 'Aucun départ n’est prévu cette semaine.',
      weekdays: ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'],
      status: 'Vérifier l’état de la navette',
      book: 'Réserver une place de {{city}} à Toronto Pearson',
    },
    locations: {
      pickupTitle: 'Points d’embarquement',
      dropoffTitle: 'Points de débarquement',
      address: 'Adresse',
      directions: 'Où aller',
      parking: 'Stationnement',
      map: 'Ouvrir la carte : {{place}}',
      regionalPickup: 'Montez à bord de l’autocar le long du trottoir, devant les portes principales de l’aérogare.',
      regionalArrive: 'Présentez-vous {{minutes}} minutes avant le départ avec vos bagages.',
      regionalDropoff: 'L’autocar vous dépose le long du trottoir, devant les portes principales de l’aérogare.',
      torontoPickup:
        'Porte Q, au niveau du transport terrestre de l’aérogare 1. Un agent y accueille les passagers et les accompagne jusqu’à l’autocar à l’heure du départ.',
      torontoArrive: 'Soyez à la porte Q {{minutes}} minutes avant le départ.',
      torontoDropoff: 'L’autocar s’arrête au niveau du transport terrestre de l’aérogare 1, à quelques pas de l’enregistrement.',
      kingstonParking: 'Stationnement gratuit à YGK pendant votre voyage, jusqu’à {{weeks}} semaines.',
    },
    fares: {
      title: 'Tarifs',
      caption: 'Tarifs de la navette entre {{city}} et Toronto Pearson, par trajet',
      location: 'Lieu',
      adults: 'Adultes',
      child: 'Enfants ({{age}} ans et moins)',
      vacations: 'Vacances Air Canada',
      standalone: 'Landline (navette seule)',
      airline: 'Réservé avec Air Canada',
      includedAdult: 'Inclus dans le tarif aérien',
      includedChild: 'Inclus',
      notApplicable: 'S. O.',
      unavailable: 'Non offert cette semaine',
      footnote: '*Taxes et frais en sus',
    },
    promo: {
      title: 'Vous voyagez avec Vacances Air Canada?',
      subtitle: 'Économisez {{percent}} % sur votre navette',
      text: 'Envoyez-nous un texto ou appelez-nous au {{phone}} pour obtenir votre code de réduction, puis entrez-le en réservant votre place.',
      textButton: 'Nous texter',
      callButton: 'Nous appeler',
    },
  },
};
