/** The live side's texts from the API (issue 32, decision 283). */
export const LIVE_MESSAGES = {
  departureNotFound: 'No departure has this number.',
  notYourDeparture: 'This departure is not assigned to you. Ask dispatch to assign it.',
  canceled: 'This departure is cancelled: its position is not shared.',
  notRunning: "These readings are outside this departure's run.",
  tooManyStreams: 'Too many live updates are open from here. Close one and try again.',
  tooManyReadings: 'Too many readings at once. The phone sends them again shortly.',
} as const;
