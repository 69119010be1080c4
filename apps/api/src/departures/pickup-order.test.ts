import { describe, expect, it } from 'vitest';
import { distanceKm } from '@landline/shared/geo';
import { doorToDoorOrder, type DoorCall } from './pickup-order.js';

// The van's calling order (decision 277): stop by stop, drop-offs before pick-ups; pick-ups from
// the farthest address inward, drop-offs from the stop outward; unplaced addresses last.

const STOP = { lat: 44.1636, lon: -93.9994 };
const call = (item: string, kind: DoorCall<string>['kind'], seq: number, point: { lat: number; lon: number } | null): DoorCall<string> => ({
  kind,
  seq,
  stopPoint: STOP,
  point,
  sortKey: item,
  item,
});

describe('doorToDoorOrder', () => {
  it('picks up from the farthest address, then each time the nearest one left', () => {
    const near = call('a-near', 'pick_up', 0, { lat: 44.155, lon: -93.992 });
    const far = call('b-far', 'pick_up', 0, { lat: 44.3, lon: -94.2 });
    const middle = call('c-middle', 'pick_up', 0, { lat: 44.25, lon: -94.1 });
    expect(doorToDoorOrder([near, far, middle])).toEqual(['b-far', 'c-middle', 'a-near']);
  });

  it('drops off from the stop outward, after the pick-ups of earlier stops and before the pick-ups of the same stop', () => {
    const calls = [
      call('pick-later', 'pick_up', 1, { lat: 44.2, lon: -94 }),
      call('drop-far', 'drop_off', 1, { lat: 44.4, lon: -94 }),
      call('drop-near', 'drop_off', 1, { lat: 44.17, lon: -94 }),
      call('pick-first', 'pick_up', 0, { lat: 44.2, lon: -94 }),
    ];
    expect(doorToDoorOrder(calls)).toEqual(['pick-first', 'drop-near', 'drop-far', 'pick-later']);
  });

  it('puts an address it cannot place after the placed ones of its group, by its key', () => {
    const calls = [call('z-unknown', 'pick_up', 0, null), call('a-unknown', 'pick_up', 0, null), call('placed', 'pick_up', 0, STOP)];
    expect(doorToDoorOrder(calls)).toEqual(['placed', 'a-unknown', 'z-unknown']);
  });

  it('measures kilometres on the globe', () => {
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(111.19, 1);
    expect(distanceKm(STOP, STOP)).toBe(0);
  });
});
