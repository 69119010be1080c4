// GTFS-Realtime (issue 32, decision 283): the running coaches' positions and the trip updates
// (predicted times at each remaining stop, cancellations, new times dispatch gave) as the
// protobuf FeedMessage trip planners read, through gtfs-realtime-bindings. The ids are the static
// feed's (gtfs/ids.ts): a departure is its run's trip_id on a start_date.

import type bindings from 'gtfs-realtime-bindings';
import { gtfsDate, gtfsStopSequence } from '../gtfs/ids.js';
import type { LiveState } from './service.js';

type Realtime = typeof bindings.transit_realtime;
type FeedEntity = bindings.transit_realtime.IFeedEntity;
type FeedMessage = bindings.transit_realtime.FeedMessage;

/** The protobuf classes, loaded when a feed is first asked for: 1.1 MB of an idle server's heap (decision 310). */
const realtime = async (): Promise<Realtime> => (await import('gtfs-realtime-bindings')).default.transit_realtime;

const seconds = (ms: number) => Math.round(ms / 1000);

function tripDescriptor(rt: Realtime, state: LiveState, canceled = false): bindings.transit_realtime.ITripDescriptor {
  return {
    tripId: state.gtfsTripId,
    startDate: gtfsDate(state.trip.serviceDate),
    routeId: state.service.code,
    scheduleRelationship: canceled ? rt.TripDescriptor.ScheduleRelationship.CANCELED : rt.TripDescriptor.ScheduleRelationship.SCHEDULED,
  };
}

function feed(rt: Realtime, entities: FeedEntity[], now: number): FeedMessage {
  return rt.FeedMessage.create({
    header: { gtfsRealtimeVersion: '2.0', incrementality: rt.FeedHeader.Incrementality.FULL_DATASET, timestamp: seconds(now) },
    entity: entities,
  });
}

/** The positions of the departures that have one (not cancelled). */
export async function vehiclePositionsFeed(states: LiveState[], now: number): Promise<FeedMessage> {
  const rt = await realtime();
  const entities = states.flatMap((state): FeedEntity[] => {
    const p = state.position;
    if (!p || state.prediction.status === 'canceled') return [];
    const next = state.prediction.next;
    const at = next ?? state.stops.length - 1;
    // At its first stop before leaving, or at its last once there; else on its way to the next.
    const atStop = next === null || next === 0;
    return [
      {
        id: `vehicle-${state.trip.id}`,
        vehicle: {
          trip: tripDescriptor(rt, state),
          vehicle: { id: `trip-${state.trip.id}`, label: `${state.service.airline}${state.run.runNumber}` },
          position: {
            latitude: p.lat,
            longitude: p.lon,
            ...(p.bearing !== null ? { bearing: p.bearing } : {}),
            ...(p.speed !== null ? { speed: p.speed } : {}),
          },
          currentStopSequence: gtfsStopSequence(at),
          stopId: state.stops[at].code,
          currentStatus: atStop ? rt.VehiclePosition.VehicleStopStatus.STOPPED_AT : rt.VehiclePosition.VehicleStopStatus.IN_TRANSIT_TO,
          timestamp: seconds(p.recordedAt.getTime()),
        },
      },
    ];
  });
  return feed(rt, entities, now);
}

/**
 * A trip update per departure: CANCELED for a cancelled one; else a stop time update per stop still
 * to come, with the predicted arrival and departure and their delay. A departure dispatch moved
 * has its delay on every stop even before it leaves.
 */
export async function tripUpdatesFeed(states: LiveState[], now: number): Promise<FeedMessage> {
  const rt = await realtime();
  const entities = states.map((state): FeedEntity => {
    const id = `trip-${state.trip.id}`;
    if (state.prediction.status === 'canceled') return { id, tripUpdate: { trip: tripDescriptor(rt, state, true) } };
    const { stops, prediction } = state;
    const updates = stops.flatMap((stop, j) => {
      const predicted = prediction.predicted[j];
      if (predicted === null) return [];
      // The timetable's own time (the run's, before dispatch moved it): the delay is measured from it.
      const arrive = stop.arrive - state.retimedMs;
      const depart = stop.depart - state.retimedMs;
      const arrival = predicted;
      // The coach waits at a stop for its time: it leaves at the later of its arrival plus the dwell and that time.
      const departure = Math.max(predicted + (stop.depart - stop.arrive), stop.depart);
      return [
        {
          stopSequence: gtfsStopSequence(j),
          stopId: stop.code,
          ...(j > 0 ? { arrival: { time: seconds(arrival), delay: seconds(arrival - arrive) } } : {}),
          ...(j < stops.length - 1 ? { departure: { time: seconds(departure), delay: seconds(departure - depart) } } : {}),
        },
      ];
    });
    return {
      id,
      tripUpdate: {
        trip: tripDescriptor(rt, state),
        stopTimeUpdate: updates,
        timestamp: seconds(state.position?.recordedAt.getTime() ?? now),
        ...(prediction.next === null
          ? {}
          : { delay: seconds(prediction.predicted[prediction.next]! - (stops[prediction.next].arrive - state.retimedMs)) }),
      },
    };
  });
  return feed(rt, entities, now);
}

/** The protobuf bytes of a feed. */
export async function encodeFeed(message: FeedMessage): Promise<Uint8Array> {
  return (await realtime()).FeedMessage.encode(message).finish();
}

/** The feed as JSON for people (?format=json): the decoded message, enums by name, 64-bit numbers as numbers. */
export async function feedJson(message: FeedMessage): Promise<Record<string, unknown>> {
  const rt = await realtime();
  return rt.FeedMessage.toObject(rt.FeedMessage.decode(await encodeFeed(message)), { enums: String, longs: Number, defaults: false });
}
