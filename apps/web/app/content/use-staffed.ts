import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/idle';
import { isStaffed } from './staffed';

/**
 * Whether the help desk is staffed: as the server found it when it rendered the page, then by the
 * browser's clock, checked when the browser is idle and every minute after. The first check waits
 * for idle because it makes the page's first Intl formatter, whose locale and zone data load in a
 * long task of their own (docs/performance.md, issue 33). One answer for the badge and the chat
 * card, so they agree.
 */
export function useStaffed(staffedWhenRendered: boolean): boolean {
  const [open, setOpen] = useState(staffedWhenRendered);
  useEffect(() => {
    const check = () => setOpen(isStaffed(new Date()));
    let timer: number | undefined;
    const cancel = whenIdle(() => {
      check();
      timer = window.setInterval(check, 60_000);
    });
    return () => {
      cancel();
      window.clearInterval(timer);
    };
  }, []);
  return open;
}
