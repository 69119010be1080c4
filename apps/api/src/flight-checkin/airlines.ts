// What the repository knows of partner airlines' own check-in (decision 240): the online check-in
// page and when it opens, for the airlines the partner pages describe (their links and the Air
// Canada check-in window). Any other airline: its name and the flight only, no guessed window.

export interface AirlineCheckIn {
  /** The airline's site, where its online check-in is. */
  url: string;
  /** Hours before departure that online check-in opens; null when not known. */
  opensHours: number | null;
}

export const AIRLINE_CHECK_IN: Readonly<Record<string, AirlineCheckIn>> = {
  // The Air Canada page: "Check in online from 24 hours before departure" (AIR_CANADA_CHECK_IN_OPENS_HOURS).
  AC: { url: 'https://www.aircanada.com/', opensHours: 24 },
  // The American page links the airline's site; it gives no check-in window.
  AA: { url: 'https://www.aa.com/', opensHours: null },
};
