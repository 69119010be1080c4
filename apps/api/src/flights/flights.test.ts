import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@landline/shared/dates';
import { readAirports, readCarriers } from '../openflights/read.js';
import { CARRIER_FATES } from '../openflights/carriers.js';
import { chainsTo, reachableAirports, type ChainRules, type ChainStart } from './chains.js';
import { FlightNetwork } from './network.js';
import { distanceKm } from '@landline/shared/geo';
import { blockMinutes, dailyFlights, fareCents, flightsPerDay, hash } from './schedule.js';

let network: FlightNetwork;
beforeAll(() => {
  network = FlightNetwork.load();
});

const rules: ChainRules = { maxFlights: 3, layover: [3_600_000, 10_800_000], airlines: [], connecting: [] };
const DAY = '2026-12-01';
/** A start at an airport on a date: any first flight of the day. */
const allDay = (airport: string, date = DAY): ChainStart => ({ airport, windows: [[0, Infinity]], date });

describe('generated timetable and fares', () => {
  it('is deterministic', () => {
    expect(hash('DEN|LAX')).toBe(hash('DEN|LAX'));
    expect(dailyFlights('UA', 'DEN', 'LAX', 1386, 5, 300)).toEqual(dailyFlights('UA', 'DEN', 'LAX', 1386, 5, 300));
    expect(fareCents('UA123', '2026-12-01', 1386, 'M')).toBe(fareCents('UA123', '2026-12-01', 1386, 'M'));
  });

  it('prices grow with distance and cabin, in whole dollars', () => {
    const short = fareCents('UA123', '2026-12-01', 500, 'M');
    const long = fareCents('UA123', '2026-12-01', 5000, 'M');
    expect(long).toBeGreaterThan(short * 3);
    expect(fareCents('UA123', '2026-12-01', 500, 'C')).toBeGreaterThan(short * 2);
    expect(short % 100).toBe(0);
  });

  it('measures real great-circle distances and block times', () => {
    const den = network.airports.get('DEN')!;
    const lax = network.airports.get('LAX')!;
    expect(distanceKm(den, lax)).toBeGreaterThan(1300);
    expect(distanceKm(den, lax)).toBeLessThan(1400);
    expect(blockMinutes(1386)).toBeGreaterThanOrEqual(135);
    expect(blockMinutes(1386)).toBeLessThanOrEqual(145);
  });

  it('schedules departures between 6 AM and 10 PM local time, one in each part of the day', () => {
    for (const count of [1, 2, 3, 6]) {
      const flights = dailyFlights('AC', 'YYZ', 'YVR', 3350, count, 100);
      expect(flights).toHaveLength(count);
      for (const f of flights) {
        expect(f.departMinute).toBeGreaterThanOrEqual(360);
        expect(f.departMinute).toBeLessThan(22 * 60);
      }
      expect(flights.map((f) => f.departMinute)).toEqual([...flights.map((f) => f.departMinute)].sort((a, b) => a - b));
    }
  });

  it('flies busy routes often, small and long ones rarely', () => {
    const den = network.out.get('DEN')!;
    const daily = (from: string, to: string, airline: string) =>
      network.out
        .get(from)!
        .get(to)!
        .flights.filter((f) => f.airline === airline).length;
    expect(daily('DEN', 'LAX', 'UA')).toBeGreaterThanOrEqual(4);
    expect(den.get('LAX')!.flights.length).toBeGreaterThanOrEqual(10);
    expect(flightsPerDay('XX', 'AAA', 'BBB', 800, 4, 6)).toBe(1);
    expect(flightsPerDay('XX', 'AAA', 'BBB', 9000, 200, 200)).toBe(1);
    expect(flightsPerDay('XX', 'AAA', 'BBB', 5000, 200, 200)).toBeLessThanOrEqual(2);
  });

  it('numbers flights as airlines do: the IATA code and one to four digits, one number per flight of a day', () => {
    const seen = new Map<string, string>();
    for (const [from, byDest] of network.out) {
      for (const [to, info] of byDest) {
        for (const f of info.flights) {
          expect(f.number).toMatch(/^[A-Z0-9]{2}[1-9]\d{0,3}$/);
          expect(f.number.startsWith(f.airline)).toBe(true);
          const route = `${from}-${to}`;
          // An airline with more than 9,999 flights a day would have to reuse numbers; none has.
          expect(seen.get(f.number) ?? route, f.number).toBe(route);
          seen.set(f.number, route);
        }
      }
    }
  });
});

