import type { MapStopPoint } from './map-types';

/** Every stop drawn on the How It Works maps. */
export const MAP_STOP_CODES = ['DEN', 'FNL', 'CSU', 'HTC', 'MSP', 'LSE', 'DLH'] as const;

/**
 * Stops the live network may not have. La Crosse (LSE) is not served (its pages redirect to
 * /msp), so the network holds no coordinates for it: these are OpenFlights' (airports.dat,
 * airport id 4044, the file apps/api/openflights/airports.dat that the API seeds airports from).
 * Used only for a code the network lacks; the network's own data wins.
 */
export const FALLBACK_STOPS: readonly MapStopPoint[] = [
  { code: 'LSE', name: 'La Crosse Municipal Airport', latitude: 43.879002, longitude: -91.256699 },
];

/** The network's stops, completed with the fallback for the codes it lacks, in the order asked. */
export function withFallbackStops(
  codes: readonly string[],
  live: readonly MapStopPoint[],
  fallback: readonly MapStopPoint[] = FALLBACK_STOPS,
): MapStopPoint[] {
  return codes.flatMap((code) => {
    const stop = live.find((s) => s.code === code) ?? fallback.find((s) => s.code === code);
    return stop ? [{ code: stop.code, name: stop.name, latitude: stop.latitude, longitude: stop.longitude }] : [];
  });
}
