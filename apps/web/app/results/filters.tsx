import { hasFilters, NO_FILTERS, TIME_OF_DAY, type ResultFilters, type TimeOfDay } from '../booking/itinerary';

const TRIP_TIME_CHOICES = [
  { label: 'Any length', value: null },
  { label: 'Up to 2 hours', value: 2 * 3600 },
  { label: 'Up to 4 hours', value: 4 * 3600 },
  { label: 'Up to 8 hours', value: 8 * 3600 },
  { label: 'Up to 12 hours', value: 12 * 3600 },
  { label: 'Up to 24 hours', value: 24 * 3600 },
];

export function Filters({ value, onChange }: { value: ResultFilters; onChange: (f: ResultFilters) => void }) {
  const toggleTime = (t: TimeOfDay) =>
    onChange({
      ...value,
      timesOfDay: value.timesOfDay.includes(t) ? value.timesOfDay.filter((x) => x !== t) : [...value.timesOfDay, t],
    });
  return (
    <div className="filters">
      <fieldset className="filters__group">
        <legend>Stops</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={value.directOnly}
            onChange={(e) => onChange({ ...value, directOnly: e.target.checked })}
          />
          <span>Direct only</span>
        </label>
      </fieldset>
      <fieldset className="filters__group">
        <legend>Departure time</legend>
        {TIME_OF_DAY.map((t) => (
          <label key={t.value} className="check">
            <input type="checkbox" checked={value.timesOfDay.includes(t.value)} onChange={() => toggleTime(t.value)} />
            <span>
              {t.label} <span className="check__hint">{t.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="filters__group">
        <label className="filters__label" htmlFor="max-trip-time">
          Maximum trip time
        </label>
        <select
          id="max-trip-time"
          className="input input--select"
          value={value.maxTripSeconds ?? ''}
          onChange={(e) => onChange({ ...value, maxTripSeconds: e.target.value ? Number(e.target.value) : null })}
        >
          {TRIP_TIME_CHOICES.map((c) => (
            <option key={c.label} value={c.value ?? ''}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {hasFilters(value) ? (
        <button type="button" className="button button--link" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </button>
      ) : null}
    </div>
  );
}
