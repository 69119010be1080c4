/** The corporate-travel and charter quote forms (decision 223; ours: the spec embeds an outside form). */
export const QUOTE_MESSAGES = {
  nameRequired: 'Please enter your name.',
  companyRequired: 'Please enter your company’s name.',
  emailInvalid: 'Please enter a valid e-mail address, like name@example.com.',
  phoneInvalid: 'Please enter a phone number we can call, with its area code.',
  cityRequired: 'Please choose the city your team travels from.',
  travelersRange: 'Please enter how many trips your team takes a month, from 1 to 10,000.',
  dateInvalid: 'Please choose a date from tomorrow on.',
  placeRequired: 'Please say where the trip starts and where it goes.',
  passengersRange: 'Our coaches carry 1 to 56 passengers: please enter a number in that range.',
  messageTooLong: 'Please keep your message under 5,000 characters.',
  tooQuick: 'That was quick! Please take a moment to check your details, then send the form again.',
  formExpired: 'This form has expired. Please reload the page and send it again.',
  refused: 'We could not send your request. Please reload the page and try again, or call us.',
  thanks: 'Thank you! Your request is on its way to our team, and a copy is in your inbox. We answer within one business day.',
} as const;
