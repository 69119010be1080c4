import type { Way } from './trip-view';

// The addresses of the trips pages (booking-app.md section 2).

export const TRIPS_PATH = '/trips';
export const MANAGE_PATH = '/trips/manage';
export const tripPath = (pnr: string) => `/trips/details?pnr=${encodeURIComponent(pnr)}`;
export const cancelPath = (pnr: string) => `/trips/${encodeURIComponent(pnr)}/cancel`;
export const checkInPath = (pnr: string, way: Way) => `/trips/${encodeURIComponent(pnr)}/${way}/checkin`;
