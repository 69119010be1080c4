// React Router finds the routes a page's links lead to by asking the server (lazy route
// discovery): as soon as the page is taken over it collects every element marked
// `data-discover`, asks `/__manifest` for their routes, and patching them in re-renders the
// whole app. On a public page that is a request and a render of every component in the tasks
// that take it over (issue 33), for links most visitors never follow. Here the server's links
// wait until the traveller reaches one (decision 304): a pointer over it, a touch or a focus marks
// it again, and the router's own watcher (a MutationObserver on that attribute) asks for its
// route then, before the click. A link followed without being reached first (a script's click)
// is found by the navigation itself, one request later. An element that is no link waits the same
// way with `data-discover-later` and an `action` naming where it leads (the search form; written
// there, so that the form's chunk does not share a module with the entry's).

/** The router's mark on a link or form whose route it should find (react-router's `Link`, `Form`). */
const DISCOVER = 'data-discover';
/** The mark, set aside until the traveller reaches the element. */
const LATER = 'data-discover-later';
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** Marks `element` for the router to find its route now. */
function discoverNow(element: Element): void {
  element.removeAttribute(LATER);
  element.setAttribute(DISCOVER, 'true');
}

/** An intent event: the element it reached (or one it is inside) is found now. */
function onIntent(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const waiting = target.closest(`[${LATER}]`);
  if (waiting) discoverNow(waiting);
}

/**
 * Before the page is taken over: the server's marked links and forms wait for the traveller
 * (`setAside`; not in development, where React would warn that the server's attributes differ),
 * and reaching a waiting element marks it. The elements React renders later carry the router's
 * mark and are found as it renders them.
 */
export function discoverRoutesOnIntent(root: Document, { setAside }: { setAside: boolean }): void {
  if (setAside) {
    for (const element of root.querySelectorAll(`a[${DISCOVER}], form[${DISCOVER}]`)) {
      element.removeAttribute(DISCOVER);
      element.setAttribute(LATER, '');
    }
  }
  for (const type of INTENT_EVENTS) root.addEventListener(type, onIntent, { capture: true, passive: true });
}
