import { useEffect, useState, type Ref } from 'react';
import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlaceOption } from '@landline/shared';
import { api } from '../lib/api';
import { useFlag } from '../lib/settings';
import { placesToOffer } from './places';
import type { PlaceRef } from '../booking/draft';

const toRef = (p: PlaceOption): PlaceRef => ({
  code: p.code,
  name: p.name,
  city: p.city,
  time_zone: p.time_zone,
  ...(p.flight_only ? { flight_only: true } : {}),
});

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

function detailOf(p: PlaceOption): string {
  // 'Paris, France · CDG': the city, which many airport names leave out, the country and the code.
  if (p.flight_only) return `${[p.city, p.country].filter(Boolean).join(', ')} · ${p.code}`;
  const region = [p.city, p.state].filter(Boolean).join(', ');
  if (p.isCity) return `All stops in ${p.city}`;
  return `${region} · ${p.code}`;
}

export interface PlaceComboboxProps {
  id: string;
  label: string;
  direction: 'from' | 'to';
  /** For 'to': only places reachable from this code are offered. */
  fromCode?: string | null;
  value: PlaceRef | null;
  onChange: (value: PlaceRef | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
}

/** Type-ahead over GET v2/booking/airports/ (Headless UI Combobox: arrow keys, Enter, Escape). */
export function PlaceCombobox({ id, label, direction, fromCode, value, onChange, onBlur, inputRef, error }: PlaceComboboxProps) {
  const [query, setQuery] = useState('');
  const flightSearch = useFlag('showFlightSearch');
  const search = useDebounced(query.trim(), 150);
  const places = useQuery({
    queryKey: ['places', direction, direction === 'to' ? (fromCode ?? null) : null, search],
    queryFn: ({ signal }) => api.places({ search, direction, from: fromCode }, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  // While the answer for the latest text is on its way, narrow the previous answer locally.
  // (Same rule as the server: a word of the code, name, city or state starts with the text.)
  const typed = query.trim().toLowerCase();
  const fresh = !places.isPlaceholderData && search === query.trim();
  const options = placesToOffer(places.data ?? [], flightSearch).filter(
    (p) =>
      fresh ||
      [p.code, p.name, p.city, p.state].some((text) => {
        const lower = text.toLowerCase();
        return lower.startsWith(typed) || lower.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(typed));
      }),
  );
  const settled = !places.isFetching && search === query.trim();
  const errorId = `${id}-error`;

  return (
    <Field className={`field field--place${error ? ' field--invalid' : ''}`}>
      <Label className="field__label">{label}</Label>
      <Combobox<PlaceRef | null>
        value={value}
        by={(a, b) => a?.code === b?.code}
        onChange={(next) => {
          onChange(next);
          setQuery('');
        }}
        onClose={() => setQuery('')}
      >
        <div className="combo">
          <PlaceGlyph direction={direction} />
          <ComboboxInput
            ref={inputRef}
            name={id}
            className="input combo__input"
            autoComplete="off"
            spellCheck={false}
            placeholder="City or airport"
            aria-invalid={error ? true : undefined}
            displayValue={(p: PlaceRef | null) => p?.name ?? ''}
            onChange={(event) => setQuery(event.target.value)}
            onBlur={onBlur}
          />
          <ComboboxButton className="combo__toggle" aria-label={`Show ${label.toLowerCase()} choices`}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </ComboboxButton>
          {/* Not modal: the list drops down inside the form and the page stays usable. */}
          <ComboboxOptions className="combo__options" modal={false}>
            {options.map((p) => (
              <ComboboxOption key={p.code} value={toRef(p)} className="combo__option">
                <PlaceIcon place={p} />
                <span className="combo__text">
                  <span className="combo__name">{p.name}</span>
                  <span className="combo__detail">{detailOf(p)}</span>
                </span>
                {p.flight_only ? <span className="combo__tag">Flight</span> : null}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </div>
      </Combobox>
      <p className="combo__status" aria-live="polite">
        {query.trim() && settled && options.length === 0 ? `No stops match “${query.trim()}”.` : ''}
      </p>
      {/* Description: Headless UI links it to the input with aria-describedby. */}
      {error ? (
        <Description as="p" id={errorId} className="field__error">
          {error}
        </Description>
      ) : null}
    </Field>
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
