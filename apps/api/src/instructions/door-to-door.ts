// instructions/: what a door-to-door traveller is asked to do, per town (GET instructions/,
// decision 251). Ours, to be confirmed by the business; kept here, not in the database, as
// the timetable's demo data is. No SQL.

import { DOOR_TO_DOOR_INSTRUCTION, DOOR_TO_DOOR_PASSENGERS_PER_SERVICE } from '@landline/shared/cart';
import type { DoorToDoorInstruction } from '@landline/shared/schemas';

export const DOOR_TO_DOOR_INSTRUCTIONS: readonly DoorToDoorInstruction[] = [
  {
    // The d2d_instruction every door-to-door item carries (the booking spec's section 3).
    id: DOOR_TO_DOOR_INSTRUCTION,
    CityCode: 'MKT',
    city: 'Mankato and North Mankato',
    Door2DoorInstructions: [
      'Be ready at the pickup address you gave, with your bags, 10 minutes before your pickup time.',
      'The driver calls the lead passenger’s phone on the way: keep it at hand.',
      'Coming home from the airport, meet the driver at the terminal you chose once you have your bags.',
      `One van service carries up to ${DOOR_TO_DOOR_PASSENGERS_PER_SERVICE} passengers each way: a larger party books a service for every ${DOOR_TO_DOOR_PASSENGERS_PER_SERVICE}.`,
    ],
  },
];

/** The instructions for one stop's town (all of them without a code; none for a town without door-to-door). Pure. */
export function instructionsFor(cityCode: string | undefined): DoorToDoorInstruction[] {
  return DOOR_TO_DOOR_INSTRUCTIONS.filter((i) => !cityCode || i.CityCode === cityCode);
}
