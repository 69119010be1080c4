import { useEffect, useState, type RefObject } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from '../i18n/translate';
import type { PlaceOption } from '@landline/shared/schemas';
import { searchApi } from './api';
import { useFlag } from '../lib/settings';
import { whenIdle } from '../lib/idle';
import { placesToOffer } from './places';
import { placeRef, type PlaceRef } from '../booking/draft';
import { comboKey, type ComboState } from './combobox-keys';
import { useMessage, useTranslation } from '../i18n/react';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

const PLANE_PATH = 'M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z';

function PlaceIcon({ place }: { place: PlaceOption }) {
  if (place.flight_only) {
    // Partner airport: the plane in a filled badge, apart from our own airports' plain glyph.
    return (
      <span className="place-icon place-icon--flight" aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path fill="currentColor" transform="rotate(45 12 12)" d={PLANE_PATH} />
        </svg>
      </span>
    );
  }
  return (
    <svg className="place-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {place.isAirport && !place.isCity ? (
        <path fill="currentColor" d={PLANE_PATH} />
      ) : (
        <path
          fill="currentColor"
          d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7m0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5"
        />
      )}
    </svg>
  );
}

function detailOf(p: PlaceOption, t: TFunction<'search'>): string {
  // 'Paris, France · CDG': the city, which many airport names leave out, the country and the code.
  if (p.flight_only) return `${[p.city, p.country].filter(Boolean).join(', ')} · ${p.code}`;
  const region = [p.city, p.state].filter(Boolean).join(', ');
  if (p.isCity) return t('place.allStops', { city: p.city });
  return `${region} · ${p.code}`;
}

export interface PlaceComboboxProps {
  id: string;
  /** Also names the field ('From', 'To') and its list, in the page's language. */
  direction: 'from' | 'to';
  /** For 'to': only places reachable from this code are offered. */
  fromCode?: string | null;
  value: PlaceRef | null;
  onChange: (value: PlaceRef | null) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  error?: string;
}

const CLOSED: ComboState = { open: false, active: -1 };
const PLACES_STALE_MS = 5 * 60_000;

/**
 * Type-ahead over GET v2/booking/airports/: an editable combobox with a list popup (WAI-ARIA
 * APG), written here because the home page's JavaScript budget has no room for a primitives
 * library's combobox (docs/decisions/). Typing opens the list with the first option
 * highlighted; arrows, Page Up/Down, Enter and Escape work as the pattern says; leaving the
 * field puts the chosen place's name back.
 */
