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
