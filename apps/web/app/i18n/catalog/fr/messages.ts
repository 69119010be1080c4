// The spec's messages (and ours) in French, under the same groups and keys as
// @landline/shared/messages (catalog/message-groups.ts). The English stays the contract; these
// are what a French page shows in its place, from the server or from its own forms.
// Canadian French: a non-breaking space (U+00A0) before ":" and inside « », none before "?" "!" ";".
// Placeholders ({max}, {value}, {party}, {min}, ':attribute') and formats/codes stay as in English.
import { LAYOVER_MAX_S, SALES_WINDOW_DAYS, SCHEDULE_WINDOW_DAYS, TRIP_TIME_MAX_S } from '@landline/shared/constants';
import { messageTranslator, type MessageTexts } from '../message-groups';

// The texts several groups share (the same English string must read the same in French).
const EMAIL_VALID = 'Veuillez entrer une adresse courriel valide';
const EMAIL_CONTACT = 'Sans adresse courriel, nous ne pouvons pas vous joindre';
const SESSION_EXPIRED = 'Votre session a expiré.';
const EMAIL_CONFIRMED = 'Votre adresse courriel a été confirmée';
const SEARCH_EXPIRED = 'Cette recherche a expiré. Veuillez effectuer une nouvelle recherche.';
const SEATS_CHANGED = 'Sièges modifiés avec succès';
const FIELD_REQUIRED = 'Le champ :attribute est obligatoire.';
const DATE_FORMAT = 'Entrez la date au format AAAA-MM-JJ.';
const TIME_FORMAT = 'Entrez l’heure au format HH:MM.';

