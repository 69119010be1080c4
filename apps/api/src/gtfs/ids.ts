// The identifiers the GTFS static feed and the GTFS-Realtime feeds share (issue 32): a consumer
// joins the two by them, so both feeds take them from here and nowhere else.
//
//   stop_id     the stop's code (DEN, FNL-CSU, …)
//   route_id    the service's code (one route per service pattern)
//   agency_id   the operator's name as a slug
//   trip_id     one timetable row (a run): `run-<timetable id>`; a departure is a trip_id on a
//               start_date, as GTFS-Realtime's TripDescriptor names it
//   service_id  the run's own calendar (its eff–dis period and weekdays): `run-<timetable id>`
//   stop_sequence  the stop's index in the service's pattern, counted from 1

/** trip_id (and service_id) of a timetable row. */
export function gtfsTripId(timetableId: number): string {
  return `run-${timetableId}`;
}

/** The timetable row of a trip_id, or null when it is not one of ours. */
export function timetableIdOf(tripId: string): number | null {
  const match = /^run-([1-9][0-9]{0,9})$/.exec(tripId);
  return match ? Number(match[1]) : null;
}

/** stop_sequence of the stop at `index` (from 0) of a service's pattern. */
export function gtfsStopSequence(index: number): number {
  return index + 1;
}

/** A service date (YYYY-MM-DD) as GTFS writes dates (YYYYMMDD). */
export function gtfsDate(isoDate: string): string {
  return isoDate.replaceAll('-', '');
}

/** A GTFS date (YYYYMMDD) as an ISO date (YYYY-MM-DD). */
export function isoDateOf(gtfs: string): string {
  return `${gtfs.slice(0, 4)}-${gtfs.slice(4, 6)}-${gtfs.slice(6, 8)}`;
}

/** agency_id of an operator: lower case, dashes for anything else. */
export function gtfsAgencyId(operator: string): string {
  return operator
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
