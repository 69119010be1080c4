import type { LiveBoard, LiveDeparture, LiveStop } from '@landline/shared/schemas';

// Live boards for the unit tests, built on the shared types (the real coordinates of the demo
// network's stops).

export const STOPS = {
  CSU: { code: 'CSU', name: 'CSU Transit Center', city: 'Fort Collins', lat: 40.5747, lon: -105.0845 },
  HTC: { code: 'HTC', name: 'Harmony Transfer Center', city: 'Fort Collins', lat: 40.5225, lon: -105.0003 },
  DEN: { code: 'DEN', name: 'Denver International Airport', city: 'Denver', lat: 39.861698, lon: -104.672997 },
  MSP: { code: 'MSP', name: 'Minneapolis-St Paul International Airport', city: 'Minneapolis', lat: 44.882, lon: -93.221802 },
  MKT: { code: 'MKT', name: 'Mankato Regional Airport', city: 'Mankato', lat: 44.2216, lon: -93.9187 },
  YHM: { code: 'YHM', name: 'John C. Munro Hamilton International Airport', city: 'Hamilton', lat: 43.1736, lon: -79.935 },
  YYZ: { code: 'YYZ', name: 'Toronto Pearson International Airport', city: 'Toronto', lat: 43.6772, lon: -79.6306 },
} as const;

export const NETWORK: LiveBoard['network'] = {
  stops: Object.values(STOPS).map((s) => ({ ...s })),
  routes: [
    { code: 'FTC', name: 'Fort Collins–Denver', stops: ['CSU', 'HTC', 'DEN'] },
    { code: 'MKT', name: 'Mankato–Minneapolis', stops: ['MKT', 'MSP'] },
    { code: 'HAM', name: 'Hamilton–Toronto', stops: ['YHM', 'YYZ'] },
  ],
};

const stop = (
  code: keyof typeof STOPS,
  scheduled: string,
  predicted: string | null,
  passed: boolean,
  zone = 'America/Denver',
): LiveStop => ({
  ...STOPS[code],
  time_zone: zone,
  scheduled_at: scheduled,
  predicted_at: predicted,
  passed,
});

/** Run 104 from CSU to DEN, past CSU, 7 minutes late at HTC. */
export function runningDeparture(over: Partial<LiveDeparture> = {}): LiveDeparture {
  return {
    trip_id: 11,
    gtfs: { trip_id: 'FTC-104', start_date: '20260305', route_id: 'FTC' },
    route: { code: 'FTC', name: 'Fort Collins–Denver', run_number: '104' },
    status: 'running',
    delay_seconds: 420,
    next_stop: 'HTC',
    position: { lat: 40.55, lon: -105.04, bearing: 120, speed: 20, recorded_at: '2026-03-05T22:00:00Z', source: 'simulator' },
    stops: [
      stop('CSU', '2026-03-05T21:50:00Z', null, true),
      stop('HTC', '2026-03-05T22:00:00Z', '2026-03-05T22:07:00Z', false),
      stop('DEN', '2026-03-05T23:10:00Z', '2026-03-05T23:17:00Z', false),
    ],
    ...over,
  };
}

/** Run 7 from Mankato, not yet left. */
export function scheduledDeparture(over: Partial<LiveDeparture> = {}): LiveDeparture {
  return {
    trip_id: 21,
    gtfs: { trip_id: 'MKT-7', start_date: '20260305', route_id: 'MKT' },
    route: { code: 'MKT', name: 'Mankato–Minneapolis', run_number: '7' },
    status: 'scheduled',
    delay_seconds: 0,
    next_stop: 'MKT',
    position: null,
    stops: [
      stop('MKT', '2026-03-05T22:30:00Z', '2026-03-05T22:30:00Z', false, 'America/Chicago'),
      stop('MSP', '2026-03-05T23:55:00Z', '2026-03-05T23:55:00Z', false, 'America/Chicago'),
    ],
    ...over,
  };
}

export function board(departures: LiveDeparture[] = [runningDeparture(), scheduledDeparture()]): LiveBoard {
  return { generated_at: '2026-03-05T22:00:00Z', departures, network: NETWORK };
}
