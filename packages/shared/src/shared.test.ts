import { describe, expect, it } from 'vitest';
import { allAirportsName } from './airports.js';
import { addDays, clockIn, dateOfDay, daysBetween, formatClock, formatDuration, isIsoDate, isoWeekday, todayIn } from './dates.js';
import { formatMoney, formatPrice, partyPrice } from './money.js';
import { z } from 'zod';
import { isPlainText } from './rules.js';
import { numeric, plainText } from './schemas/inputs.js';
import { searchRequestSchema } from './schemas/search.js';

describe('calendar dates', () => {
  it('checks real dates only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-1-1')).toBe(false);
  });

  it('adds days across months, years and DST changes', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(dateOfDay(0)).toBe('1970-01-01');
    expect(dateOfDay(Date.UTC(2028, 1, 29) / 86_400_000)).toBe('2028-02-29');
  });

  it('numbers weekdays Monday 1 to Sunday 7, as the flight-record freq does', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('numbers every date of 1999 to 2101 as the calendar does (leap years, centuries, month ends)', () => {
    const wrong: string[] = [];
    for (let at = Date.UTC(1999, 0, 1); at <= Date.UTC(2101, 11, 31); at += 86_400_000) {
      const date = new Date(at).toISOString().slice(0, 10);
      const calendar = new Date(at).getUTCDay() || 7;
      if (isoWeekday(date) !== calendar) wrong.push(date);
    }
    expect(wrong).toEqual([]);
  });

  it('knows today in a zone', () => {
    const lateEvening = new Date('2026-11-24T05:30:00Z'); // 22:30 on the 23rd in Denver
    expect(todayIn('America/Denver', lateEvening)).toBe('2026-11-23');
    expect(todayIn('America/Toronto', lateEvening)).toBe('2026-11-24');
    expect(clockIn('America/Denver', lateEvening)).toBe('22:30');
    expect(clockIn('America/Toronto', new Date('2026-11-24T05:05:00Z'))).toBe('00:05');
  });

  it('knows today across a midnight asked about second by second, zone by zone', () => {
    // Midnight in Denver (MST) is 07:00 UTC; each zone's date of a minute is kept for that minute.
    for (let s = -90; s <= 90; s += 15) {
      const at = new Date(Date.UTC(2026, 10, 24, 7, 0, s));
      expect(todayIn('America/Denver', at), at.toISOString()).toBe(s < 0 ? '2026-11-23' : '2026-11-24');
      expect(todayIn('America/Toronto', at)).toBe('2026-11-24');
      expect(todayIn('Asia/Kolkata', at)).toBe('2026-11-24');
    }
    // Kolkata's midnight (UTC+5:30) is 18:30 UTC: half-hour zones change date on a minute too.
    expect(todayIn('Asia/Kolkata', new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
    expect(todayIn('Asia/Kolkata', new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
    // Asked out of order: the kept minute is not a later one's.
    expect(todayIn('America/Denver', new Date('2026-11-24T06:59:59Z'))).toBe('2026-11-23');
  });

  it('formats clocks and durations', () => {
    expect(formatClock('00:05')).toBe('12:05 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('20:00')).toBe('8:00 PM');
    expect(formatDuration(6300)).toBe('1h 45m');
    expect(formatDuration(7200)).toBe('2h');
    expect(formatDuration(2700)).toBe('45m');
  });
});

describe('money', () => {
  it('prices a party in whole cents', () => {
    expect(partyPrice({ adult: 3900, child: 1950, infant: 0 }, { adults: 2, children: 1, infants: 1 })).toBe(9750);
    expect(formatMoney(5800)).toBe('$58.00');
    expect(formatMoney(4900, 'CAD', 'en-CA')).toBe('$49.00');
  });
  it('writes prices in running text without cents when they are whole', () => {
    expect(formatPrice(2900)).toBe('$29');
    expect(formatPrice(1950)).toBe('$19.50');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(4900, 'CAD', 'en-CA')).toBe('$49');
  });
});

describe('all-airports names (section 9)', () => {
  it('uses the bare suffix for DLT, MKT, MNS, MSP and STC, the coded one otherwise', () => {
    expect(allAirportsName('Minneapolis', 'MSP')).toBe('Minneapolis (All airports)');
    expect(allAirportsName('Mankato', 'MKT')).toBe('Mankato (All airports)');
    expect(allAirportsName('Fort Collins', 'FTC')).toBe('Fort Collins (All airports, FTC)');
  });
});

describe('search request', () => {
  it('fills the defaults of section 9', () => {
    const parsed = searchRequestSchema.parse({ dep_from: { code: 'csu' }, dep_to: 'DEN', departure_date: '2030-01-02' });
    expect(parsed).toMatchObject({
      dep_from: 'CSU',
      dep_to: 'DEN',
      one_way: true,
      return_date: null,
      passengers_adults: 1,
      passengers_children: 0,
      passengers_infants: 0,
      filters: {
        max_stopovers: 3,
        cabins_class: 'M',
        maxFlightLayover: [3600, 10800],
        maxBusLayover: [3600, 10800],
        total_trip_time_max: 86400,
      },
    });
  });

  it('gives the spec’s messages for missing fields', () => {
    const result = searchRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      dep_from: 'Choose the depart from location',
      dep_to: 'Choose the depart to location',
      departure_date: 'Choose the departure date',
    });
  });

  it('reads a return date as a round trip unless one_way says otherwise', () => {
    const base = { dep_from: 'CSU', dep_to: 'DEN', departure_date: '2030-01-02' };
    expect(searchRequestSchema.parse({ ...base, return_date: '2030-01-04' }).one_way).toBe(false);
    expect(searchRequestSchema.parse({ ...base, return_date: '' }).one_way).toBe(true);
  });
});

describe('input rules', () => {
  it('takes text in any script, emoji included, but no control character or lone surrogate', () => {
    expect(isPlainText('Montréal – Zürich 東京 😀')).toBe(true);
    for (const bad of ['a\u0000b', 'tab\there', 'line\n', '\u007f', '\u0085', '\ud800', 'x\udfffy']) expect(isPlainText(bad)).toBe(false);
  });

  it('stops at the length limit with its message', () => {
    const result = plainText(5).safeParse('123456');
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Use at most 5 characters.']);
  });

  it('reads numbers from numbers and decimal text only', () => {
    const n = numeric(z.number());
    expect(n.parse(2)).toBe(2);
    expect(n.parse(' 2 ')).toBe(2);
    for (const bad of [true, false, [], [1], null, '', '0x10', '1e3', 'NaN']) expect(n.safeParse(bad).success).toBe(false);
  });
});
