import { useSyncExternalStore } from 'react';

/**
 * Runs `work` when the browser is idle (or within `timeout` ms), in a task of its own: work that
 * can wait, kept out of the tasks that take a page over (decision 301). Returns a cancel function.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1);
  return () => window.clearTimeout(handle);
}

let idleSeen = false;
let idleAsked = false;
const idleListeners = new Set<() => void>();

function subscribeIdle(listener: () => void): () => void {
  idleListeners.add(listener);
  if (!idleAsked) {
    idleAsked = true;
    whenIdle(() => {
      idleSeen = true;
      for (const notify of idleListeners) notify();
    });
  }
  return () => idleListeners.delete(listener);
}

/**
 * False until the browser has been idle once since the page started (always false in the
 * server's render and in the render that takes its HTML over): for requests that can wait until
 * the page is taken over, out of the task that runs its first effects.
 */
export function useIdleOnce(): boolean {
  return useSyncExternalStore(
    subscribeIdle,
    () => idleSeen,
    () => false,
  );
}
