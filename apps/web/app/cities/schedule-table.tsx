// One timetable of the live network as a table (a run per row, a stop per column): the city
// pages' and the Trenton partner page's. Pure markup: the caller brings the schedule.
import { formatClock } from '@landline/shared/dates';
import type { ScheduleTableDef } from './pages';
import { daysNote, departedToday, missingWeekdays, shortDate, type DateRange, type Schedule } from './schedule';

/** 'Nov 23, 2026 – Nov 29, 2026'. */
export function rangeText(range: DateRange): string {
  return `${shortDate(range.start)} – ${shortDate(range.end)}`;
}

/** A schedule's runs; the day column only when asked for or when some run skips a day. */
export function ScheduleTable({
  def,
  range,
  schedule,
  withDays,
  clip,
}: {
  def: ScheduleTableDef;
  range: DateRange | null;
  schedule: Schedule | null;
  withDays: boolean;
  /** The scheduled dates: days outside them are not counted as "does not run". */
  clip?: DateRange;
}) {
  const stops = schedule?.stops ?? [];
  const rows = schedule?.rows ?? [];
  // Without a day column asked for, one is shown only when some run skips a day of the range.
  const showDays = Boolean(range) && (withDays || rows.some((row) => missingWeekdays(row, range!, clip).length > 0));
  const columns = 1 + stops.length + (showDays ? 1 : 0);
  return (
    <div className="schedule-table__wrap" role="region" aria-label={`${def.caption} timetable`} tabIndex={0}>
      <table className="schedule-table" data-route={`${def.from}-${def.to}`}>
        <caption>
          {def.caption}
          {range ? <span className="schedule-table__dates">, {rangeText(range)}</span> : null}
        </caption>
        <thead>
          <tr>
            <th scope="col">Run</th>
            {stops.map((stop) => (
              <th scope="col" key={`${stop.type}-${stop.code}`} data-stop={stop.code}>
                {stop.type} {stop.name}
              </th>
            ))}
            {showDays ? <th scope="col">Days</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns}>No departures to show.</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.run}>
                <th scope="row">{row.run}</th>
                {row.times.map((time, i) => {
                  // Today's departures that have left or are no longer sold stay listed, marked.
                  const gone = Boolean(time) && departedToday(row, stops[i]);
                  return (
                    <td key={i} data-departed={gone || undefined} className={gone ? 'schedule-table__departed' : undefined}>
                      {time ? (
                        formatClock(time)
                      ) : (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">No stop</span>
                        </>
                      )}
                      {gone ? <span className="schedule-table__mark"> departed today</span> : null}
                    </td>
                  );
                })}
                {showDays && range ? <td>{daysNote(missingWeekdays(row, range, clip))}</td> : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
