import type { Way } from './trip-view';

// The addresses of the trips pages (the booking spec's section 2).

export const TRIPS_PATH = '/trips';
export const MANAGE_PATH = '/trips/manage';
export const tripPath = (pnr: string) => `/trips/details?pnr=${encodeURIComponent(pnr)}`;
export const cancelPath = (pnr: string) => `/trips/${encodeURIComponent(pnr)}/cancel`;
export const checkInPath = (pnr: string, way: Way) => `/trips/${encodeURIComponent(pnr)}/${way}/checkin`;
/** A booked trip's seats (section 2: /seats/change, 'Reserve Seats'). */
export const seatChangePath = (pnr: string, way: Way) => `/seats/change?pnr=${encodeURIComponent(pnr)}&way=${way}`;
/** Paying for premium seats chosen on a booked trip (decision 222): the payment page with the purchase. */
export const seatPurchasePath = (uuid: string, pnr: string) => `/payments?seats=${encodeURIComponent(uuid)}&pnr=${encodeURIComponent(pnr)}`;
