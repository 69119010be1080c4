import { useEffect, useId, useState } from 'react';

/**
 * The partner pages' "Call us" toggle (the content spec's section 4): it shows and hides our phone
 * number, a tel: link. The server's HTML (and a browser without JavaScript) has a native
 * disclosure (details/summary) that works by itself; once the scripts run it becomes a button
 * with aria-expanded and aria-controls. Both start closed, so the page reads the same either way.
 */
export function CallUs({ number, display, label = 'Call us' }: { number: string; display: string; label?: string }) {
  const panelId = useId();
  const [scripted, setScripted] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setScripted(true), []);

  const link = (
    <a className="call-us__number" href={`tel:${number}`}>
      {display}
    </a>
  );
  if (!scripted) {
    return (
      <details className="call-us">
        <summary className="button button--ghost call-us__toggle">{label}</summary>
        <p className="call-us__panel">{link}</p>
      </details>
    );
  }
  return (
    <div className="call-us">
      <button
        type="button"
        className="button button--ghost call-us__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <p className="call-us__panel" id={panelId} hidden={!open}>
        {link}
      </p>
    </div>
  );
}
