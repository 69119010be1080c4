/**
 * Paying (PUT cart/check_out/, the sandbox card form). The card refusals are the card processor's
 * own words (Stripe's published decline messages), shown to the traveller as section 8 says;
 * the rest are ours.
 */
export const PAYMENT_MESSAGES = {
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectNumber: 'Your card number is incorrect.',
  invalidExpiry: "Your card's expiration date is invalid.",
  invalidCvc: "Your card's security code is invalid.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  authenticationRequired:
    'Your bank asks to confirm this payment in its own window, which this site cannot open yet. Please use another card.',
  tokenRequired: 'Enter your card details.',
  tokenUnknown: 'This card could not be read. Please enter it again.',
  holderRequired: 'Enter the name on the card.',
  emailRequired: "Without Email address, we can't reach you",
  emailInvalid: 'Please enter a valid Email address',
  notHeld: 'Your reservation is no longer held. Please search again.',
  alreadyPaying: 'This booking is being paid in another window. Please wait a moment.',
  changeWhilePaying: 'Your payment is in progress: the booking cannot change until it is complete. Please wait a moment.',
  cartChangedWhilePaying:
    'Your cart changed while it was being paid for, so the charge was refunded. Please check your cart and pay again.',
  alreadyPaid: 'This booking is already paid. Find it in My Trips or with its booking reference.',
  nothingToPay: 'There is nothing to pay in this cart.',
  paymentNeeded: 'Enter your card details to pay the rest.',
  passengersMissing: 'Please enter the passenger details before paying.',
  processorUnavailable: 'The secure card form cannot load right now. Please check your connection and try again.',
} as const;