describe('which airlines fly', () => {
  it('leaves out carriers that merged or stopped flying, and user-added entries', () => {
    for (const [code, fate] of Object.entries(CARRIER_FATES))
      if (!('renamed' in fate)) expect(network.airlines.has(code), code).toBe(false);
    const names = [...network.airlines.values()].map((a) => a.name);
    for (const gone of ['AirTran Airways', 'US Airways', 'Virgin America', 'Air Berlin']) expect(names).not.toContain(gone);
    expect(names.some((n) => n.includes('(Priv)'))).toBe(false);
  });

  it('gives a merged carrier’s routes to its successor', () => {
    const airports = readAirports();
    const { routes } = readCarriers(airports);
    const flown = new Set(routes.map((r) => `${r.airline}${r.from}${r.to}`));
    // US Airways flew Charlotte–Philadelphia; American flies it now. AirTran's Atlanta–Akron-Canton went to Southwest.
    expect(flown.has('AACLTPHL')).toBe(true);
    expect(flown.has('WNATLCAK')).toBe(true);
    expect(routes.some((r) => r.airline === 'US' || r.airline === 'FL')).toBe(false);
  });

  it('names each code after the airline that flies its routes, and keeps foreign airlines off domestic routes', () => {
    expect(network.airlines.get('VY')?.name).toBe('Vueling Airlines');
    expect(network.airlines.get('G3')?.name).toBe('Gol Transportes Aéreos');
    expect(network.airlines.get('AZ')?.name).toBe('ITA Airways');
    const airports = readAirports();
    const { airlines, routes } = readCarriers(airports);
    for (const r of routes) {
      const country = airports.get(r.from)!.country;
      if (country !== airports.get(r.to)!.country || country !== 'United States') continue;
      expect(airlines.get(r.airline)!.country, `${r.airline} ${r.from}-${r.to}`).toBe('United States');
    }
  });
});