export function PlaceCombobox({ id, direction, fromCode, value, onChange, inputRef, error }: PlaceComboboxProps) {
  // null while the traveller is not typing: the field shows the chosen place's name.
  const [query, setQuery] = useState<string | null>(null);
  const { t } = useTranslation('search');
  const message = useMessage();
  const [state, setState] = useState<ComboState>(CLOSED);
  // The list is asked for once the traveller reaches the field, not with the page.
  const [engaged, setEngaged] = useState(false);
  // Only the list offered after typing reads it: asked for when the page is idle, or at once when the traveller engages.
  const flightSearch = useFlag('showFlightSearch', { afterIdle: !engaged });
  const typedText = (query ?? '').trim();
  const search = useDebounced(typedText, 150);
  const placesKey = (text: string) => ['places', direction, direction === 'to' ? (fromCode ?? null) : null, text];
  const places = useQuery({
    queryKey: placesKey(search),
    queryFn: ({ signal }) => searchApi.places({ search, direction, from: fromCode }, signal),
    placeholderData: keepPreviousData,
    staleTime: PLACES_STALE_MS,
    enabled: engaged,
  });
  // Destinations depend on the origin, and the server works them out once per origin and day:
  // ask as soon as the origin is chosen, so the list is ready when the traveller gets here.
  const client = useQueryClient();
  // When the browser is idle: on a page with an origin already chosen (a city page) the request
  // would otherwise be made in the task that takes the page over.
  useEffect(() => {
    if (direction !== 'to' || !fromCode) return;
    return whenIdle(
      () =>
        void client.prefetchQuery({
          queryKey: placesKey(''),
          queryFn: ({ signal }) => searchApi.places({ search: '', direction: 'to', from: fromCode }, signal),
          staleTime: PLACES_STALE_MS,
        }),
    );
    // placesKey only reads direction and fromCode.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, direction, fromCode]);
  // While the answer for the latest text is on its way, narrow the previous answer locally.
  // (Same rule as the server: a word of the code, name, city or state starts with the text.)
  const typed = typedText.toLowerCase();
  const fresh = !places.isPlaceholderData && search === typedText;
  const options = placesToOffer(places.data ?? [], flightSearch).filter(
    (p) =>
      fresh ||
      [p.code, p.name, p.city, p.state].some((text) => {
        const lower = text.toLowerCase();
        return lower.startsWith(typed) || lower.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(typed));
      }),
  );
  const settled = !places.isFetching && search === typedText;
  const expanded = state.open && options.length > 0;
  const active = expanded ? Math.min(Math.max(state.active, 0), options.length - 1) : -1;
  const errorId = `${id}-error`;
  const listId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const close = () => {
    setState(CLOSED);
    setQuery(null);
  };
  const choose = (index: number) => {
    onChange(placeRef(options[index]));
    close();
  };

  return (
    <div className={`field field--place${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {t(`place.${direction}.label`)}
      </label>
      <div className="combo">
        <PlaceGlyph direction={direction} />
        <input
          ref={inputRef}
          id={id}
          name={id}
          type="text"
          role="combobox"
          className="input combo__input"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('place.placeholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={query ?? value?.name ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            setState({ open: true, active: 0 });
          }}
          onKeyDown={(event) => {
            const action = comboKey(event.key, { open: expanded, active }, options.length, event.altKey);
            if (action.type === 'ignore') return;
            event.preventDefault();
            if (action.type === 'move') setState(action.state);
            else if (action.type === 'choose') choose(action.index);
            else close();
          }}
          onFocus={() => setEngaged(true)}
          onBlur={close}
        />
        <button
          type="button"
          className="combo__toggle"
          tabIndex={-1}
          aria-label={t(`place.${direction}.showChoices`)}
          aria-expanded={expanded}
          aria-controls={listId}
          // Keep the focus in the field.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (expanded) return close();
            inputRef.current?.focus();
            setState({ open: true, active: 0 });
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {/* Not modal: the list drops down inside the form and the page stays usable. */}
        <ul
          id={listId}
          role="listbox"
          aria-label={t(`place.${direction}.choices`)}
          className="combo__options"
          hidden={!expanded}
          onMouseDown={(event) => event.preventDefault()}
        >
          {expanded
            ? options.map((p, i) => (
                // Keys choose through the input (aria-activedescendant), as the ARIA combobox pattern
                // has it; the click is the pointer's way.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={p.code}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  data-focus={i === active ? '' : undefined}
                  data-selected={value?.code === p.code ? '' : undefined}
                  className="combo__option"
                  onMouseMove={() => i !== active && setState({ open: true, active: i })}
                  onClick={() => choose(i)}
                >
                  <PlaceIcon place={p} />
                  <span className="combo__text">
                    <span className="combo__name">{p.name}</span>
                    <span className="combo__detail">{detailOf(p, t)}</span>
                  </span>
                  {p.flight_only ? <span className="combo__tag">{t('place.flight')}</span> : null}
                </li>
              ))
            : null}
        </ul>
      </div>
      <p className="combo__status" aria-live="polite">
        {typedText && settled && options.length === 0 ? t('place.noMatch', { text: typedText }) : ''}
      </p>
      {error ? (
        <p id={errorId} className="field__error">
          {message(error)}
        </p>
      ) : null}
    </div>
  );
}

function PlaceGlyph({ direction }: { direction: 'from' | 'to' }) {
  return (
    <svg className="combo__glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {direction === 'from' ? (
        <circle cx="12" cy="12" r="5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      ) : (
        <path
          fill="currentColor"
          d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7m0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5"
        />
      )}
    </svg>
  );
}
