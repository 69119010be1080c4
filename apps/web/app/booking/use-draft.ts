import { useSyncExternalStore } from 'react';
import { BUILD_VERSION } from '../lib/build-version';
import { createDraftStore, EMPTY_DRAFT, type BookingDraft, type DraftAction, type DraftStore } from './draft';

let store: DraftStore | null = null;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The one draft store of this tab, created on first use in the browser. */
export function draftStore(): DraftStore | null {
  if (typeof window === 'undefined') return null;
  if (!store) {
    const created = createDraftStore({ storage: browserStorage(), version: BUILD_VERSION });
    window.addEventListener('pagehide', () => created.flush());
    store = created;
  }
  return store;
}

/** Current draft outside React (route clientLoaders). */
export function readDraft(): BookingDraft {
  return draftStore()?.getSnapshot() ?? EMPTY_DRAFT;
}

export function dispatchDraft(action: DraftAction): void {
  draftStore()?.dispatch(action);
}

/** Takes the draft another tab stored, writing nothing of this tab's (decision 245). */
export function reloadDraft(): void {
  draftStore()?.reload();
}

const subscribe = (listener: () => void) => draftStore()?.subscribe(listener) ?? (() => {});

export function useDraft(): BookingDraft {
  // The build-time render of the shell has no draft; in the browser the stored one is read.
  return useSyncExternalStore(subscribe, readDraft, readDraft);
}
