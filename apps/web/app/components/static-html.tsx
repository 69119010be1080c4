import { useId, useState, type ElementType, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

// Server HTML that the browser keeps as it is when it takes the page over (issue 33, decision 294):
// text, tables and links that never change while the page is shown. During the first render in
// the browser (hydration) the wrapper takes the server's markup as its inner HTML, so React neither
// runs the components inside nor walks their elements; the largest part of a public page's
// main-thread work was that walk. Shown by a client-side navigation, or re-mounted (a new `key`:
// another week, another language), it renders its children as any component does.

let hydrated = false;

/** Called once the first render in the browser is committed (root.tsx): from then on, wrappers render their children. */
export function markHydrated() {
  hydrated = true;
}

/** The server's markup of the wrapper `id`, during hydration only; null otherwise (or if it is not found). */
function serverMarkup(id: string): string | null {
  if (hydrated || typeof document === 'undefined') return null;
  return document.querySelector(`[data-static="${CSS.escape(id)}"]`)?.innerHTML ?? null;
}

/**
 * Links inside markup React does not own are plain anchors: a click on one to a page of this site
 * becomes a client-side navigation, as a <Link> would make it (the document is not reloaded).
 */
function useFollowLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return;
    const href = anchor.getAttribute('href') ?? '';
    // In-page anchors (#section) are the browser's own.
    if (href.startsWith('#') || (anchor.pathname === window.location.pathname && anchor.search === window.location.search && anchor.hash)) {
      return;
    }
    event.preventDefault();
    navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
  };
}

type StaticHtmlProps = HTMLAttributes<HTMLElement> & {
  /** The wrapper element (default div): it takes the place of an element the markup had anyway. */
  as?: ElementType;
  children?: ReactNode;
};

/** Children rendered on the server and by client navigations, kept as server HTML on the page's first load. */
export function StaticHtml({ as: Tag = 'div', children, ...props }: StaticHtmlProps) {
  const id = useId();
  // Read once, on the wrapper's first render: later renders keep what it showed.
  const [markup] = useState(() => serverMarkup(id));
  const follow = useFollowLinks();
  if (markup !== null) {
    return <Tag {...props} data-static={id} onClick={follow} dangerouslySetInnerHTML={{ __html: markup }} suppressHydrationWarning />;
  }
  return (
    <Tag {...props} data-static={id} onClick={follow}>
      {children}
    </Tag>
  );
}
