// Service constants of the content spec's section 9, used by the content pages' copy.
// Loyalty numbers the booking app also uses come from @landline/shared or account/tiers; fares
// come from the fare table search charges (PageServices.fare), never from here.

export { CHECK_IN_CLOSES_MIN } from '@landline/shared/constants';
export const CANCEL_CUTOFF_HOURS = 12;
export const FNL_FREE_PARKING_WEEKS = 3;
export const MSP_PICKUP_BEFORE_DEPARTURE_MIN = 20;
export const MSP_PICKUP_AFTER_ARRIVAL_MIN = 15;
export const DAILY_DEPARTURES_MAX = 17;
export const SPECIAL_ASSISTANCE_NOTICE_HOURS = 48;
export const REFUND_BUSINESS_DAYS = '5 to 10';

export const BAG_MAX_LINEAR_IN = 90;
export const BAG_MAX_LB = 50;
export const PET_MAX_LB = 16;
export const PET_CARRIER_IN = '16 x 11 x 8';
export const WHEELCHAIR_MAX_LB = 600;
export const WHEELCHAIR_MAX_IN = '30 x 48';
export const SOLO_MIN_AGE_CO = 15;
export const SOLO_MIN_AGE_MN = 14;
/** Policy text (section 5): who may reserve, and below which age a passenger needs an adult. */
export const RESERVE_MIN_AGE = 18;
export const ACCOMPANIED_UNDER_AGE = 14;

/** Liability and claims (section 9), US routes. */
export const BAGGAGE_LIABILITY_USD = 250;
export const BAGGAGE_REPORT_HOURS = 12;
export const BAGGAGE_CLAIM_DAYS = 45;
/** Canada (section 9): baggage liability in special drawing rights, and the largest bag in cm. */
export const BAGGAGE_LIABILITY_SDR_CANADA = 1288;
export const BAG_MAX_LINEAR_CM_CANADA = 177;
/** Baggage liability on a codeshare itinerary within the US, in US dollars. */
export const CODESHARE_BAGGAGE_LIABILITY_USD = 3500;
/** Other claims (a trip, a refund, an injury) are made within this many days. */
export const CLAIM_DAYS = 30;
/** Arbitration: we pay the fees of a claim below this amount (USD); below the second it is decided on documents only. */
export const ARBITRATION_FEES_PAID_UNDER_USD = 75000;
export const ARBITRATION_DOCUMENTS_ONLY_UNDER_USD = 10000;

/** Luggage size checked through with an airline partner: linear inches (US; Canada above). */
export const LUGGAGE_MAX_LINEAR_IN_US = 62;

/** Privacy (section 9, Other): a marketing opt-out takes effect within this many business days. */
export const MARKETING_OPT_OUT_BUSINESS_DAYS = 10;
/** We do not knowingly collect personal information from children under this age. */
export const PRIVACY_CHILD_AGE = 13;

/** Onboard page: this many referred new customers earn the referrer a free trip. */
export const REFERRALS_FOR_FREE_TRIP = 3;

/** Staffed hours of the help desk: 5 AM to 9 PM Mountain time (hours, 24-hour clock). */
export const STAFFED_TIME_ZONE = 'America/Denver';
export const STAFFED_FROM_HOUR = 5;
export const STAFFED_UNTIL_HOUR = 21;
// '5 AM–9 PM Mountain time', without a function call: a call would make this module run code as
// it loads, and every page would then load it.
export const STAFFED_LABEL =
  `${STAFFED_FROM_HOUR % 12 || 12} ${STAFFED_FROM_HOUR < 12 ? 'AM' : 'PM'}–` +
  `${STAFFED_UNTIL_HOUR % 12 || 12} ${STAFFED_UNTIL_HOUR < 12 ? 'AM' : 'PM'} Mountain time`;

/** In-page shortcuts scroll their section to this far below the top of the window. */
export const SCROLL_OFFSET_PX = 180;

/** Loyalty (Penguin Perks). */
export const FREE_RIDE_VOUCHER_USD = 35;

/** Help desk contacts (ours: the spec names the channels, not the numbers). */
export const SUPPORT_TEXT_NUMBER = '+19705551234';
export const SUPPORT_TEXT_DISPLAY = '(970) 555-1234';
export const SUPPORT_EMAIL = 'support@landline.com';

/** Marketing-automation audience of the newsletter form (section 7: embed forms 6 and 9). */
export const NEWSLETTER_AUDIENCE_ID = '6';

/** Airline-partner bookings (section 9): be there with your bags this early; boarding closes at the second figure. */
export const PARTNER_ARRIVE_BEFORE_MIN = 30;
export const PARTNER_BOARDING_CLOSES_MIN = 15;
/** Air Canada operations: arrive this early at Hamilton and Kitchener, and at Toronto Pearson. */
export const AIR_CANADA_ARRIVE_REGIONAL_MIN = 30;
export const AIR_CANADA_ARRIVE_TORONTO_MIN = 15;
/** Check-in for the Air Canada coach segment opens this many hours before departure. */
export const AIR_CANADA_CHECK_IN_OPENS_HOURS = 24;
/** Canadian bookings change up to this many hours before departure (US: CANCEL_CUTOFF_HOURS). */
export const CANADA_CHANGE_CUTOFF_HOURS = 1;

/** Trenton's coach (section 9, Fleet). */
export const TRENTON_COACH_SEATS = 35;
export const TRENTON_SEAT_PITCH_IN = 36;
export const TRENTON_DAILY_DEPARTURES = 3;

/** Our reservations line (voice; ours, decision 226): Call us on the partner pages, /bookfnl's header. */
export const RESERVATIONS_PHONE_NUMBER = '+18885550142';
export const RESERVATIONS_PHONE_DISPLAY = '(888) 555-0142';
/**
 * The company's forms service (decision 230): the staff forms on /forms and the contest's entry
 * form are pages of it, opened in a new tab. One address, so a move changes one line.
 */
export const FORMS_SERVICE_URL = 'https://forms.landline.com/';
