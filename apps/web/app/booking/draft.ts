import type { Itinerary, PlaceOption } from '@landline/shared/schemas';
import { NO_FILTERS, type ResultFilters } from './filters';
import { returnFitsDeparture } from './itinerary';

// The booking draft: what the traveller searched for and chose so far. A pure reducer plus a
// small persisted store (useSyncExternalStore reads it; see use-draft.ts). Section 3: client
// state is kept in local storage and cleared when the build version differs; section 4: it
// is saved at most once per second, changing a date clears that direction's ticket and a new
// search resets the selections.

export interface PlaceRef {
  code: string;
  name: string;
  city: string;
  time_zone: string | null;
  /** A partner airport reached only by flight (absent: one of our places). */
  flight_only?: boolean;
}

/** The part of a type-ahead place a search keeps. */
export function placeRef(p: PlaceOption): PlaceRef {
  return {
    code: p.code,
    name: p.name,
    city: p.city,
    time_zone: p.time_zone,
    ...(p.flight_only ? { flight_only: true } : {}),
  };
}

export interface DraftSearch {
  from: PlaceRef;
  to: PlaceRef;
  departureDate: string;
  /** null for one-way trips. */
  returnDate: string | null;
  oneWay: boolean;
  adults: number;
  children: number;
  infants: number;
}

export type Direction = 'depart' | 'return';

/** The reservation holding the chosen tickets' seats (PUT bookings/{uuid}/itinerary/). */
export interface DraftHold {
  uuid: string;
  pnr: string;
  searchUuid: string;
  cartUuid: string;
  /** The tickets it holds: a hold made for other tickets is not this selection's. */
  departureToken: string;
  returnToken: string | null;
}

/** Whether the hold is for the tickets chosen now. */
export function holdMatches(draft: Pick<BookingDraft, 'hold' | 'departure' | 'return'>): boolean {
  const { hold } = draft;
  return Boolean(
    hold &&
    draft.departure &&
    hold.departureToken === draft.departure.booking_token &&
    hold.returnToken === (draft.return?.booking_token ?? null),
  );
}

/**
 * An edit of a booked trip (section 4, decision 221): the booking whose part the trip chosen now
 * replaces, and which part (1 departure, 2 return; null, all of it).
 */
export interface DraftEdit {
  pnr: string;
  segment: 1 | 2 | null;
  /** 'Ground only' (no partner flights searched) or 'Flight + ground'. */
  groundOnly: boolean;
}

/** A booking just paid: what the confirmation page (/payments/response) reads (decision 207). */
export interface ConfirmedBooking {
  reservationUuid: string;
  cartUuid: string;
  pnr: string;
  /** Where the confirmation e-mail went. */
  email: string;
  departure: Itinerary;
  return: Itinerary | null;
  /** What the card was charged (cents) and its last four digits (null: nothing was due). */
  paid: {
    amount: number;
    currency: string;
    cardLast4: string | null;
    /** Penguin Perks points (absent in drafts saved before points). */ points?: number;
  };
  /** The booking this one replaced part of, when it was an edit. */
  replaced?: string | null;
}

export interface BookingDraft {
  search: DraftSearch | null;
  /** uuid of the latest search response for `search`. */
  uuid: string | null;
  departure: Itinerary | null;
  return: Itinerary | null;
  filters: Record<Direction, ResultFilters>;
  /**
   * The hold of the chosen tickets, once Continue was pressed on the summary. Kept when a ticket
   * changes (the next hold names it, so the server releases it in the same transaction).
   */
  hold: DraftHold | null;
  /** The booking paid last, once checkout confirmed it; everything else is cleared then. */
  confirmed: ConfirmedBooking | null;
  /** The booked trip being edited, while the new one is chosen and paid. */
  edit: DraftEdit | null;
}

export const EMPTY_DRAFT: BookingDraft = {
  search: null,
  uuid: null,
  departure: null,
  return: null,
  filters: { depart: NO_FILTERS, return: NO_FILTERS },
  hold: null,
  confirmed: null,
  edit: null,
};

export type DraftAction =
  | { type: 'search'; search: DraftSearch }
  /** Starts editing a booked trip: its search, pre-filled; the selections start over. */
  | { type: 'startEdit'; search: DraftSearch; edit: DraftEdit }
  | { type: 'searched'; uuid: string }
  | { type: 'setDate'; direction: Direction; date: string }
  | { type: 'select'; direction: Direction; itinerary: Itinerary }
  /** Drops one direction's ticket (a re-check refused it); the other stays. */
  | { type: 'clearSelection'; direction: Direction }
  | { type: 'setFilters'; direction: Direction; filters: ResultFilters }
  /** The tickets' seats are held. */
  | { type: 'held'; hold: DraftHold }
  /** The hold expired or was released: the selection stays, to search again from. */
  | { type: 'holdEnded' }
  /** Checkout confirmed the booking: the flow is over, only the confirmation is kept. */
  | { type: 'paid'; booking: ConfirmedBooking }
  | { type: 'reset' };

