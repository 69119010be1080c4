export const SELECTION_MESSAGES = {
  departureSelected: 'You have successfully selected departure ticket.',
  /** Ours: on a results card whose ride has no wheelchair position left (decision 200). */
  noWheelchairPosition: 'No wheelchair position left for travellers who board by the lift',
} as const;
