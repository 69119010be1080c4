import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLangPath } from '../i18n/react';
import { bookingApi } from './api';
import { lookupLastName } from '../lib/guest-access';
import { holdMatches, type BookingDraft } from './draft';
import { nextPath } from './flow';
import { dispatchDraft } from './use-draft';

/**
 * The summary's Continue (section 4, "Itinerary update"): PUT bookings/{uuid}/itinerary/ holds
 * the chosen tickets' seats, then the passengers page opens. Tickets already held go straight
 * on; a previous hold of other tickets is named so the server releases it in the same
 * transaction (decision 194). Only the booking tokens travel: the server re-prices them.
 * Editing a booked trip (decision 221), the new cart is tied to the booking it replaces, which
 * brings its passengers along, and the flow moves on to its own steps instead.
 */
export function useHoldTickets(draft: BookingDraft) {
  const navigate = useNavigate();
  // flow.ts speaks English paths: a French booking stays under /fr/.
  const lp = useLangPath();
  return useMutation({
    mutationFn: async () => {
      const { search, uuid, departure, edit } = draft;
      if (!search || !uuid || !departure) throw new Error('Nothing chosen to hold');
      let cartUuid = draft.hold?.cartUuid ?? null;
      if (!holdMatches(draft)) {
        const ret = search.oneWay ? null : draft.return;
        const reservation = await bookingApi.hold(uuid, {
          departure_flight: { booking_token: departure.booking_token },
          return_flight: ret ? { booking_token: ret.booking_token } : null,
          passengers_adults: search.adults,
          passengers_children: search.children,
          passengers_infants: search.infants,
          reservation_uuid: draft.hold?.uuid ?? null,
          cart_id: draft.hold?.cartUuid ?? null,
        });
        cartUuid = reservation.cart.uuid;
        dispatchDraft({
          type: 'held',
          hold: {
            uuid: reservation.uuid,
            pnr: reservation.pnr,
            searchUuid: uuid,
            cartUuid: reservation.cart.uuid,
            departureToken: departure.booking_token,
            returnToken: ret?.booking_token ?? null,
          },
        });
      }
      if (edit && cartUuid) await bookingApi.assignPreviousCart(cartUuid, edit.pnr, edit.segment, lookupLastName(edit.pnr));
    },
    onSuccess: () => navigate(lp(draft.edit ? nextPath(draft, null) : '/passengers')),
  });
}
