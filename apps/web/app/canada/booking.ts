// Where a shuttle seat is bought on its own (the standalone booking): our search, pre-filled
// towards Toronto Pearson (from an airport page, from that airport).
import { PRESET_PARAMS, searchPresetPath } from '../search/preset';
import { TORONTO_PEARSON } from './constants';

export function standaloneBookingPath(from?: string): string {
  return from ? searchPresetPath({ from, to: TORONTO_PEARSON }) : `/?${new URLSearchParams({ [PRESET_PARAMS.to]: TORONTO_PEARSON })}`;
}
