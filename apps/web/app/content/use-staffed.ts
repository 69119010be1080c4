import { useEffect, useState } from 'react';
import { isStaffed } from './staffed';

/**
 * Whether the help desk is staffed: from the server's clock when it rendered the page, then the
 * browser's, checked every minute. One answer for the badge and the chat card, so they agree.
 */
export function useStaffed(renderedAt: number): boolean {
  const [open, setOpen] = useState(() => isStaffed(new Date(renderedAt)));
  useEffect(() => {
    const check = () => setOpen(isStaffed(new Date()));
    check();
    const timer = window.setInterval(check, 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return open;
}
