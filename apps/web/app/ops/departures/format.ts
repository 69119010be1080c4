import type { DepartureSummary, ManifestPassenger } from '@landline/shared/schemas';

// How the console writes a departure's figures and a ticket's state: always in words, the
// colour only repeats them.

export const TICKET_STATE_LABELS: Record<ManifestPassenger['state'], string> = {
  booked: 'Booked',
  checked_in: 'Checked in',
  boarded: 'Boarded',
  canceled: 'Canceled',
};

/** '06:45' → '6:45 AM' (the clock at the place, as the traveller's pages write it). */
export function clock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  if (Number.isNaN(h) || Number.isNaN(m)) return hhmm;
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export const seatsText = (d: DepartureSummary) => `${d.seats.sold} sold, ${d.seats.held} held, ${d.seats.free} free`;

export const wheelchairText = (d: DepartureSummary) =>
  d.wheelchairs.capacity === 0
    ? 'None on this vehicle'
    : `${d.wheelchairs.sold} sold, ${d.wheelchairs.held} held, ${d.wheelchairs.free} free of ${d.wheelchairs.capacity}`;

export const driversText = (d: DepartureSummary) => (d.drivers.length ? d.drivers.map((x) => x.name).join(', ') : 'None assigned');
