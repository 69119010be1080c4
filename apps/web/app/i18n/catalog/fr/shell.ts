// The shell texts in French: the same keys as en/shell.ts.
import type { Catalog } from '../en';

export const shell: Catalog['shell'] = {
  skipLink: 'Passer au contenu principal',
  logo: 'Accueil Landline',
  header: {
    nav: 'Menu principal',
    bookTrip: 'Réserver',
    myTrips: 'Mes voyages',
    myProfile: 'Mon profil',
    liveTracker: 'Suivi en direct',
    newBadge: 'Nouveau',
    logIn: 'Se connecter',
  },
  // The switch leads to English: its label and name are in English.
  langSwitch: {
    nav: 'Langue',
    label: 'English',
    name: 'Read this page in English',
  },
  footer: {
    nav: 'Pied de page',
    tagline: 'Navettes vers l’aéroport et correspondances aériennes',
    social: 'Landline sur {{network}} (s’ouvre dans un nouvel onglet)',
    attribution:
      'Données sur les aéroports, les compagnies aériennes et les liaisons provenant d’<openflights>OpenFlights.org</openflights>, publiées sous la licence <odbl>Open Database License (ODbL)</odbl>.',
    links: {
      'penguin-perks': 'Penguin Perks',
      faq: 'Foire aux questions',
      contact: 'Centre d’aide',
      locations: 'Nos emplacements',
      canada: 'Canada',
      'how-it-works': 'Comment ça fonctionne',
      'corporate-travel': 'Voyages d’affaires',
      charters: 'Nolisement',
      'about-us': 'À propos de nous',
      'terms-and-conditions': 'Conditions générales',
      'privacy-policy': 'Politique de confidentialité',
    },
  },
  account: {
    menu: 'Menu du compte\u00a0:',
    fallbackName: 'Compte',
    miles: 'Historique des milles',
    referral: 'Parrainer un ami ({{amount}})',
    logOut: 'Se déconnecter',
  },
  newsletter: {
    title: 'Recevez nos nouvelles d’horaires et nos offres',
    intro: 'Nouvelles liaisons, changements d’horaires et offres Penguin Perks, quelques fois par mois.',
    email: 'Adresse courriel',
    subscribe: 'S’abonner',
    subscribing: 'Abonnement en cours…',
    thanks: 'Merci de votre abonnement!',
  },
  notices: {
    dismiss: 'Fermer la notification',
  },
  loading: 'Chargement…',
  form: {
    optional: '(facultatif)',
    tryAgain: 'Réessayer',
  },
  notFound: {
    title: 'Page introuvable',
    text: 'Il n’y a aucune page à cette adresse.',
    bookTrip: 'Réserver un voyage',
  },
  failure: {
    text: 'Veuillez réessayer dans un instant.',
  },
};
