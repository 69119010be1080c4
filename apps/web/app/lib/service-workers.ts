// The app has no service worker, and none may stand between a visitor and it: a worker left by
// an earlier site on this origin could keep serving old pages and stale fares. On start, every
// registration of this origin is removed (the content spec's section 2; decision 232).

/** Unregisters every service worker of this origin; resolves to how many there were. */
export async function unregisterServiceWorkers(): Promise<number> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 0;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
    return registrations.length;
  } catch {
    // Storage disabled (a private window's policy): then no worker can be registered either.
    return 0;
  }
}
