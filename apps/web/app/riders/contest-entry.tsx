import { useEffect, useId, useRef, useState } from 'react';
import { CONSENT_LABEL, CONTEST_ENTRY_URL, ENTER_HINT_OFF, ENTER_HINT_ON, ENTER_LABEL } from './oktoberfest';

/**
 * The consent box and the Enter to Win link (the content spec's section 4). Until the box is ticked
 * the link has no address (nothing to follow, open or copy) and says it is disabled; ticked, it
 * opens the entry form in a new tab. Without JavaScript it stays inactive (decision 229).
 */
export function ContestEntry() {
  const boxId = useId();
  const hintId = useId();
  const box = useRef<HTMLInputElement>(null);
  const [agreed, setAgreed] = useState(false);
  // A box ticked before the page came to life counts.
  useEffect(() => setAgreed(box.current?.checked ?? false), []);

  return (
    <div className="contest-entry">
      <div className="contest-entry__consent">
        <input ref={box} id={boxId} type="checkbox" className="contest-entry__box" onChange={(e) => setAgreed(e.currentTarget.checked)} />
        <label htmlFor={boxId}>{CONSENT_LABEL}</label>
      </div>
      {agreed ? (
        <a
          className="button button--large contest-entry__link contest-entry__link--on"
          href={CONTEST_ENTRY_URL}
          target="_blank"
          rel="noopener noreferrer"
        >
          {ENTER_LABEL}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        // No address to follow yet: a focusable element announced as a disabled link, so keyboard
        // and screen-reader users find it and hear why (the hint).
        <span
          role="link"
          aria-disabled="true"
          tabIndex={0}
          className="button button--large contest-entry__link contest-entry__link--off"
          aria-describedby={hintId}
        >
          {ENTER_LABEL}
        </span>
      )}
      <p id={hintId} className="contest-entry__hint">
        {agreed ? ENTER_HINT_ON : ENTER_HINT_OFF}
      </p>
    </div>
  );
}
