/** Paying with Penguin Perks points (sections 5 and 8; the last two are ours, decision 208). */
export const LOYALTY_MESSAGES = {
  loginToActivate: 'Please log in to your account to activate your Penguin Perks benefits.',
  notEnoughPoints: 'You do not have enough points to complete this transaction - please buy miles',
  notEnoughMiles: 'Not enough miles',
  paymentTypeInvalid: 'Choose to pay by card or with points.',
  voucherWithPoints: 'Vouchers cannot be used when paying with points.',
  // Buying miles (section 5).
  milesRequired: 'Number of miles is required',
  milesBetween: 'Mile number must be value between {min} and {max}',
  milesPositive: 'Miles must be greater than 0',
  calculateFirst: 'Please click calculate before payment',
  purchaseUnderWay: 'This purchase is being paid in another window. Please wait a moment.',
  /** The loyalty flag is off (decision 280). */
  loyaltyOff: 'Penguin Perks is not available right now.',
} as const;
