import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const OPENFLIGHTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openflights');

/** Splits one line of the OpenFlights CSV (double-quoted fields, '\N' for empty). */
export function splitCsvLine(line: string): (string | null)[] {
  const fields: (string | null)[] = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let value = '';
      i++;
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (line[i] === '"') {
          i++;
          break;
        } else value += line[i++];
      }
      fields.push(value);
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

/** Airlines with a two-character IATA code, by that code (the active one wins a shared code). */
export function readAirlines(file = path.join(OPENFLIGHTS_DIR, 'airlines.dat')): Map<string, Airline> {
  const airlines = new Map<string, Airline & { active: boolean }>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const f = splitCsvLine(line);
    const iata = f[3];
    if (!iata || !/^[A-Z0-9]{2}$/.test(iata)) continue;
    const active = f[7] === 'Y';
    const known = airlines.get(iata);
    if (known && (known.active || !active)) continue;
    airlines.set(iata, { iata, name: f[1] ?? iata, country: f[6] ?? '', active });
  }
  return new Map([...airlines].map(([k, { active: _active, ...a }]) => [k, a]));
}

export interface Route {
  airline: string;
  from: string;
  to: string;
}

/** Non-stop, operating (not codeshare) routes between airports that have a time zone. */
export function readRoutes(
  airports: Map<string, Airport>,
  airlines: Map<string, Airline>,
  file = path.join(OPENFLIGHTS_DIR, 'routes.dat'),
): Route[] {
  const routes: Route[] = [];
  const seen = new Set<string>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const [airline, , from, , to, , codeshare, stops] = line.split(',');
    if (codeshare === 'Y' || stops !== '0') continue;
    if (!airlines.has(airline) || !airports.has(from) || !airports.has(to) || from === to) continue;
    const key = `${airline}${from}${to}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ airline, from, to });
  }
  return routes;
}
