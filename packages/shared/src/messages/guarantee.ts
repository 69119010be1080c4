/** The connection guarantee (decisions 286, 287): the sandbox's development API and the console's claims. */
export const GUARANTEE_MESSAGES = {
  flightInvalid: 'Write the flight as its airline code and number, such as UA123.',
  delayOrCancel: 'Give delay_minutes (0 to 2880) or cancelled: true.',
  delayRange: 'A delay is a whole number of minutes from 0 to 2880.',
  claimNotFound: 'No claim has this id.',
  claimSettled: 'This claim is settled already.',
  amountRequired: 'A goodwill credit needs its amount in cents (1 to 100000).',
  amountNotHere: 'Only a goodwill credit takes an amount.',
  guestNoCredit:
    'A guest booking has no store-credit wallet: refund through the booking’s cancellation, then settle as rebooked_elsewhere or no_action.',
  reasonRequired: 'Say why: the traveller and the audit log read it.',
  settlementInvalid: 'Choose rebooked_elsewhere, goodwill_credit or no_action.',
} as const;
