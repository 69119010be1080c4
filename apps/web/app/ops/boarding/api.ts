import type { BoardingRiders, BoardingScanAnswer, DriverPosition, DriverPositions } from '@landline/shared/schemas';
import { ops } from '../api';

// The boarding screen's calls (decision 278): a scan at a departure, and a typed reference's
// passengers on it.

/** What a scan sends besides its id: the QR code's text, or a typed reference and the passenger picked. */
export type ScanBody = { token: string } | { reference: string; ticket: number };

export const postScan = (trip: number, scanId: string, body: ScanBody) =>
  ops<BoardingScanAnswer>(`departures/${trip}/boardings/`, { method: 'POST', body: { scan_id: scanId, ...body } });

export function findRiders(trip: number, reference: string, lastName: string): Promise<BoardingRiders> {
  const query = new URLSearchParams({ reference: reference.trim() });
  if (lastName.trim()) query.set('last_name', lastName.trim());
  return ops<BoardingRiders>(`departures/${trip}/boardings/?${query}`);
}

/** Positions of the driver's phone, oldest first (decision 285); each kept once by its id. */
export const postPositions = (trip: number, positions: DriverPosition[]) =>
  ops<unknown>(`departures/${trip}/positions/`, { method: 'POST', body: { positions } satisfies DriverPositions });
