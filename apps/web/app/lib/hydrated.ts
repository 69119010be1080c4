import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False in the server's render and while the browser takes the page over (hydration), true after:
 * for a control that only works with the page's script, which the server can render but not enable.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
