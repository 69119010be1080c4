// The Oktoberfest contest (the content spec: hero image, contest details, a consent checkbox; the
// Enter to Win link is inactive and grey until the box is ticked, then yellow, opening the entry
// form). Five winners, each two round-trip promotional tickets between Waterloo and Toronto
// airports (section 9, Canada); dates and rules are ours (decision 229).
import { FORMS_SERVICE_URL, SUPPORT_EMAIL } from '../content/constants';
import type { PageHeaderContent, PageMeta, RichText } from '../content/types';

export const CONTEST_WINNERS = 5;
export const CONTEST_TICKETS_PER_WINNER = 2;

/** The entry form, on the company's forms service. */
export const CONTEST_ENTRY_URL = new URL('oktoberfest-contest', FORMS_SERVICE_URL).href;

export const CONTEST_DATES = {
  closes: 'September 17, 2027 at 11:59 PM Eastern time',
  draw: 'September 20, 2027',
  travelBy: 'December 31, 2027',
} as const;

export const OKTOBERFEST_META: PageMeta = {
  title: 'Oktoberfest Contest',
  description:
    'Win a trip to Kitchener-Waterloo Oktoberfest: five winners each get two round-trip Landline tickets between Waterloo and Toronto Pearson airports.',
};

export const OKTOBERFEST_HEADER: PageHeaderContent = {
  title: 'Win your ride to Oktoberfest',
  subtitle: `${CONTEST_WINNERS} winners, ${CONTEST_TICKETS_PER_WINNER} round-trip tickets each, between Waterloo and Toronto Pearson.`,
};

export const HERO_ALT = 'A Landline coach decorated with blue and white Oktoberfest bunting, a pretzel sign above it.';

export const CONTEST_DETAILS: RichText[] = [
  `We are giving away ${CONTEST_WINNERS * CONTEST_TICKETS_PER_WINNER} seats to Oktoberfest: ${CONTEST_WINNERS} winners each receive ${CONTEST_TICKETS_PER_WINNER} round-trip promotional tickets on the Landline shuttle between Region of Waterloo International Airport (YKF) and Toronto Pearson (YYZ, Terminal 1).`,
  `Enter by ${CONTEST_DATES.closes}. Winners are drawn at random on ${CONTEST_DATES.draw} and told by e-mail.`,
];

export const CONTEST_RULES: RichText[] = [
  'No purchase necessary. Open to residents of Canada who have reached the age of majority in their province or territory. One entry per person.',
  'To win, a selected entrant must correctly answer a skill-testing question. An entrant who cannot be reached within five days of the draw forfeits the prize, and another entry is drawn.',
  `Tickets must be booked for travel by ${CONTEST_DATES.travelBy}, subject to free seats. They have no cash value and cannot be exchanged, sold or transferred.`,
  `Cannot use the entry form? Enter by e-mailing ${SUPPORT_EMAIL} with your name, your phone number and the words “Oktoberfest contest”: you agree to the rules and to our marketing e-mails the same way.`,
  [
    'Travel on the prize tickets follows our ',
    { text: 'Terms and Conditions', to: '/terms-and-conditions' },
    '; your entry is handled as our ',
    { text: 'Privacy Policy', to: '/privacy-policy' },
    ' says.',
  ],
];

export const CONSENT_LABEL =
  'I agree to the contest rules and the Terms and Conditions, and I consent to receive marketing e-mails from Landline.';
export const ENTER_LABEL = 'Enter to Win';
export const ENTER_HINT_OFF = 'Tick the box above to turn on the entry link.';
export const ENTER_HINT_ON = 'The entry form opens in a new tab.';
