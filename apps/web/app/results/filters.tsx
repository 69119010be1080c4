import { useTranslation } from '../i18n/react';
import type { TFunction } from '../i18n/translate';
import {
  CABIN_CHOICES,
  CHANGE_MAX_HOURS,
  CHANGE_MIN_HOURS,
  hasFilters,
  setBound,
  STOPS_CHOICES,
  TIME_OF_DAY,
  TRIP_HOURS,
  type HourBounds,
  type ResultFilters,
  type TimeOfDay,
} from '../booking/filters';
import type { Airline } from '../booking/itinerary';

export interface FiltersProps {
  value: ResultFilters;
  onChange: (f: ResultFilters) => void;
  onReset: () => void;
  /** Airline choices (from the flights of the results seen for this trip). */
  airlines: Airline[];
  /** Stops as flight changes, airlines, flight change times and cabin. */
  showFlightFilters: boolean;
  /** Shuttle change times (itineraries with changes can be shown). */
  showShuttleChanges: boolean;
}

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/** '1 hour', '3 hours'. */
const hoursLabel = (hours: number, t: TFunction<'results'>) => t('filters.hours', { count: hours });

/** The waits of one kind of change: its texts are the catalogue's `filters.<kind>` group. */
function ChangeBounds({
  id,
  kind,
  value,
  onChange,
}: {
  id: string;
  kind: 'flightChange' | 'shuttleChange';
  value: HourBounds;
  onChange: (v: HourBounds) => void;
}) {
  const { t } = useTranslation('results');
  const legend = t(`filters.${kind}.legend`);
  // Said after 'At least' and 'At most' to screen readers: which change they bound.
  const name = t(`filters.${kind}.name`);
  const [min, max] = value;
  const options = (hours: number[], current: number) =>
    [...new Set([...hours, current])]
      .sort((a, b) => a - b)
      .map((h) => (
        <option key={h} value={h}>
          {hoursLabel(h, t)}
        </option>
      ));
  return (
    <fieldset className="filters__group" aria-describedby={`${id}-hint`}>
      <legend>{legend}</legend>
      <p id={`${id}-hint`} className="filters__hint">
        {t(`filters.${kind}.hint`)}
      </p>
      <div className="filters__bounds">
        <div className="filters__bound">
          <label className="filters__bound-label" htmlFor={`${id}-min`}>
            {t('filters.atLeast')}
            <span className="sr-only"> ({name})</span>
          </label>
          <select
            id={`${id}-min`}
            className="input input--select"
            value={min}
            onChange={(e) => onChange(setBound(value, 'min', Number(e.target.value)))}
          >
            {options(CHANGE_MIN_HOURS, min)}
          </select>
        </div>
        <div className="filters__bound">
          <label className="filters__bound-label" htmlFor={`${id}-max`}>
            {t('filters.atMost')}
            <span className="sr-only"> ({name})</span>
          </label>
          <select
            id={`${id}-max`}
            className="input input--select"
            value={max}
            onChange={(e) => onChange(setBound(value, 'max', Number(e.target.value)))}
          >
            {options(CHANGE_MAX_HOURS, max)}
          </select>
        </div>
      </div>
    </fieldset>
  );
}

export function Filters({ value, onChange, onReset, airlines, showFlightFilters, showShuttleChanges }: FiltersProps) {
  const { t } = useTranslation('results');
  const set = <K extends keyof ResultFilters>(key: K, v: ResultFilters[K]) => onChange({ ...value, [key]: v });
  return (
    <div className="filters">
      <fieldset className="filters__group">
        <legend>{t('filters.stops')}</legend>
        {showFlightFilters ? (
          STOPS_CHOICES.map((c) => (
            <label key={c.value} className="check">
              <input
                type="radio"
                name="filter-stops"
                value={c.value}
                checked={value.stops === c.value}
                onChange={() => set('stops', c.value)}
              />
              <span>{t(`filters.stopsChoice.${c.value}`)}</span>
            </label>
          ))
        ) : (
          <label className="check">
            <input type="checkbox" checked={value.stops === 'direct'} onChange={(e) => set('stops', e.target.checked ? 'direct' : 'any')} />
            <span>{t('filters.directOnly')}</span>
          </label>
        )}
      </fieldset>

      {showFlightFilters && airlines.length > 0 ? (
        <fieldset className="filters__group" aria-describedby="airlines-hint">
          <legend>{t('filters.airlines')}</legend>
          <p id="airlines-hint" className="filters__hint">
            {t('filters.airlinesHint')}
          </p>
          <div className="filters__airlines">
            {airlines.map((a) => (
              <label key={a.code} className="check check--airline">
                <input
                  type="checkbox"
                  checked={value.airlines.includes(a.code)}
                  onChange={() => set('airlines', toggle(value.airlines, a.code))}
                />
                <span className="check__text">{a.name}</span>
                <span className="chip chip--flight" aria-hidden="true">
                  {a.code}
                </span>
              </label>
            ))}
          </div>
          {value.airlines.length > 0 ? (
            <button type="button" className="button button--link filters__all" onClick={() => set('airlines', [])}>
              {t('filters.allAirlines')}
            </button>
          ) : null}
        </fieldset>
      ) : null}

      <fieldset className="filters__group">
        <legend>{t('filters.departureTime')}</legend>
        {TIME_OF_DAY.map((time) => (
          <label key={time.value} className="check">
            <input
              type="checkbox"
              checked={value.timesOfDay.includes(time.value)}
              onChange={() => set('timesOfDay', toggle<TimeOfDay>(value.timesOfDay, time.value))}
            />
            <span>
              {t(`filters.timeOfDay.${time.value}.label`)} <span className="check__hint">{t(`filters.timeOfDay.${time.value}.hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {showFlightFilters ? (
        <ChangeBounds
          id="flight-change"
          kind="flightChange"
          value={value.flightChangeHours}
          onChange={(v) => set('flightChangeHours', v)}
        />
      ) : null}
      {showFlightFilters || showShuttleChanges ? (
        <ChangeBounds
          id="shuttle-change"
          kind="shuttleChange"
          value={value.shuttleChangeHours}
          onChange={(v) => set('shuttleChangeHours', v)}
        />
      ) : null}

      <div className="filters__group">
        <label className="filters__label" htmlFor="max-trip-time">
          {t('filters.maxTripTime')}
        </label>
        <select
          id="max-trip-time"
          className="input input--select"
          value={value.maxTripHours}
          onChange={(e) => set('maxTripHours', Number(e.target.value))}
        >
          {TRIP_HOURS.map((h) => (
            <option key={h} value={h}>
              {h === TRIP_HOURS[TRIP_HOURS.length - 1]
                ? t('filters.anyUpTo', { hours: hoursLabel(h, t) })
                : t('filters.upTo', { hours: hoursLabel(h, t) })}
            </option>
          ))}
        </select>
      </div>

      {showFlightFilters ? (
        <div className="filters__group">
          <label className="filters__label" htmlFor="cabin">
            {t('filters.cabin')}
          </label>
          <select
            id="cabin"
            className="input input--select"
            value={value.cabin}
            onChange={(e) => set('cabin', e.target.value as ResultFilters['cabin'])}
          >
            {CABIN_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {t(`filters.cabinChoice.${c.value}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {hasFilters(value) ? (
        <button type="button" className="button button--ghost filters__reset" onClick={onReset}>
          {t('filters.reset')}
        </button>
      ) : null}
    </div>
  );
}