describe('flight chains', () => {
  it('changes within the layover bounds at the airport it landed at, never back where it started', () => {
    const chains = [...chainsTo(network, rules, [allDay('DEN')], new Set(['BOS']))];
    expect(chains.length).toBeGreaterThan(5);
    for (const chain of chains) {
      expect(chain[0].from).toBe('DEN');
      expect(chain.at(-1)!.to).toBe('BOS');
      expect(new Set(chain.map((l) => l.from)).size).toBe(chain.length);
      for (let i = 1; i < chain.length; i++) {
        expect(chain[i].from).toBe(chain[i - 1].to);
        const wait = chain[i].departAt - chain[i - 1].arriveAt;
        expect(wait).toBeGreaterThanOrEqual(3_600_000);
        expect(wait).toBeLessThanOrEqual(10_800_000);
      }
    }
  });

  it('honours the number of flights, airlines and connecting airports', () => {
    const direct = [...chainsTo(network, { ...rules, maxFlights: 1 }, [allDay('DEN')], new Set(['LAX']))];
    expect(direct.length).toBeGreaterThan(0);
    expect(direct.every((c) => c.length === 1)).toBe(true);
    const ua = [...chainsTo(network, { ...rules, airlines: ['UA'] }, [allDay('DEN')], new Set(['BOS']))];
    expect(ua.length).toBeGreaterThan(0);
    expect(ua.every((c) => c.every((l) => l.airline === 'UA'))).toBe(true);
    const viaOrd = [...chainsTo(network, { ...rules, connecting: ['ORD'] }, [allDay('DEN')], new Set(['BOS']))];
    expect(viaOrd.length).toBeGreaterThan(0);
    expect(viaOrd.every((c) => c.slice(1).every((l) => l.from === 'ORD'))).toBe(true);
  });

  it('makes a second change only between two of the busiest airports, and takes no detour', () => {
    for (const chain of chainsTo(network, rules, [allDay('YHM')], new Set(['LHR', 'NRT', 'SCL']))) {
      if (chain.length === 3) expect(network.hubs.has(chain[1].from) && network.hubs.has(chain[2].from)).toBe(true);
      const flown = chain.reduce((km, l) => km + l.km, 0);
      expect(flown).toBeLessThanOrEqual(network.km(chain[0].from, chain.at(-1)!.to) * 1.4 + 300);
    }
  });

  it('walks no departures from a start whose ends no flight within the detour budget leads to', () => {
    const airports = readAirports();
    const { airlines, routes } = readCarriers(airports);
    const own = new FlightNetwork(airports, airlines, routes);
    // A chain never ends where it started; and no end at all is reached by nothing.
    expect([...chainsTo(own, rules, [allDay('DEN'), allDay('DEN', addDays(DAY, 1))], new Set(['DEN']))]).toEqual([]);
    expect([...chainsTo(own, rules, [allDay('YYZ')], new Set())]).toEqual([]);
    expect(own.keptDepartures).toBe(0);
    // A start with a way on walks its day as before, and finds the same chains as the shared network.
    const toBoston = [...chainsTo(own, rules, [allDay('DEN')], new Set(['BOS', 'DEN']))];
    expect(own.keptDepartures).toBeGreaterThan(0);
    expect(toBoston).toEqual([...chainsTo(network, rules, [allDay('DEN')], new Set(['BOS']))]);
  });

  it('finds every chain the rules allow, as walking every departure at each change would', () => {
    // The rules written plainly: every flight of each airport's window, nothing ruled out ahead.
    const budget = (from: string, to: string) => network.km(from, to) * 1.4 + 300;
    const within = (f: { arriveAt: number }) => [f.arriveAt + rules.layover[0], f.arriveAt + rules.layover[1]] as const;
    const plainly = (start: ChainStart, ends: Set<string>) => {
      const found: string[] = [];
      const s = start.airport;
      const [[from, to]] = start.windows;
      for (const f1 of network.departuresBetween(s, from, to)) {
        const x = f1.to;
        if (ends.has(x) && f1.km <= budget(s, x)) found.push(f1.number);
        for (const f2 of network.departuresBetween(x, ...within(f1))) {
          const y = f2.to;
          if (y === s) continue;
          if (ends.has(y) && f1.km + f2.km <= budget(s, y)) found.push(`${f1.number} ${f2.number}`);
          if (!network.hubs.has(x) || !network.hubs.has(y)) continue;
          for (const f3 of network.departuresBetween(y, ...within(f2))) {
            const z = f3.to;
            if (z !== s && z !== x && ends.has(z) && f1.km + f2.km + f3.km <= budget(s, z))
              found.push(`${f1.number} ${f2.number} ${f3.number}`);
          }
        }
      }
      return found.sort();
    };
    const morning = (airport: string): ChainStart => {
      const first = network.departuresOn(airport, DAY)[0].departAt;
      return { airport, windows: [[first, first + 3 * 3_600_000]] };
    };
    const cases: [string, string[]][] = [
      ['MSP', ['BOS', 'DLH', 'MSP']],
      ['PHL', ['ACY', 'SFO', 'PHL', 'ABE']],
      ['DEN', ['LHR', 'JFK', 'COS']],
      ['YHM', ['YVR', 'MEX']],
    ];
    let chains = 0;
    for (const [airport, ends] of cases) {
      const found = [...chainsTo(network, rules, [morning(airport)], new Set(ends))].map((c) => c.map((f) => f.number).join(' ')).sort();
      expect(found, airport).toEqual(plainly(morning(airport), new Set(ends)));
      chains += found.length;
    }
    expect(chains).toBeGreaterThan(50);
  });

  it('knows nothing of an unknown airport', () => {
    expect([...chainsTo(network, rules, [allDay('DEN')], new Set(['QQQ']))]).toEqual([]);
    expect([...chainsTo(network, rules, [allDay('QQQ')], new Set(['LAX']))]).toEqual([]);
  });

  it('reaches exactly the airports a chain search finds, within the trip time', () => {
    const starts = [allDay('DEN'), allDay('MSP')];
    const maxTripMs = 12 * 3_600_000;
    let found = 0;
    const reached = reachableAirports(network, rules, starts, { journeyStart: (f) => f.departAt, maxTripMs, accept: () => true });
    const candidates = [...network.into.keys()].filter((c) => hash(c) % 10 === 0);
    for (const code of candidates) {
      const reachable = [...chainsTo(network, rules, starts, new Set([code]))].some((c) => c.at(-1)!.arriveAt - c[0].departAt <= maxTripMs);
      expect(reached.has(code), code).toBe(reachable);
      if (reachable) found++;
    }
    // The sample holds both kinds.
    expect(found).toBeGreaterThan(20);
    expect(found).toBeLessThan(candidates.length - 20);
  });
});

describe('distances', () => {
  it('are the great-circle distance of each pair, asked again, the other way round, or after the kept ones are let go', () => {
    // Pairs with and without a route between them, from the same origins (kept by origin, then destination).
    const codes = ['DEN', 'MSP', 'DLH', 'LAX', 'JFK', 'BIS'];
    const exact = (a: string, b: string) => distanceKm(network.airports.get(a)!, network.airports.get(b)!);
    for (const round of ['first', 'again', 'after letting go']) {
      if (round === 'after letting go') network.forgetDepartures();
      for (const a of codes) for (const b of codes) if (a !== b) expect(network.km(a, b), `${a}–${b} ${round}`).toBeCloseTo(exact(a, b), 6);
    }
  });
});

