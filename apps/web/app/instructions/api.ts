import type { DoorToDoorInstruction } from '@landline/shared/schemas';
import { request } from '../lib/api';

// GET instructions/?CityCode= (decision 251): what a door-to-door traveller is asked to do in a town.

export const doorToDoorInstructions = (cityCode: string, signal?: AbortSignal) =>
  request<DoorToDoorInstruction[]>(`instructions/?CityCode=${encodeURIComponent(cityCode)}`, { signal });
