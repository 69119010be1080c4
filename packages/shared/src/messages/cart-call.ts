/** The cart calls' refusals (add_item, remove, clear, assign); ours. */
export const CART_CALL_MESSAGES = {
  productNotFound: 'This product is not available.',
  itemNotFound: 'This item is not in your cart.',
  notHeld: 'Your cart can be changed only while your reservation is held. Please search again.',
  premiumBySeats: 'Premium seats are chosen on the seat map.',
  ticketNotRemovable: 'Tickets cannot be removed from the cart. To change your trip, please search again.',
  seatNotRemovable: 'Premium seats are removed by choosing another seat on the seat map.',
  voucherUnknown: 'This voucher code is not valid.',
  pointsNotAccepted: 'This item cannot be paid with points.',
  bagsAboveParty: 'Each customer of your party already has bags in the cart.',
  quantityAboveParty: 'Enter a quantity no larger than your party.',
  noDoorToDoorRide: 'Door-to-door service is available only on a door-to-door ride in Mankato.',
  connectionGuaranteeFull: 'Each direction of your trip already has a connection guarantee.',
  storeCreditOwner: 'Log in to the account this cart belongs to to use its store credit.',
  cartOfAnother: 'This cart belongs to another account.',
  /** An extra whose feature flag an admin turned off (decision 280). */
  featureOff: 'This option is not available right now.',
} as const;
