import { describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Route } from './+types/content.how-it-works';
import { loader } from './content.how-it-works';
import { pageServicesContext, type PageServices, type StopPoint } from '../server/page-services';
import { MAP_STOP_CODES } from '../how-it-works/stops';

const stop = (code: string, latitude: number, longitude: number): StopPoint => ({
  code,
  name: `${code} stop`,
  city: '',
  latitude,
  longitude,
  time_zone: 'America/Chicago',
  address: '',
});

// The live network: no La Crosse.
const NETWORK = [
  stop('DEN', 39.8617, -104.673),
  stop('FNL', 40.4518, -105.011),
  stop('CSU', 40.5747, -105.0845),
  stop('HTC', 40.5225, -105.0003),
  stop('MSP', 44.882, -93.2218),
  stop('DLH', 46.8421, -92.1936),
];

describe('How It Works loader', () => {
  it('draws both maps on the server from the live stops, La Crosse from the fallback', async () => {
    const asked: string[][] = [];
    const services = {
      stops: async (codes: readonly string[]) => {
        asked.push([...codes]);
        return NETWORK.filter((s) => codes.includes(s.code));
      },
    } as Partial<PageServices> as PageServices;
    const context = new RouterContextProvider(new Map([[pageServicesContext, services]]));
    const data = await loader({ context } as unknown as Route.LoaderArgs);
    expect(asked).toEqual([[...MAP_STOP_CODES]]);
    expect(data.maps.map((m) => m.markers.map((x) => x.code))).toEqual([
      ['DEN', 'FNL', 'HTC', 'CSU'],
      ['MSP', 'LSE', 'DLH'],
    ]);
    expect(data.maps[1].markers[1].name).toBe('La Crosse Municipal Airport');
    // Plain data: it survives serialisation unchanged.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