export function draftReducer(state: BookingDraft, action: DraftAction): BookingDraft {
  switch (action.type) {
    case 'search': {
      const s = action.search;
      // A new search starts over: no uuid, no tickets, no filters. A hold is kept only so that
      // the next one releases it at once (it no longer matches any selection).
      return { ...EMPTY_DRAFT, hold: state.hold, search: { ...s, returnDate: s.oneWay ? null : s.returnDate } };
    }
    case 'startEdit': {
      const s = action.search;
      return { ...EMPTY_DRAFT, hold: state.hold, edit: action.edit, search: { ...s, returnDate: s.oneWay ? null : s.returnDate } };
    }
    case 'searched':
      return state.uuid === action.uuid ? state : { ...state, uuid: action.uuid };
    case 'setDate': {
      const search = state.search;
      if (!search) return state;
      if (action.direction === 'depart') {
        if (action.date === search.departureDate) return state;
        // The departure may not move past the return date.
        if (!search.oneWay && search.returnDate && action.date > search.returnDate) return state;
        return { ...state, search: { ...search, departureDate: action.date }, uuid: null, departure: null };
      }
      if (search.oneWay || action.date === search.returnDate || action.date < search.departureDate) return state;
      return { ...state, search: { ...search, returnDate: action.date }, uuid: null, return: null };
    }
    case 'select': {
      if (!state.search) return state;
      if (action.direction === 'depart') {
        const keepReturn = state.return && returnFitsDeparture(action.itinerary, state.return) ? state.return : null;
        return { ...state, departure: action.itinerary, return: keepReturn };
      }
      if (state.search.oneWay || !returnFitsDeparture(state.departure, action.itinerary)) return state;
      return { ...state, return: action.itinerary };
    }
    case 'clearSelection': {
      const key = action.direction === 'depart' ? 'departure' : 'return';
      return state[key] ? { ...state, [key]: null } : state;
    }
    case 'setFilters':
      return { ...state, filters: { ...state.filters, [action.direction]: action.filters } };
    case 'held':
      return { ...state, hold: action.hold };
    case 'holdEnded':
      return state.hold ? { ...state, hold: null } : state;
    case 'paid':
      return { ...EMPTY_DRAFT, confirmed: action.booking };
    case 'reset':
      return EMPTY_DRAFT;
  }
}

// ---- Persistence ------------------------------------------------------------------------------

/** The subset of the Web Storage API the store uses. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export const DRAFT_KEY_PREFIX = 'landline.bookingDraft:';
export const SAVE_INTERVAL_MS = 1000;

export const draftKey = (version: string) => `${DRAFT_KEY_PREFIX}${version}`;

function looksLikeDraft(value: unknown): value is BookingDraft {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<BookingDraft>;
  return 'search' in v && 'departure' in v && 'return' in v && typeof v.filters === 'object' && v.filters !== null;
}

/** Reads the draft of this build; drafts written by any other build are removed. */
export function loadDraft(storage: DraftStorage, version: string): BookingDraft {
  const own = draftKey(version);
  const stale: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && key.startsWith(DRAFT_KEY_PREFIX) && key !== own) stale.push(key);
  }
  for (const key of stale) storage.removeItem(key);
  try {
    const raw = storage.getItem(own);
    if (!raw) return EMPTY_DRAFT;
    const parsed: unknown = JSON.parse(raw);
    return looksLikeDraft(parsed) ? { ...EMPTY_DRAFT, ...parsed } : EMPTY_DRAFT;
  } catch {
    return EMPTY_DRAFT;
  }
}

export interface DraftStoreOptions {
  storage: DraftStorage | null;
  version: string;
  now?: () => number;
  schedule?: (fn: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

export interface DraftStore {
  getSnapshot(): BookingDraft;
  subscribe(listener: () => void): () => void;
  dispatch(action: DraftAction): void;
  /** Writes a pending change now (page hide). */
  flush(): void;
  /**
   * Takes the stored draft as it is now, dropping this tab's unsaved change: another tab wrote a
   * newer booking, which this one must not overwrite (decision 245).
   */
  reload(): void;
}

export function createDraftStore(options: DraftStoreOptions): DraftStore {
  const { storage, version } = options;
  const now = options.now ?? Date.now;
  const schedule = options.schedule ?? ((fn, ms) => setTimeout(fn, ms));
  const cancel = options.cancel ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let state = storage ? loadDraft(storage, version) : EMPTY_DRAFT;
  const listeners = new Set<() => void>();
  let lastSave = -Infinity;
  let timer: unknown = null;
  let dirty = false;

  const save = () => {
    timer = null;
    if (!storage || !dirty) return;
    dirty = false;
    lastSave = now();
    try {
      storage.setItem(draftKey(version), JSON.stringify(state));
    } catch {
      // Storage full or blocked: the draft still lives in memory for this tab.
    }
  };

  // At most one write per SAVE_INTERVAL_MS; changes in between are written by one trailing save.
  const requestSave = () => {
    dirty = true;
    if (timer !== null) return;
    const wait = lastSave + SAVE_INTERVAL_MS - now();
    if (wait <= 0) save();
    else timer = schedule(save, wait);
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(action) {
      const next = draftReducer(state, action);
      if (next === state) return;
      state = next;
      requestSave();
      for (const listener of listeners) listener();
    },
    flush() {
      if (timer !== null) cancel(timer);
      timer = null;
      save();
    },
    reload() {
      if (!storage) return;
      if (timer !== null) cancel(timer);
      timer = null;
      dirty = false;
      state = loadDraft(storage, version);
      for (const listener of listeners) listener();
    },
  };
}
