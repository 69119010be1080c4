import type { PickupDetails, StoredPickupAddress } from '@landline/shared/schemas';
import { request } from '../lib/api';

// Pickup details: the door-to-door addresses of a held reservation (decision 202).

export const pickupApi = {
  /** One record per direction with a door-to-door ride, made on first read. */
  pickupDetails: (reservationUuid: string, signal?: AbortSignal) =>
    request<PickupDetails[]>(`v2/landline/pick_up_details/?${new URLSearchParams({ reservation: reservationUuid })}`, { signal }),

  /** Both addresses (the airport end: its terminal as the first line) and the flight, typed as the traveller gave it; the record opens with its reservation. */
  savePickupDetails: (
    id: number,
    reservationUuid: string,
    body: { pick_up_address: StoredPickupAddress; drop_off_address: StoredPickupAddress; flight: Record<string, string> | null },
  ) =>
    request<PickupDetails>(`v2/landline/pick_up_details/${id}/?${new URLSearchParams({ reservation: reservationUuid })}`, {
      method: 'PATCH',
      body: JSON.stringify(body),
    }),
};
