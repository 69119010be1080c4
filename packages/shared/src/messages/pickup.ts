/** Pickup and drop-off details (the booking spec's section 5), word for word. */
export const PICKUP_MESSAGES = {
  /** ':attribute' is the field's label ("City is required."). */
  required: ':attribute is required.',
  sameCity: 'The Pick Up and Drop Off City/Airport cannot be the same.',
  outsideArea: 'This service is not available in your area',
} as const;