export const messages: MessageTexts = {
  account: {
    firstNameRequired: 'Le prénom est obligatoire',
    lastNameRequired: 'Le nom de famille est obligatoire',
    nameLetters: 'Le champ :attribute ne doit contenir que des lettres, sans caractères spéciaux ni espaces',
    emailInvalid: 'Le format de cette adresse courriel n’est pas valide.',
    emailRequired: EMAIL_VALID,
    emailContactRequired: EMAIL_CONTACT,
    emailValid: EMAIL_VALID,
    passwordRules: 'Votre mot de passe ne respecte pas les exigences.',
    retypeRequired: 'Veuillez entrer de nouveau votre mot de passe.',
    passwordsDiffer:
      'Vos mots de passe ne correspondent pas. Veuillez vérifier ce que vous avez tapé dans les deux champs et soumettre de nouveau.',
    passwordRequired: 'Le mot de passe est obligatoire',
    phoneRequired: 'Le numéro de téléphone est obligatoire',
    phoneFormat: 'Veuillez vérifier que votre numéro de téléphone est exact',
    titleRequired: 'Le titre de civilité est obligatoire',
    genderRequired: 'Le genre est obligatoire',
    dateOfBirthRequired: 'La date de naissance est obligatoire',
    invalidChoice: '{value} n’est pas un choix valide',
    logOutFirst: 'Vous devez d’abord vous déconnecter',
    passwordNotChanged: 'Mot de passe non modifié',
    passwordChanged: 'Mot de passe modifié avec succès',
    profileUpdated: 'Profil mis à jour avec succès',
    linkCopied: 'Lien copié avec succès',
    noReferrals: 'Vous n’avez encore aucun parrainage',
    emailConfirmed: EMAIL_CONFIRMED,
    emailNotConfirmed: 'Votre adresse courriel n’a pas pu être confirmée',
    sessionExpired: SESSION_EXPIRED,
    dateOfBirthFormat: 'Entrez la date de naissance au format MM/JJ/AAAA.',
    emailTaken: 'Un compte existe déjà avec cette adresse courriel. Connectez-vous ou récupérez votre mot de passe.',
    referralUnknown: 'Ce code de parrainage n’est pas valide.',
    referralsOff: 'Le parrainage n’est pas offert pour le moment.',
    badCredentials: 'L’adresse courriel ou le mot de passe est incorrect.',
    tooManyAttempts: 'Trop de tentatives. Veuillez patienter une minute, puis réessayer.',
    tokenInvalid: 'Le jeton fourni n’est valide pour aucun type de jeton',
    notAuthenticated: 'Les informations d’authentification n’ont pas été fournies.',
    currentPasswordWrong: 'Votre mot de passe actuel est incorrect.',
    codeInvalid: 'Ce lien n’est pas valide ou a expiré.',
    recoverySent: 'Si un compte utilise cette adresse, nous lui avons envoyé un lien pour choisir un nouveau mot de passe.',
    activated: EMAIL_CONFIRMED,
    crossSite: 'Cette demande doit provenir du site de Landline.',
    passwordTooCommon: 'Ce mot de passe est trop courant ou trop facile à deviner. Veuillez en choisir un autre.',
    passwordHasEmail:
      'Votre mot de passe ne doit contenir ni votre adresse courriel ni la partie qui précède le @. Veuillez en choisir un autre.',
  },
  cartCall: {
    productNotFound: 'Ce produit n’est pas disponible.',
    itemNotFound: 'Cet article n’est pas dans votre panier.',
    notHeld:
      'Votre panier ne peut être modifié que tant que votre réservation temporaire est active. Veuillez effectuer une nouvelle recherche.',
    premiumBySeats: 'Les sièges Premium se choisissent sur le plan des sièges.',
    ticketNotRemovable:
      'Les billets ne peuvent pas être retirés du panier. Pour modifier votre voyage, veuillez effectuer une nouvelle recherche.',
    seatNotRemovable: 'Pour retirer un siège Premium, choisissez un autre siège sur le plan des sièges.',
    voucherUnknown: 'Ce code de réduction n’est pas valide.',
    pointsNotAccepted: 'Cet article ne peut pas être payé avec des milles.',
    bagsAboveParty: 'Chaque passager de votre groupe a déjà des bagages dans le panier.',
    quantityAboveParty: 'Entrez une quantité qui ne dépasse pas le nombre de personnes de votre groupe.',
    noDoorToDoorRide: 'Le service porte-à-porte n’est offert que sur un trajet porte-à-porte à Mankato.',
    connectionGuaranteeFull: 'Chaque sens de votre voyage a déjà une garantie de correspondance.',
    storeCreditOwner: 'Connectez-vous au compte auquel appartient ce panier pour utiliser son crédit.',
    cartOfAnother: 'Ce panier appartient à un autre compte.',
    featureOff: 'Cette option n’est pas disponible pour le moment.',
  },
  cart: {
    added: 'Ajouté au panier avec succès',
    paymentTypeInvalid: 'Choisissez comment payer cet article.',
    quantityRange: 'Entrez une quantité entre 1 et {max}.',
    bagsMin: 'Ajoutez au moins 1 bagage.',
    bagsMax: 'Chaque passager peut prendre au plus {max} bagages.',
    storeCreditPositive: 'Entrez un montant de crédit supérieur à 0.',
    storeCreditAboveBalance: 'Vous n’avez pas autant de crédit.',
    nothingDue: 'Il ne reste rien à payer dans ce panier.',
    voucherRequired: 'Entrez un code de réduction.',
    voucherExpired: 'Ce bon de réduction a expiré.',
    voucherNotYetValid: 'Ce bon de réduction n’est pas encore valide.',
    voucherUsedUp: 'Ce bon de réduction a déjà été utilisé.',
    voucherNotApplicable: 'Ce bon de réduction ne s’applique pas aux articles de votre panier.',
    cartRequired: 'Ce panier n’est pas valide. Veuillez effectuer une nouvelle recherche.',
    itemRequired: 'Choisissez l’article à retirer.',
    fieldRequired: FIELD_REQUIRED,
    doorToDoorCity: 'Le service porte-à-porte n’est offert qu’à Mankato et à North Mankato.',
    legInvalid: 'Choisissez le sens de ce service.',
    dateInvalid: DATE_FORMAT,
    timeInvalid: TIME_FORMAT,
  },
  check: {
    tokenInvalid: 'Cet itinéraire n’est plus valide. Veuillez effectuer une nouvelle recherche.',
    departed: 'Les réservations sont fermées pour ce départ. Veuillez en choisir un autre.',
    soldOut: 'Il ne reste plus assez de sièges sur cet itinéraire. Veuillez en choisir un autre.',
    gone: 'Un vol de cet itinéraire n’est plus offert. Veuillez en choisir un autre.',
    priceChanged: 'Le prix de cet itinéraire a changé. Veuillez le vérifier avant de continuer.',
  },
  generic: {
    failure: 'Impossible de terminer cette opération pour le moment',
    sessionExpired: SESSION_EXPIRED,
    notJson: 'La réponse n’est pas au format JSON',
    malformedJson: 'Le corps de la requête n’est pas un JSON valide.',
    notFound: 'Introuvable.',
    badAddress: 'Cette adresse n’est pas valide.',
    unavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
  },
  hold: {
    searchGone: SEARCH_EXPIRED,
    partyChanged: 'Le nombre de passagers diffère de celui de la recherche. Veuillez effectuer une nouvelle recherche.',
    returnMissing: 'Choisissez un voyage retour, ou recherchez un aller simple.',
    returnNotAllowed: 'Une recherche aller simple n’a pas de voyage retour.',
    wrongDirection: 'Cet itinéraire n’appartient pas à cette recherche. Veuillez effectuer une nouvelle recherche.',
    soldOut: 'Désolé, les derniers sièges de ce départ viennent d’être pris. Veuillez en choisir un autre.',
    reservationNotFound: 'Cette réservation est introuvable.',
    cartNotFound: 'Ce panier est introuvable.',
    noWheelchairSpace:
      'Désolé, les places pour fauteuil roulant de ce départ sont prises. Veuillez choisir un autre départ ou nous appeler.',
    expired: 'Votre réservation a expiré et ses sièges ont été libérés. Veuillez effectuer une nouvelle recherche.',
    replaced:
      'Vos sièges ont été libérés, car une nouvelle réservation a été commencée, peut-être dans un autre onglet ou une autre fenêtre. Poursuivez cette réservation ou effectuez une nouvelle recherche.',
    paidElsewhere:
      'Cette réservation a été payée dans un autre onglet ou une autre fenêtre; sa confirmation vous sera envoyée par courriel.',
    tooManyHeld:
      'Vous retenez déjà autant de sièges qu’un voyageur peut en retenir à la fois. Terminez ou abandonnez votre autre réservation, puis réessayez.',
    notYourHold: 'Cette réservation est introuvable avec ce panier.',
  },
  input: {
    unreadable: 'Ce champ contient des caractères non autorisés.',
    tooLong: 'Utilisez au plus {max} caractères.',
    wholeNumber: 'Entrez un nombre entier.',
    numberNotText: 'Doit être un nombre, pas du texte.',
    boolean: 'Doit être true ou false.',
  },
  loyalty: {
    loginToActivate: 'Veuillez vous connecter à votre compte pour activer vos avantages Penguin Perks.',
    notEnoughPoints: 'Vous n’avez pas assez de milles pour effectuer cette transaction – veuillez acheter des milles',
    notEnoughMiles: 'Milles insuffisants',
    paymentTypeInvalid: 'Choisissez de payer par carte ou avec des milles.',
    voucherWithPoints: 'Les bons de réduction ne peuvent pas être utilisés pour un paiement en milles.',
    milesRequired: 'Le nombre de milles est obligatoire',
    milesBetween: 'Le nombre de milles doit être compris entre {min} et {max}',
    milesPositive: 'Le nombre de milles doit être supérieur à 0',
    calculateFirst: 'Veuillez cliquer sur « Calculer » avant de payer',
    purchaseUnderWay: 'Cet achat est en cours de paiement dans une autre fenêtre. Veuillez patienter un instant.',
    loyaltyOff: 'Penguin Perks n’est pas disponible pour le moment.',
  },
  newsletter: {
    required: 'Ce champ est obligatoire.',
    invalidEmail: 'Entrez une adresse courriel valide.',
    thanks: 'Merci! Veuillez consulter votre boîte de réception et confirmer votre abonnement.',
  },
  passenger: {
    titleRequired: 'Le titre de civilité est obligatoire',
    firstNameRequired: 'Le prénom est obligatoire',
    lastNameRequired: 'Le nom de famille est obligatoire',
    dateOfBirthRequired: 'La date de naissance est obligatoire',
    genderRequired: 'Le genre est obligatoire',
    nameLetters: 'Le champ :attribute ne doit contenir que des lettres, sans caractères spéciaux ni espaces',
    emailValid: EMAIL_VALID,
    emailRequired: EMAIL_CONTACT,
    phoneRequired: 'Le numéro de téléphone est obligatoire',
    phoneFormat: 'Veuillez vérifier que votre numéro de téléphone est exact',
    adultAge: 'Un adulte doit avoir au moins 13 ans',
    childAge: 'Un enfant doit avoir entre 0 et 12 ans',
    infantAge: 'Un bébé doit avoir moins de 2 ans à chaque date de voyage',
    dateOfBirthFormat: 'Entrez la date de naissance au format AAAA-MM-JJ.',
    typeRequired: 'Choisissez adulte, enfant ou bébé.',
    partyDiffers: 'Entrez les passagers de votre recherche : {party}.',
    infantSeat: 'Un bébé voyage sur les genoux d’un adulte et n’occupe pas de siège.',
    specialRequirementUnknown: 'Choisissez l’une des options d’assistance proposées.',
    specialRequirementOne: 'Choisissez au plus une option d’assistance.',
    noFlight: 'Ce voyage n’est pas en correspondance avec un vol.',
    airlineRequired: 'Entrez la compagnie aérienne de votre vol.',
    flightNumberRequired: 'Entrez le numéro de votre vol.',
    finalDestinationRequired: 'Entrez la destination finale de votre vol.',
  },
  payment: {
    cardDeclined: 'Votre carte a été refusée.',
    insufficientFunds: 'Les fonds de votre carte sont insuffisants.',
    expiredCard: 'Votre carte a expiré.',
    incorrectCvc: 'Le code de sécurité de votre carte est incorrect.',
    incorrectNumber: 'Le numéro de votre carte est incorrect.',
    invalidExpiry: 'La date d’expiration de votre carte n’est pas valide.',
    invalidCvc: 'Le code de sécurité de votre carte n’est pas valide.',
    processingError: 'Une erreur est survenue lors du traitement de votre carte. Réessayez dans un petit moment.',
    authenticationRequired:
      'Votre banque demande de confirmer ce paiement dans sa propre fenêtre, que ce site ne peut pas encore ouvrir. Veuillez utiliser une autre carte.',
    tokenRequired: 'Entrez les renseignements de votre carte.',
    tokenUnknown: 'Cette carte n’a pas pu être lue. Veuillez la saisir de nouveau.',
    holderRequired: 'Entrez le nom inscrit sur la carte.',
    emailRequired: EMAIL_CONTACT,
    emailInvalid: EMAIL_VALID,
    notHeld: 'Votre réservation temporaire n’est plus active. Veuillez effectuer une nouvelle recherche.',
    alreadyPaying: 'Cette réservation est en cours de paiement dans une autre fenêtre. Veuillez patienter un instant.',
    changeWhilePaying:
      'Votre paiement est en cours : la réservation ne peut pas être modifiée avant qu’il soit terminé. Veuillez patienter un instant.',
    cartChangedWhilePaying:
      'Votre panier a changé pendant son paiement; le montant débité a donc été remboursé. Veuillez vérifier votre panier et payer de nouveau.',
    alreadyPaid: 'Cette réservation est déjà payée. Retrouvez-la dans Mes voyages ou avec son numéro de réservation.',
    nothingToPay: 'Il n’y a rien à payer dans ce panier.',
    paymentNeeded: 'Entrez les renseignements de votre carte pour payer le reste.',
    passengersMissing: 'Veuillez entrer les renseignements des passagers avant de payer.',
    processorUnavailable:
      'Le formulaire de carte sécurisé ne peut pas se charger pour le moment. Veuillez vérifier votre connexion et réessayer.',
  },
  pickupDetail: {
    terminal: 'Choisissez l’une des aérogares de cet aéroport.',
    airline: 'Entrez le code à deux caractères de la compagnie aérienne, par exemple DL.',
    flightNumber: 'Entrez le numéro de vol tel qu’il figure sur le billet, par exemple DL 1234.',
    date: DATE_FORMAT,
    time: TIME_FORMAT,
    airport: 'Entrez le code à trois lettres de l’aéroport, par exemple MSP.',
    notFound: 'Ces renseignements de prise en charge sont introuvables.',
  },
  pickup: {
    required: FIELD_REQUIRED,
    sameCity: 'La ville ou l’aéroport de prise en charge et celui de dépose ne peuvent pas être les mêmes.',
    outsideArea: 'Ce service n’est pas offert dans votre secteur',
  },
  quote: {
    nameRequired: 'Veuillez entrer votre nom.',
    companyRequired: 'Veuillez entrer le nom de votre entreprise.',
    emailInvalid: 'Veuillez entrer une adresse courriel valide, comme name@example.com.',
    phoneInvalid: 'Veuillez entrer un numéro de téléphone où nous pouvons vous joindre, avec son indicatif régional.',
    cityRequired: 'Veuillez choisir la ville d’où votre équipe part en voyage.',
    travelersRange: 'Veuillez indiquer combien de voyages votre équipe fait par mois, de 1 à 10 000.',
    dateInvalid: 'Veuillez choisir une date à partir de demain.',
    placeRequired: 'Veuillez indiquer le point de départ et la destination du voyage.',
    passengersRange: 'Nos autocars transportent de 1 à 56 passagers : veuillez entrer un nombre dans cet intervalle.',
    messageTooLong: 'Veuillez écrire un message de moins de 5 000 caractères.',
    tooQuick: 'C’était rapide! Veuillez prendre un moment pour vérifier vos renseignements, puis envoyer le formulaire de nouveau.',
    formExpired: 'Ce formulaire a expiré. Veuillez recharger la page et l’envoyer de nouveau.',
    refused: 'Nous n’avons pas pu envoyer votre demande. Veuillez recharger la page et réessayer, ou nous appeler.',
    thanks:
      'Merci! Votre demande est en route vers notre équipe, et une copie se trouve dans votre boîte de réception. Nous répondons dans un délai d’un jour ouvrable.',
  },
  refund: {
    landline_ticket: 'Tarif Landline',
    flight_ticket: 'Tarif du vol',
    premium_seating: 'Sièges Premium',
    connection_guarantee: 'Garantie de correspondance',
    door_2_door: 'Service porte-à-porte',
    baggage: 'Bagages enregistrés',
    discounts: 'Rabais et crédit appliqués',
    fee: 'Frais d’annulation',
    departure: 'aller',
    return: 'retour',
    ofWay: '{label} ({way})',
  },
  schedule: {
    outOfRange: `Les horaires sont affichés pour les dates situées au plus ${SCHEDULE_WINDOW_DAYS} jours avant ou après aujourd’hui.`,
  },
  search: {
    depFromRequired: 'Choisissez le lieu de départ',
    depToRequired: 'Choisissez le lieu d’arrivée',
    departureDateRequired: 'Choisissez la date de départ',
    returnDateInvalid: 'La date de retour doit être une date',
    unknownLocation: 'Nous ne desservons pas ce lieu.',
    sameLocation: 'Les lieux de départ et d’arrivée doivent être différents.',
    departureInPast: 'La date de départ ne peut pas être passée.',
    returnBeforeDeparture: 'La date de retour ne peut pas être antérieure à la date de départ.',
    returnRequired: 'Choisissez la date de retour',
    adultsMin: 'Au moins un adulte doit voyager.',
    tooManyPassengers: 'Une réservation peut compter au plus 9 passagers.',
    infantsPerAdult: 'Chaque bébé doit voyager sur les genoux d’un adulte.',
    searchNotFound: SEARCH_EXPIRED,
    beyondSalesWindow: `Les voyages peuvent être réservés jusqu’à ${SALES_WINDOW_DAYS} jours à l’avance.`,
    layoverTooLong: `Une escale peut durer au plus ${LAYOVER_MAX_S / 3600} heures.`,
    tripTooLong: `Un voyage peut durer au plus ${TRIP_TIME_MAX_S / 3600} heures.`,
    tooManyCodes: 'Choisissez moins de compagnies aériennes ou d’aéroports.',
    tooManySearches: 'Trop de recherches à la fois. Veuillez patienter un instant, puis réessayer.',
  },
  seat: {
    noSeat: 'Ce siège n’existe pas dans ce véhicule.',
    taken: 'Ce siège vient d’être pris. Veuillez en choisir un autre.',
    twice: 'Deux passagers ne peuvent pas avoir le même siège.',
    noPassenger: 'Ce passager ne figure pas sur cette réservation.',
    noLeg: 'Ce trajet n’offre pas de choix de siège.',
    segment: 'Choisissez le segment 1 (aller) ou 2 (retour).',
    notHeld: 'Les sièges ne peuvent être choisis que tant que la réservation temporaire est active.',
    changed: SEATS_CHANGED,
    premiumNeedsPayment: 'Les sièges Premium sont payants : payez-les pour terminer la modification.',
    purchaseNotFound: 'Nous n’avons pas trouvé cet achat de sièges.',
    purchaseExpired: 'Ce choix de sièges a expiré. Veuillez choisir vos sièges de nouveau.',
    purchasePaid: 'Ces sièges sont déjà payés.',
    purchaseSeatGone:
      'Un siège que vous avez choisi a été pris pendant votre paiement. Aucun montant ne vous a été facturé : veuillez en choisir un autre.',
    purchaseUnderWay: 'Ce paiement est déjà en cours.',
    checkedIn: 'Ce passager est enregistré : le siège indiqué sur la carte d’embarquement est conservé.',
    tooLate: 'Les sièges ne peuvent plus être modifiés pour ce départ.',
    notBooked: 'Ce passager n’a pas de réservation pour ce voyage.',
    changeOff: 'Les sièges d’un voyage réservé ne peuvent pas être modifiés pour le moment.',
  },
  selection: {
    departureSelected: 'Votre billet aller a bien été sélectionné.',
    noWheelchairPosition: 'Il ne reste aucune place pour fauteuil roulant pour les voyageurs qui montent à bord par l’élévateur',
  },
  trip: {
    notFound: 'Nous n’avons trouvé aucune réservation avec ce numéro et ce nom de famille.',
    tooManyLookups:
      'Trop de tentatives pour trouver cette réservation. Veuillez patienter et réessayer, ou vous connecter pour voir vos voyages.',
    lastNameRequired: 'Veuillez entrer le nom de famille d’un passager de la réservation',
    checkedIn: 'Enregistrement réussi',
    alreadyCheckedIn: 'Déjà enregistré',
    chooseSeat: 'Choisissez un siège',
    checkInNotOpen: 'L’enregistrement ouvre 24 heures avant le départ.',
    checkInClosed: 'L’enregistrement pour ce départ est fermé.',
    checkInCanceled: 'Ce voyage a été annulé et l’enregistrement n’est pas possible.',
    checkInBlackCar:
      'Les trajets en berline de luxe n’exigent pas d’enregistrement : votre chauffeur vous accueille au point de prise en charge.',
    emailSent: 'Courriel envoyé avec succès',
    emailFailed: 'Un problème est survenu. Veuillez réessayer.',
    canceled: 'Annulation terminée!',
    cannotManageCanceled: 'Ce voyage a été annulé et ne peut pas être modifié.',
    cancelTooLate: 'Les voyages peuvent être annulés jusqu’à 12 heures avant le départ, et avant le premier trajet.',
    nothingToCancel: 'Il ne reste rien à annuler pour ce voyage.',
    seatsChanged: SEATS_CHANGED,
    noRide:
      'Cette partie du voyage ne comporte aucun autocar Landline pour lequel s’enregistrer : la compagnie aérienne gère l’enregistrement de ses vols.',
    noReturn: 'Cette réservation n’a pas de voyage retour.',
    noPartnerFlight: 'Cette partie du voyage ne comporte aucun vol partenaire.',
    notCheckedIn: 'Personne n’est encore enregistré pour cette partie du voyage.',
    editPaidWithMiles: 'Pour modifier un voyage payé en milles, annulez-le (vos milles vous sont rendus) et réservez de nouveau.',
    editPartyDiffers: 'Le nouveau voyage doit compter les mêmes passagers que la réservation qu’il remplace.',
    editSegmentRequired: 'Choisissez la partie du voyage que vous modifiez : aller ou retour.',
    editNotHeld: 'Choisissez de nouveau votre nouveau voyage : ses sièges ne sont plus retenus.',
    editValueChanged: 'Votre réservation a changé depuis l’affichage du prix : veuillez vérifier le nouveau total et payer de nouveau.',
    editWithPoints: 'Une modification de réservation se paie par carte ou avec du crédit.',
    editLogIn: 'Cette réservation appartient à un membre Penguin Perks : veuillez vous connecter pour la modifier.',
    editInProgress: 'Une autre modification de cette réservation est en cours de paiement. Consultez Mes voyages avant de réessayer.',
    editOff: 'La modification d’un voyage réservé n’est pas offerte pour le moment. Vous pouvez toujours l’annuler.',
  },
};

