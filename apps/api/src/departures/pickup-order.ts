// The order a door-to-door van calls at its riders' addresses (decision 277). Pure.
//
// The van follows its service's pattern: it serves the addresses around each stop of the pattern
// in turn, dropping off there before it picks up. Around one stop, drop-offs run outward from the
// stop, each time to the nearest address not yet served; pick-ups run inward, starting with the
// address farthest from the stop and then, each time, the nearest one left. An address the
// locator cannot place (an unknown ZIP code) comes after the placed ones of its group, by ZIP
// code and text, so the driver still sees it.

import { distanceKm } from '@landline/shared/geo';

export interface Point {
  lat: number;
  lon: number;
}

export interface DoorCall<T> {
  kind: 'pick_up' | 'drop_off';
  /** The stop's place in the pattern. */
  seq: number;
  /** The stop the addresses of this call are served from. */
  stopPoint: Point;
  /** Where the address is, or null. */
  point: Point | null;
  /** Ties and unplaced addresses are ordered by it (ZIP code, then the address). */
  sortKey: string;
  item: T;
}

const byKey = <T>(a: DoorCall<T>, b: DoorCall<T>) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0);

/** Greedy nearest-neighbour walk from `start` over the placed calls (ties by key). */
function walk<T>(calls: DoorCall<T>[], start: Point): DoorCall<T>[] {
  const left = [...calls].sort(byKey);
  const out: DoorCall<T>[] = [];
  let at = start;
  while (left.length) {
    let best = 0;
    for (let i = 1; i < left.length; i++) {
      if (distanceKm(at, left[i].point!) < distanceKm(at, left[best].point!)) best = i;
    }
    const [next] = left.splice(best, 1);
    out.push(next);
    at = next.point!;
  }
  return out;
}

/** One stop's calls of one kind, in the order the van makes them. */
function orderGroup<T>(calls: DoorCall<T>[]): DoorCall<T>[] {
  const placed = calls.filter((c) => c.point);
  const unplaced = calls.filter((c) => !c.point).sort(byKey);
  if (!placed.length) return unplaced;
  const stop = calls[0].stopPoint;
  if (calls[0].kind === 'drop_off') return [...walk(placed, stop), ...unplaced];
  // Pick-ups: the farthest first, then the nearest left each time, ending near the stop.
  const sorted = [...placed].sort(byKey);
  const farthest = sorted.reduce((far, c) => (distanceKm(stop, c.point!) > distanceKm(stop, far.point!) ? c : far));
  return [
    farthest,
    ...walk(
      sorted.filter((c) => c !== farthest),
      farthest.point!,
    ),
    ...unplaced,
  ];
}

/** Every call in the van's order: by the pattern's stops, drop-offs before pick-ups at each. */
export function doorToDoorOrder<T>(calls: DoorCall<T>[]): T[] {
  const groups = new Map<string, DoorCall<T>[]>();
  for (const call of calls) {
    const key = `${String(call.seq).padStart(4, '0')}|${call.kind === 'drop_off' ? 0 : 1}`;
    groups.set(key, [...(groups.get(key) ?? []), call]);
  }
  return [...groups.keys()]
    .sort()
    .flatMap((key) => orderGroup(groups.get(key)!))
    .map((c) => c.item);
}
