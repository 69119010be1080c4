import type { MouseEvent, ReactNode } from 'react';
import { track } from '../third-party/analytics';

/** A click the browser should handle itself: another button, a modifier (new tab or window), or one already handled. */
export function opensElsewhere(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A link to an airline's site that records an analytics event first (the content spec's section 7:
 * the Air Canada Book Now pings, then navigates). It is a real link: without JavaScript, and for
 * a new tab or window, the browser follows it itself (the event is then sent without waiting).
 */
export function TrackedLink({
  href,
  event,
  data,
  className,
  children,
}: {
  href: string;
  event: string;
  data: Readonly<Record<string, string>>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={(e) => {
        if (opensElsewhere(e)) {
          void track(event, data);
          return;
        }
        e.preventDefault();
        // track never rejects; the airline's page opens once the event is on its way.
        void track(event, data).then(() => window.location.assign(href));
      }}
    >
      {children}
    </a>
  );
}