/** The values the forms and the server put in a message's blanks: field labels and parties. */
const VALUES: Readonly<Record<string, string>> = {
  'first name': 'prénom',
  'last name': 'nom',
  Terminal: 'aérogare',
  Address: 'adresse',
  City: 'ville',
  State: 'province ou État',
  Airline: 'compagnie aérienne',
  'Flight number': 'numéro de vol',
  'Arrival time': 'heure d’arrivée',
  'Arrival date': 'date d’arrivée',
  'Departure time': 'heure de départ',
  'Departure date': 'date de départ',
  Reservation: 'réservation',
  Count: 'nombre',
};

const PARTY = [
  [/^(\d+) adults?$/, (n: string) => `${n} adulte${n === '1' ? '' : 's'}`],
  [/^(\d+) child(ren)?$/, (n: string) => `${n} enfant${n === '1' ? '' : 's'}`],
  [/^(\d+) infants?$/, (n: string) => `${n} bébé${n === '1' ? '' : 's'}`],
] as const;

/** A value in French: a known label, or a party ("2 adults and 1 child"), or itself (a number, a name). */
function frenchValue(english: string): string {
  const known = VALUES[english] ?? frenchMessage(english);
  if (known !== english) return known;
  const parts = english.split(/, | and /);
  const party = parts.map((part) => PARTY.find(([re]) => re.test(part))?.[1](part.match(/\d+/)![0]) ?? null);
  if (party.every((p) => p !== null)) return party.length > 1 ? `${party.slice(0, -1).join(', ')} et ${party.at(-1)}` : party[0]!;
  return english;
}

/** A message handed over in English, in French; a text we do not know stays as it came. */
export const frenchMessage = messageTranslator(messages, frenchValue);
