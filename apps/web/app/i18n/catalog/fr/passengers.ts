// The passengers texts in French: the same keys as en/passengers.ts.
import type { Catalog } from '../en';

export const passengers: Catalog['passengers'] = {
  page: {
    title: 'Renseignements sur les passagers',
    reference: 'Numéro de réservation',
    hint: 'Pour les passagers adultes, veuillez inscrire les noms tels qu’ils figurent sur la pièce d’identité',
  },
  perks: {
    title: 'Adhérez à PenguinPerks',
    text: 'Les membres obtiennent des trajets gratuits et économisent {{percent}}\u00a0% dès le niveau Silver. Créez un compte et revenez\u00a0: vos sièges restent retenus.',
    join: 'Adhérer à PenguinPerks',
  },
  block: {
    lead: 'Passager principal',
    other: 'Passager {{number}}',
  },
  types: { AD: 'Adulte', CH: 'Enfant', Infant: 'Bébé' },
  fields: {
    title: 'Titre',
    firstName: 'Prénom',
    lastName: 'Nom',
    dateOfBirth: 'Date de naissance',
    whyTitle: 'Pourquoi vous le demandons-nous?',
    why: 'Le chauffeur la compare à la pièce d’identité de chaque passager à l’enregistrement, et elle distingue les adultes, les enfants et les bébés.',
    gender: 'Genre',
    chooseGender: 'Choisissez…',
    email: 'Courriel de contact',
    mobile: 'Cellulaire',
    mobileHint: 'Utilisé uniquement pour vous joindre en cas de retard ou de changement d’itinéraire',
    assistance: 'Aide pour fauteuil roulant',
    noAssistance: 'Aucune',
  },
  titles: { Mr: 'M.', Mrs: 'Mme', Ms: 'Mme (Ms)', Miss: 'Mlle', Dr: 'Dr ou Dre' },
  genders: { Male: 'Homme', Female: 'Femme', Other: 'Autre' },
  assistance: {
    WCHR: 'Fauteuil roulant jusqu’à l’autocar\u00a0: peut monter les marches et marcher jusqu’à un siège',
    WCHS: 'Fauteuil roulant jusqu’au siège\u00a0: ne peut pas monter les marches, monte à bord par l’élévateur',
    WCHC: 'Voyage dans son propre fauteuil roulant\u00a0: ne peut pas marcher, monte à bord par l’élévateur',
  },
  actions: {
    saving: 'Sauvegarde…',
    continue: 'Continuer',
  },
  hold: {
    until: 'Sièges retenus jusqu’à {{clock}}',
    explain:
      'Ils restent retenus tant qu’une page de la réservation est ouverte, jusqu’à une heure après le choix de votre voyage; si le temps s’écoule, ils sont libérés et vous devrez refaire une recherche.',
    warning_one:
      'Il reste moins de {{count}}\u00a0minute\u00a0: à {{clock}}, vos sièges seront libérés et vous devrez refaire une recherche.',
    warning_other:
      'Il reste moins de {{count}}\u00a0minutes\u00a0: à {{clock}}, vos sièges seront libérés et vous devrez refaire une recherche.',
  },
};
