/** The Live Tracker runs outside this app; its address can be set at build time. */
export const LIVE_TRACKER_URL: string = import.meta.env.VITE_LIVE_TRACKER_URL ?? 'https://tracker.landline.com/';

export const OPENFLIGHTS_URL = 'https://openflights.org/data';
export const ODBL_URL = 'https://opendatacommons.org/licenses/odbl/1-0/';
