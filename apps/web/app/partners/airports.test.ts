import { describe, expect, it } from 'vitest';
import type { StopPoint } from '../server/page-services';
import { loadAirportCards, withLiveStops, type AirportDef } from './airports';

const stop = (code: string, name: string, address: string): StopPoint => ({
  code,
  name,
  city: '',
  latitude: 0,
  longitude: 0,
  time_zone: 'America/New_York',
  address,
});

const DEFS: AirportDef[] = [
  { code: 'TTN', title: 'Trenton (TTN)', directions: 'Board outside.' },
  { code: 'ACY', title: 'Atlantic City (ACY)', directions: 'Board outside.' },
];

describe('airport cards', () => {
  it('take the live name and address of each stop, in the page’s order', () => {
    const cards = withLiveStops(DEFS, [
      stop('ACY', 'Atlantic City Intl', '1 Airport Rd'),
      stop('TTN', 'Trenton Mercer', '200 Terminal Dr'),
    ]);
    expect(cards.map((c) => [c.code, c.name, c.address])).toEqual([
      ['TTN', 'Trenton Mercer', '200 Terminal Dr'],
      ['ACY', 'Atlantic City Intl', '1 Airport Rd'],
    ]);
    expect(cards[0].directions).toBe('Board outside.');
  });

  it('keep our text, without a name or address, for a stop the network lacks', () => {
    const cards = withLiveStops(DEFS, [stop('TTN', 'Trenton Mercer', '200 Terminal Dr')]);
    expect(cards[1]).toMatchObject({ code: 'ACY', title: 'Atlantic City (ACY)', name: null, address: null });
  });

  it('ask the network for exactly the page’s airports', async () => {
    const asked: string[][] = [];
    await loadAirportCards(
      {
        async stops(codes) {
          asked.push([...codes]);
          return [];
        },
      },
      DEFS,
    );
    expect(asked).toEqual([['TTN', 'ACY']]);
  });
});
