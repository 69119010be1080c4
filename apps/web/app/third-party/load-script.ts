// Loading a third-party adapter's script: once per address, with a time limit. A load that fails
// may be tried again (the next click on the chat card, the next page).

const loads = new Map<string, Promise<void>>();

export function loadScript(url: string, timeoutMs: number): Promise<void> {
  const known = loads.get(url);
  if (known) return known;
  const done = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    const timer = window.setTimeout(() => reject(new Error('timed out')), timeoutMs);
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('could not be loaded'));
    };
    document.head.append(script);
  });
  loads.set(url, done);
  done.catch(() => {
    if (loads.get(url) === done) loads.delete(url);
  });
  return done;
}
