// openflights/: reads the OpenFlights files (flights/ builds its timetable from them); no routes, no SQL.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARRIER_FATES, COUNTRY_ALIASES, HOME_TERRITORIES, SINGLE_MARKET } from './carriers.js';

export const OPENFLIGHTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openflights');

/** Splits one line of the OpenFlights CSV (double-quoted fields, '\N' for empty). */
export function splitCsvLine(line: string): (string | null)[] {
  const fields: (string | null)[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      // Characters gathered and joined once: a value grown with += is a chain of ~20 pieces
      // per airport name, kept as long as the airport (~2 MB over all of them).
      const value: string[] = [];
      i++;
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') {
          value.push('"');
          i += 2;
        } else if (line[i] === '"') {
          i++;
          break;
        } else value.push(line[i++]);
      }
      fields.push(value.join(''));
      i++; // the comma
    } else {
      const end = line.indexOf(',', i);
      const raw = end === -1 ? line.slice(i) : line.slice(i, end);
      fields.push(raw === '\\N' ? null : raw);
      i = end === -1 ? line.length + 1 : end + 1;
    }
  }
  return fields;
}

export interface Airport {
  name: string;
  city: string;
  country: string;
  iata: string;
  lat: number;
  lon: number;
  timeZone: string;
}

/** Airports with an IATA code and a time zone, by IATA code. */
export function readAirports(file = path.join(OPENFLIGHTS_DIR, 'airports.dat')): Map<string, Airport> {
  const airports = new Map<string, Airport>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const f = splitCsvLine(line);
    const iata = f[4];
    const timeZone = f[11];
    if (!iata || iata.length !== 3 || !timeZone) continue;
    airports.set(iata, {
      name: f[1] ?? iata,
      city: f[2] ?? '',
      country: f[3] ?? '',
      iata,
      lat: Number(f[6]),
      lon: Number(f[7]),
      timeZone,
    });
  }
  return airports;
}

export interface Airline {
  iata: string;
  name: string;
  country: string;
}

export interface Route {
  airline: string;
  from: string;
  to: string;
}

interface AirlineRecord extends Airline {
  active: boolean;
}

/** Every airline record with a two-character IATA code, by OpenFlights id. */
function readAirlineRecords(file: string): Map<string, AirlineRecord> {
  const records = new Map<string, AirlineRecord>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const f = splitCsvLine(line);
    const iata = f[3];
    if (!f[0] || !iata || !/^[A-Z0-9]{2}$/.test(iata)) continue;
    const country = f[6] ?? '';
    records.set(f[0], { iata, name: f[1] ?? iata, country: COUNTRY_ALIASES[country] ?? country, active: f[7] === 'Y' });
  }
  return records;
}

/** Whether an airline may fly a route inside one country: at home, or within the single market. */
function mayFlyDomestic(airlineCountry: string, country: string): boolean {
  return isHome(airlineCountry, country) || (SINGLE_MARKET.has(airlineCountry) && SINGLE_MARKET.has(country));
}

/** Whether an airport's country is an airline's home (its own country or one of its territories). */
function isHome(airlineCountry: string, airportCountry: string): boolean {
  return airportCountry === airlineCountry || (HOME_TERRITORIES[airlineCountry] ?? []).includes(airportCountry);
}

/**
 * The carriers that fly today and their non-stop routes (docs/decisions/, "Which airlines
 * fly?"): operating (not codeshare) routes between airports with a time zone, flown by an
 * airline OpenFlights marks active and that is not a user-added "(Priv)" entry; a code is the
 * airline, among the active ones sharing it, that flies at home most (OpenFlights gives some
 * codes to the wrong airline), and none if none flies at home; then CARRIER_FATES moves merged
 * carriers' routes to their successor, renames, and drops those that stopped flying; last, a
 * domestic route flown by a foreign airline (cabotage, outside the European single market) is a
 * codeshare marked wrongly and is dropped.
 */
export function readCarriers(
  airports: Map<string, Airport>,
  airlinesFile = path.join(OPENFLIGHTS_DIR, 'airlines.dat'),
  routesFile = path.join(OPENFLIGHTS_DIR, 'routes.dat'),
): { airlines: Map<string, Airline>; routes: Route[] } {
  const records = readAirlineRecords(airlinesFile);
  const usable = (r: AirlineRecord | undefined): r is AirlineRecord => Boolean(r?.active) && !r!.name.includes('(Priv)');
  const raw: Route[] = [];
  for (const line of fs.readFileSync(routesFile, 'utf8').split('\n')) {
    if (!line) continue;
    const [code, airlineId, from, , to, , codeshare, stops] = line.split(',');
    if (codeshare === 'Y' || stops !== '0' || from === to || !airports.has(from) || !airports.has(to)) continue;
    const record = records.get(airlineId);
    if (!usable(record) || record.iata !== code) continue;
    raw.push({ airline: code, from, to });
  }

  // Which airline a code stands for: the candidate with the most route ends in its home country.
  const homeEnds = new Map<string, Map<AirlineRecord, number>>();
  const candidates = new Map<string, AirlineRecord[]>();
  for (const r of records.values()) if (usable(r)) candidates.set(r.iata, [...(candidates.get(r.iata) ?? []), r]);
  for (const route of raw) {
    let counts = homeEnds.get(route.airline);
    if (!counts) homeEnds.set(route.airline, (counts = new Map()));
    for (const end of [route.from, route.to]) {
      const country = airports.get(end)!.country;
      for (const c of candidates.get(route.airline) ?? []) if (isHome(c.country, country)) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
  }
  const identity = new Map<string, Airline>();
  for (const [code, counts] of homeEnds) {
    let best: AirlineRecord | undefined;
    for (const [c, n] of counts) if (!best || n > counts.get(best)!) best = c;
    if (best) identity.set(code, { iata: code, name: best.name, country: best.country });
  }

  const airlines = new Map<string, Airline>();
  const routes: Route[] = [];
  const seen = new Set<string>();
  for (const route of raw) {
    const found = identity.get(route.airline);
    if (!found) continue;
    const fate = CARRIER_FATES[route.airline];
    if (fate && 'ceased' in fate) continue;
    const code = fate && 'mergedInto' in fate ? fate.mergedInto : route.airline;
    const successor = code === route.airline ? found : identity.get(code);
    if (!successor) continue;
    const fromCountry = airports.get(route.from)!.country;
    if (fromCountry === airports.get(route.to)!.country && !mayFlyDomestic(successor.country, fromCountry)) continue;
    const renamed = CARRIER_FATES[code];
    airlines.set(code, { ...successor, name: renamed && 'renamed' in renamed ? renamed.renamed : successor.name });
    const key = `${code}${route.from}${route.to}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ airline: code, from: route.from, to: route.to });
  }
  return { airlines, routes };
}
