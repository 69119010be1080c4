// The connection guarantee's mails (decision 287), in the booking's language: the ride moved to a
// later coach for a late inbound flight, and the notice that an agent is looking at a claim (no
// later coach with seats, a cancelled flight, a coach late for the check-in).

import { escapeHtml } from '../http/html.js';
import type { Language } from '../http/language.js';
import { becauseOfBooking, layout, type Mail } from '../mail/templates.js';
import { mailTexts } from '../mail/texts/index.js';

export interface MovedMailInput {
  to: string;
  firstName: string;
  pnr: string;
  language: Language;
  flight: string;
  ride: { from: string; to: string };
  /** The new coach's departure (ISO) and its stop's time zone. */
  departsAt: string;
  timeZone: string;
}

export type ClaimKind = 'no_room' | 'flight_cancelled' | 'late_to_airport';

export interface ClaimMailInput {
  to: string;
  firstName: string;
  pnr: string;
  language: Language;
  flight: string;
  kind: ClaimKind;
  ride: { from: string; to: string; departsAt: string; timeZone: string };
  /** late_to_airport: when the coach should reach the airport and when the check-in closes (ISO). */
  reachesAt?: string;
  checkInClosesAt?: string;
}

const WORDS = {
  en: {
    movedSubject: (pnr: string) => `Your flight is late: we moved your coach (booking ${pnr})`,
    moved: (flight: string, ride: string, at: string) =>
      `Your flight ${flight} is late, so we moved you to the ${ride} coach leaving ${at}, at no charge. Your party stays seated together; nothing to do.`,
    claimSubject: (pnr: string) => `Your connection guarantee: an agent is on it (booking ${pnr})`,
    no_room: (flight: string, ride: string) =>
      `Your flight ${flight} is late and the next ${ride} coaches are full. An agent will contact you to get you on your way.`,
    flight_cancelled: (flight: string, ride: string) =>
      `Your flight ${flight} is cancelled. An agent will contact you about your ${ride} coach.`,
    late_to_airport: (flight: string, ride: string, reaches: string, closes: string) =>
      `Your ${ride} coach is expected at the airport ${reaches}, and check-in for your flight ${flight} closes ${closes}. An agent and our dispatch team are looking at it and will contact you.`,
    trip: 'Your trip: look up your booking on My Trips.',
  },
  fr: {
    movedSubject: (pnr: string) => `Votre vol a du retard : nous avons changé votre autocar (réservation ${pnr})`,
    moved: (flight: string, ride: string, at: string) =>
      `Votre vol ${flight} a du retard : nous vous avons placé dans l’autocar ${ride} qui part ${at}, sans frais. Votre groupe reste assis ensemble ; rien à faire.`,
    claimSubject: (pnr: string) => `Votre garantie de correspondance : un agent s’en occupe (réservation ${pnr})`,
    no_room: (flight: string, ride: string) =>
      `Votre vol ${flight} a du retard et les prochains autocars ${ride} sont complets. Un agent vous contactera pour vous mettre en route.`,
    flight_cancelled: (flight: string, ride: string) =>
      `Votre vol ${flight} est annulé. Un agent vous contactera au sujet de votre autocar ${ride}.`,
    late_to_airport: (flight: string, ride: string, reaches: string, closes: string) =>
      `Votre autocar ${ride} est attendu à l’aéroport ${reaches}, et l’enregistrement de votre vol ${flight} ferme ${closes}. Un agent et notre équipe de régulation s’en occupent et vous contacteront.`,
    trip: 'Votre voyage : retrouvez votre réservation dans Mes voyages.',
  },
} as const;

function mail(
  kind: string,
  input: { to: string; firstName: string; pnr: string; language: Language },
  subject: string,
  line: string,
): Mail {
  const t = mailTexts(input.language);
  const w = WORDS[input.language];
  return {
    kind,
    to: input.to,
    subject,
    html: layout(
      subject,
      `<p>${escapeHtml(t.common.greeting(input.firstName))}</p><p>${escapeHtml(line)}</p><p>${escapeHtml(w.trip)}</p>`,
      becauseOfBooking(input.pnr, input.language),
      input.language,
    ),
    text: `${t.common.greeting(input.firstName)}\n\n${line}\n\n${w.trip}\n\n${t.common.brand}`,
  };
}

export function movedMail(input: MovedMailInput): Mail {
  const t = mailTexts(input.language);
  const w = WORDS[input.language];
  const line = w.moved(input.flight, `${input.ride.from} → ${input.ride.to}`, t.format.atPlace(input.departsAt, input.timeZone));
  return mail('guarantee-moved', input, w.movedSubject(input.pnr), line);
}

export function claimMail(input: ClaimMailInput): Mail {
  const t = mailTexts(input.language);
  const w = WORDS[input.language];
  const ride = `${input.ride.from} → ${input.ride.to}`;
  const at = (iso: string | undefined) => (iso ? t.format.atPlace(iso, input.ride.timeZone) : '');
  const line =
    input.kind === 'late_to_airport'
      ? w.late_to_airport(input.flight, ride, at(input.reachesAt), at(input.checkInClosesAt))
      : w[input.kind](input.flight, ride);
  return mail('guarantee-claim', input, w.claimSubject(input.pnr), line);
}
