import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDraftStore,
  draftKey,
  draftReducer,
  EMPTY_DRAFT,
  holdMatches,
  loadDraft,
  SAVE_INTERVAL_MS,
  type BookingDraft,
  type DraftStorage,
} from './draft';
import { NO_FILTERS } from './filters';
import { fortCollinsToDenver, itinerary } from './test-fixtures';

/** An in-memory Storage. */
function memoryStorage(initial: Record<string, string> = {}): DraftStorage & { data: Map<string, string>; writes: number } {
  const data = new Map(Object.entries(initial));
  const storage = {
    data,
    writes: 0,
    get length() {
      return data.size;
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem(k: string, v: string) {
      storage.writes++;
      data.set(k, v);
    },
    removeItem: (k: string) => void data.delete(k),
  };
  return storage;
}

const outbound = itinerary('out-0800');
const inbound = itinerary(
  'back-1030',
  {},
  {
    departure_date: '2026-12-02',
    departure_time: '10:30',
    departure_at: '2026-12-02T17:30:00.000Z',
    arrival_at: '2026-12-02T18:45:00.000Z',
  },
);

function chosen(): BookingDraft {
  let s = draftReducer(EMPTY_DRAFT, { type: 'search', search: fortCollinsToDenver() });
  s = draftReducer(s, { type: 'searched', uuid: 'u1' });
  s = draftReducer(s, { type: 'select', direction: 'depart', itinerary: outbound });
  return draftReducer(s, { type: 'select', direction: 'return', itinerary: inbound });
}

describe('the hold in the draft', () => {
  const hold = { uuid: 'r-1', pnr: 'ABC234', searchUuid: 's-1', cartUuid: 'c-1', departureToken: 'out-0800', returnToken: 'back-1030' };

  it('is kept once made, and matches only the tickets it holds', () => {
    const s = draftReducer(chosen(), { type: 'held', hold });
    expect(s.hold).toEqual(hold);
    expect(holdMatches(s)).toBe(true);
    const later = itinerary(
      'back-1400',
      {},
      { departure_date: '2026-12-02', departure_at: '2026-12-02T21:00:00.000Z', arrival_at: '2026-12-02T22:15:00.000Z' },
    );
    const other = draftReducer(s, { type: 'select', direction: 'return', itinerary: later });
    expect(other.hold).toEqual(hold);
    expect(other.return?.booking_token).toBe('back-1400');
    expect(holdMatches(other)).toBe(false);
  });

  it('once paid, keeps only the confirmed booking: no hold, no selection to go back to', () => {
    const s = draftReducer(chosen(), { type: 'held', hold });
    const booking = {
      reservationUuid: hold.uuid,
      cartUuid: hold.cartUuid,
      pnr: hold.pnr,
      email: 'ada@example.com',
      departure: s.departure!,
      return: s.return,
      paid: { amount: 5800, currency: 'USD', cardLast4: '4242' },
    };
    const paid = draftReducer(s, { type: 'paid', booking });
    expect(paid).toEqual({ ...EMPTY_DRAFT, confirmed: booking });
    expect(holdMatches(paid)).toBe(false);
    expect(draftReducer(paid, { type: 'search', search: fortCollinsToDenver() }).confirmed).toBeNull();
  });

  it('ends when the server says so, and survives a new search only to be released by the next hold', () => {
    const s = draftReducer(chosen(), { type: 'held', hold });
    expect(draftReducer(s, { type: 'holdEnded' }).hold).toBeNull();
    const fresh = draftReducer(s, { type: 'search', search: fortCollinsToDenver() });
    expect(fresh.hold).toEqual(hold);
    expect(holdMatches(fresh)).toBe(false);
    expect(draftReducer(s, { type: 'reset' }).hold).toBeNull();
  });
});

describe('draft reducer', () => {
  it('keeps both tickets once chosen', () => {
    const s = chosen();
    expect(s.departure?.booking_token).toBe('out-0800');
    expect(s.return?.booking_token).toBe('back-1030');
  });

  it('changing the departure date clears the departure ticket only', () => {
    const s = draftReducer(chosen(), { type: 'setDate', direction: 'depart', date: '2026-12-01' });
    expect(s.search?.departureDate).toBe('2026-12-01');
    expect(s.departure).toBeNull();
    expect(s.return?.booking_token).toBe('back-1030');
    expect(s.uuid).toBeNull();
  });

  it('changing the return date clears the return ticket only', () => {
    const s = draftReducer(chosen(), { type: 'setDate', direction: 'return', date: '2026-12-03' });
    expect(s.search?.returnDate).toBe('2026-12-03');
    expect(s.return).toBeNull();
    expect(s.departure?.booking_token).toBe('out-0800');
  });

  it('setting the same date again keeps the ticket', () => {
    const before = chosen();
    expect(draftReducer(before, { type: 'setDate', direction: 'depart', date: '2026-11-30' })).toBe(before);
  });

  it('refuses dates that would put the return before the departure', () => {
    const before = chosen();
    expect(draftReducer(before, { type: 'setDate', direction: 'depart', date: '2026-12-03' })).toBe(before);
    expect(draftReducer(before, { type: 'setDate', direction: 'return', date: '2026-11-29' })).toBe(before);
  });

  it('a new search resets every selection and the filters', () => {
    let s = draftReducer(chosen(), {
      type: 'setFilters',
      direction: 'depart',
      filters: { ...NO_FILTERS, stops: 'direct', airlines: ['UA'], timesOfDay: ['morning'] },
    });
    s = draftReducer(s, { type: 'search', search: fortCollinsToDenver({ adults: 2 }) });
    expect(s).toEqual({ ...EMPTY_DRAFT, search: fortCollinsToDenver({ adults: 2 }) });
  });

  it('clearing a refused ticket drops that direction only', () => {
    const s = draftReducer(chosen(), { type: 'clearSelection', direction: 'depart' });
    expect(s.departure).toBeNull();
    expect(s.return?.booking_token).toBe('back-1030');
    const r = draftReducer(chosen(), { type: 'clearSelection', direction: 'return' });
    expect(r.return).toBeNull();
    expect(r.departure?.booking_token).toBe('out-0800');
    expect(draftReducer(r, { type: 'clearSelection', direction: 'return' })).toBe(r);
  });

  it('a one-way search carries no return date', () => {
    const s = draftReducer(EMPTY_DRAFT, { type: 'search', search: fortCollinsToDenver({ oneWay: true }) });
    expect(s.search?.returnDate).toBeNull();
  });

  it('refuses a return that leaves before the departure arrives', () => {
    const early = itinerary('back-early', {}, { departure_at: '2026-11-30T16:00:00.000Z' });
    let s = draftReducer(EMPTY_DRAFT, { type: 'search', search: fortCollinsToDenver({ returnDate: '2026-11-30' }) });
    s = draftReducer(s, { type: 'select', direction: 'depart', itinerary: outbound });
    expect(draftReducer(s, { type: 'select', direction: 'return', itinerary: early }).return).toBeNull();
  });
});

describe('draft persistence', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('restores the draft saved by the same build', () => {
    const storage = memoryStorage({ [draftKey('v1')]: JSON.stringify(chosen()) });
    expect(loadDraft(storage, 'v1').return?.booking_token).toBe('back-1030');
  });

  it('clears drafts written by another build version', () => {
    const storage = memoryStorage({
      [draftKey('old-build')]: JSON.stringify(chosen()),
      unrelated: 'kept',
    });
    const store = createDraftStore({ storage, version: 'new-build' });
    expect(store.getSnapshot()).toEqual(EMPTY_DRAFT);
    expect(storage.data.has(draftKey('old-build'))).toBe(false);
    expect(storage.data.get('unrelated')).toBe('kept');
  });

  it('ignores a corrupt stored draft', () => {
    const storage = memoryStorage({ [draftKey('v1')]: '{not json' });
    expect(loadDraft(storage, 'v1')).toEqual(EMPTY_DRAFT);
  });

  it('saves at most once per second, ending with the latest state', () => {
    const storage = memoryStorage();
    const store = createDraftStore({ storage, version: 'v1' });
    store.dispatch({ type: 'search', search: fortCollinsToDenver() });
    expect(storage.writes).toBe(1);
    store.dispatch({ type: 'searched', uuid: 'u1' });
    store.dispatch({ type: 'select', direction: 'depart', itinerary: outbound });
    expect(storage.writes).toBe(1);
    vi.advanceTimersByTime(SAVE_INTERVAL_MS - 1);
    expect(storage.writes).toBe(1);
    vi.advanceTimersByTime(1);
    expect(storage.writes).toBe(2);
    const saved = JSON.parse(storage.data.get(draftKey('v1'))!) as BookingDraft;
    expect(saved.departure?.booking_token).toBe('out-0800');
    expect(saved.uuid).toBe('u1');
  });

  it('notifies subscribers on change and flushes a pending save', () => {
    const storage = memoryStorage();
    const store = createDraftStore({ storage, version: 'v1' });
    const seen: (string | null)[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().uuid));
    store.dispatch({ type: 'search', search: fortCollinsToDenver() });
    store.dispatch({ type: 'searched', uuid: 'u2' });
    expect(seen).toEqual([null, 'u2']);
    store.flush();
    expect(storage.writes).toBe(2);
    expect(JSON.parse(storage.data.get(draftKey('v1'))!).uuid).toBe('u2');
  });

  it('takes the draft another tab stored, and never writes its own over it (decision 245)', () => {
    const storage = memoryStorage();
    const first = createDraftStore({ storage, version: 'v1' });
    first.dispatch({ type: 'search', search: fortCollinsToDenver() });
    first.dispatch({ type: 'searched', uuid: 'tab-1' });
    const second = createDraftStore({ storage, version: 'v1' });
    second.dispatch({ type: 'searched', uuid: 'tab-2' });
    second.flush();
    const writes = storage.writes;
    const seen: (string | null)[] = [];
    first.subscribe(() => seen.push(first.getSnapshot().uuid));
    first.reload();
    expect(seen).toEqual(['tab-2']);
    vi.advanceTimersByTime(SAVE_INTERVAL_MS);
    first.flush();
    expect(storage.writes).toBe(writes);
    expect(JSON.parse(storage.data.get(draftKey('v1'))!).uuid).toBe('tab-2');
  });
});

describe('editing a booked trip (decision 221)', () => {
  const edit = { pnr: 'QWE234', segment: 1 as const, groundOnly: false };

  it('starts from the booking’s search with nothing chosen, and keeps the edit while tickets are chosen', () => {
    const held = { ...EMPTY_DRAFT, departure: itinerary('old') };
    const started = draftReducer(held, { type: 'startEdit', search: fortCollinsToDenver({ oneWay: true }), edit });
    expect(started).toMatchObject({ edit, departure: null, uuid: null });
    const chosen = draftReducer(started, { type: 'select', direction: 'depart', itinerary: itinerary('new') });
    expect(chosen.edit).toEqual(edit);
  });

  it('ends with a new search from the form, with a reset and once paid', () => {
    const started = draftReducer(EMPTY_DRAFT, { type: 'startEdit', search: fortCollinsToDenver(), edit });
    expect(draftReducer(started, { type: 'search', search: fortCollinsToDenver() }).edit).toBeNull();
    expect(draftReducer(started, { type: 'reset' }).edit).toBeNull();
  });
});