describe('departure windows', () => {
  it('build at most the two days a change can span, however wide the window asked for', () => {
    const earliest = Date.parse(`${DAY}T12:00:00Z`);
    // A layover of 10^9 seconds once walked every day to the year 2058 and ran out of memory.
    const flights = network.departuresBetween('DEN', earliest, earliest + 1e12);
    expect(flights.length).toBeGreaterThan(0);
    expect(flights.at(-1)!.departAt - earliest).toBeLessThanOrEqual(2 * 86_400_000);
    expect(network.flightsBetween('DEN', 'LAX', earliest, earliest - 1)).toEqual([]);
  });

  it('hold the flights of the whole days they cross, in order, the same objects as those days', () => {
    const airports = readAirports();
    const { airlines, routes } = readCarriers(airports);
    const own = new FlightNetwork(airports, airlines, routes);
    // A layover's two hours in the morning of all three, then half days across local midnights
    // and the 2027 spring changes in the United States (14 March) and in London (28 March).
    const windows: [string, number][] = [
      ['2026-12-01T16:00:00Z', 2],
      ['2026-12-01T20:30:00Z', 12],
      ['2026-12-02T05:10:00Z', 12],
      ['2027-03-14T02:00:00Z', 12],
      ['2027-03-28T00:15:00Z', 12],
    ];
    for (const airport of ['DEN', 'LHR', 'ORD']) {
      for (const [from, hours] of windows) {
        const earliest = Date.parse(from);
        const latest = earliest + hours * 3_600_000;
        const window = own.departuresBetween(airport, earliest, latest);
        // The whole local days around the window, made afterwards: the window's flights are among them, as objects.
        const whole = [-1, 0, 1].flatMap((d) => own.departuresOn(airport, addDays(from.slice(0, 10), d)));
        expect(window.length).toBeGreaterThan(0);
        expect(window).toEqual(whole.filter((f) => f.departAt >= earliest && f.departAt <= latest));
        for (const flight of window) expect(whole).toContain(flight);
        const route = own.flightsBetween(airport, window[0].to, earliest, latest);
        expect(route).toEqual(window.filter((f) => f.to === window[0].to));
        for (const flight of route) expect(window).toContain(flight);
      }
    }
  });

  it('keep at most their budget of departures over all airports and dates', () => {
    const airports = readAirports();
    const { airlines, routes } = readCarriers(airports);
    const small = new FlightNetwork(airports, airlines, routes, 5_000);
    const den = small.departuresOn('DEN', DAY).length;
    for (let day = 0; day < 30; day++) {
      for (const airport of ['DEN', 'ORD', 'MSP', 'YYZ', 'LAX']) small.flightsOn(airport, 'PHL', addDays(DAY, day));
      expect(small.keptDepartures).toBeLessThanOrEqual(5_000);
    }
    // Asked again, a dropped day is built again, the same.
    expect(small.departuresOn('DEN', DAY)).toHaveLength(den);
  });

  it('give a day’s first flight alone, the same one the whole day starts with', () => {
    const airports = readAirports();
    const { airlines, routes } = readCarriers(airports);
    const own = new FlightNetwork(airports, airlines, routes);
    const first = own.firstDepartureOn('DEN', DAY)!;
    expect(first.from).toBe('DEN');
    expect(first.date).toBe(DAY);
    const day = own.departuresOn('DEN', DAY);
    expect(day[0]).toBe(first);
    expect(day.every((f) => f.departAt >= first.departAt)).toBe(true);
    expect(own.firstDepartureOn('QQQ', DAY)).toBeUndefined();
  });

  it('are all dropped when forgotten, and built again the same', () => {
    const airports = readAirports();
    const { airlines, routes } = readCarriers(airports);
    const own = new FlightNetwork(airports, airlines, routes);
    const den = own.departuresOn('DEN', DAY);
    own.flightsOn('ORD', 'PHL', DAY);
    expect(own.keptDepartures).toBeGreaterThan(den.length);
    own.forgetDepartures();
    expect(own.keptDepartures).toBe(0);
    const again = own.departuresOn('DEN', DAY);
    expect(again).not.toBe(den);
    expect(again).toEqual(den);
    expect(own.keptDepartures).toBe(den.length);
  });
});
