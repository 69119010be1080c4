import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabAfterKey } from './tab-keys';

// Tabs as the WAI-ARIA pattern has them (decision 301): buttons with role tab in a labelled tab
// list, the selected one the only one in the Tab order, arrow keys, Home and End moving the
// selection with the focus, and the selected tab's panel only. The tabs are given as a list, so
// nothing registers itself after the first render: Headless UI's Tabs did, in layout effects, and
// each registration was a synchronous re-render in the task that takes the page over (the longest
// task of /fort-collins and /how-it-works on a slow phone).

export interface TabItem {
  /** Stable and unique within the tabs. */
  key: string;
  label: ReactNode;
  panel: ReactNode;
  /** Attributes of the panel (`data-*` for tests and styles). */
  panelProps?: Record<`data-${string}`, string>;
}

interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabItem[];
  panelClassName?: string;
  /** Uncontrolled: the tab selected first. */
  defaultIndex?: number;
  /** Controlled: the selected tab, with `onChange` told of the traveller's choice. */
  selectedIndex?: number;
  onChange?: (index: number) => void;
}

export function Tabs({ label, items, panelClassName, defaultIndex = 0, selectedIndex, onChange }: TabsProps) {
  const id = useId();
  const [own, setOwn] = useState(defaultIndex);
  const selected = Math.min(selectedIndex ?? own, items.length - 1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (i: number) => `${id}-tab-${i}`;
  const panelId = (i: number) => `${id}-panel-${i}`;

  const choose = (index: number) => {
    if (selectedIndex === undefined) setOwn(index);
    if (index !== selected) onChange?.(index);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(event.key, selected, items.length);
    if (next === null) return;
    event.preventDefault();
    choose(next);
    buttons.current[next]?.focus();
  };

  const current = items[selected];
  return (
    <>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="pill-tabs">
        {items.map((item, i) => (
          <button
            key={item.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            className="pill-tab"
            aria-selected={i === selected}
            // Only the selected tab's panel is in the page: the others name nothing that is not there.
            aria-controls={i === selected ? panelId(i) : undefined}
            tabIndex={i === selected ? 0 : -1}
            data-selected={i === selected ? '' : undefined}
            onClick={() => choose(i)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        ))}
      </div>
      {current ? (
        <div
          key={current.key}
          role="tabpanel"
          id={panelId(selected)}
          aria-labelledby={tabId(selected)}
          // The panel takes the focus after its tab (the pattern's advice: a panel may hold no control).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={panelClassName}
          {...current.panelProps}
        >
          {current.panel}
        </div>
      ) : null}
    </>
  );
}
