import { useQueries } from '@tanstack/react-query';
import { SERVICE_TYPES } from '@landline/shared/constants';
import type { Itinerary } from '@landline/shared/schemas';
import { doorToDoorInstructions } from './api';
import './instructions.css';

/** The places a trip's door-to-door rides start or end at (their city codes, each once). Pure. */
export function doorToDoorPlaces(trips: readonly (Itinerary | null | undefined)[]): string[] {
  const codes = trips.flatMap((it) =>
    (it?.segments ?? []).filter((s) => s.service_type === SERVICE_TYPES.doorToDoor).flatMap((s) => [s.depart.CityCode, s.arrive.CityCode]),
  );
  return [...new Set(codes)].sort();
}

/**
 * /payments' door-to-door instructions (the booking spec's section 2): for each town a door-to-door
 * ride of the trip serves, what the traveller is asked to do (GET instructions/ by CityCode).
 * Nothing for a trip without one; nothing while they load or when they cannot be read (they
 * are guidance, and the booking goes on without them).
 */
export function DoorToDoorInstructions({ trips }: { trips: readonly (Itinerary | null | undefined)[] }) {
  const places = doorToDoorPlaces(trips);
  const answers = useQueries({
    queries: places.map((code) => ({
      queryKey: ['door-to-door-instructions', code],
      queryFn: ({ signal }: { signal: AbortSignal }) => doorToDoorInstructions(code, signal),
      staleTime: Infinity,
    })),
  });
  const found = answers.flatMap((a) => a.data ?? []);
  if (!found.length) return null;
  return (
    <>
      {found.map((instruction) => (
        <section key={instruction.id} className="d2d-instructions" aria-labelledby={`d2d-instructions-${instruction.id}`}>
          <h3 id={`d2d-instructions-${instruction.id}`} className="d2d-instructions__title">
            Door-to-door instructions: {instruction.city}
          </h3>
          <ol className="d2d-instructions__steps">
            {instruction.Door2DoorInstructions.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
