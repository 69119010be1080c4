import { beforeAll, describe, expect, it } from 'vitest';
import { SEATS_LEFT_DISPLAY } from '@landline/shared/constants';
import { changesLabel, changesOf, partyLabel, priceSplit, priceSplitParts } from '../booking/itinerary';
import { itinerary, segment } from '../booking/test-fixtures';
import { seatsLeftLabel } from '../booking/seats';
import { loadLang } from '../i18n/catalogs';
import { tripTexts, type TripTexts } from './texts';

// The trip's words in each language (decision 267): English exactly as the booking helpers write
// it (booking/itinerary.ts, booking/seats.ts), French from the catalogue.

const NBSP = '\u00a0';
const nb = (text: string) => text.replaceAll(' ', NBSP);

let en: TripTexts;
let fr: TripTexts;
beforeAll(async () => {
  en = tripTexts((await loadLang('en')).t('results'), 'en-US');
  fr = tripTexts((await loadLang('fr')).t('results'), 'fr-CA');
});

const other = { iata: 'HTC', CityCode: 'FTC', AirportName: 'Harmony Transfer Center', city: 'Fort Collins', time_zone: 'America/Denver' };
const denver = segment().arrive;
const sameStop = itinerary('a', { layover_times: [8100] });
sameStop.segments = [segment(), segment({ id: 's2', depart: denver })];
const twoStops = itinerary('b', { layover_times: [3600] });
twoStops.segments = [segment(), segment({ id: 's2', depart: other })];
const split = itinerary('c', { landline_price: 2900, flight_price: 29700, price: 32600 });

describe('the trip texts in English', () => {
  it('name the party as partyLabel does', () => {
    for (const p of [
      { adults: 1, children: 0, infants: 0 },
      { adults: 2, children: 1, infants: 2 },
      { adults: 3, children: 2, infants: 1 },
    ])
      expect(en.party(p)).toBe(partyLabel(p));
  });

  it('count and describe the changes as changesLabel and changesOf do', () => {
    for (const it of [itinerary('d'), sameStop, twoStops]) {
      expect(en.changesCount(it)).toBe(changesLabel(it));
      expect(en.changes(it)).toEqual(changesOf(it));
    }
  });

  it('say the seats left as seatsLeftLabel does', () => {
    for (const n of [0, 1, 2, SEATS_LEFT_DISPLAY, SEATS_LEFT_DISPLAY + 1]) expect(en.seatsLeft(n)).toBe(seatsLeftLabel(n));
  });

  it('split a price as priceSplitParts does', () => {
    expect(en.priceParts([split])).toEqual(priceSplitParts(priceSplit([split])));
    expect(en.priceParts([itinerary('e')])).toBeNull();
  });
});

describe('the trip texts in French', () => {
  it('name the party', () => {
    expect(fr.party({ adults: 1, children: 0, infants: 0 })).toBe('1 adulte');
    expect(fr.party({ adults: 2, children: 1, infants: 2 })).toBe('2 adultes, 1 enfant, 2 bébés');
  });

  it('count and describe the changes (correspondances)', () => {
    expect(fr.changesCount(itinerary('d'))).toBe('Sans correspondance');
    expect(fr.changesCount(sameStop)).toBe('1 correspondance');
    expect(fr.changes(sameStop)[0].text).toBe(`Correspondance de ${nb('2 h 15')} à Denver International Airport (DEN)`);
    expect(fr.changes(twoStops)[0].text).toBe(
      `Correspondance de ${nb('1 h')} entre Denver International Airport (DEN) et Harmony Transfer Center (HTC)`,
    );
  });

  it('say the seats left, or that the trip is full', () => {
    expect(fr.seatsLeft(0)).toBe('Complet');
    expect(fr.seatsLeft(1)).toBe('1 siège restant');
    expect(fr.seatsLeft(2)).toBe('2 sièges restants');
    expect(fr.seatsLeft(SEATS_LEFT_DISPLAY + 1)).toBeNull();
  });

  it('write times, durations and money the Canadian French way', () => {
    expect(fr.clock('14:30')).toBe(nb('14 h 30'));
    expect(fr.duration(8100)).toBe(nb('2 h 15'));
    expect(fr.money(4900, 'CAD')).toBe(nb('49,00 $'));
    expect(fr.priceParts([{ ...split, currency: 'CAD' }])).toEqual([`Navette ${nb('29,00 $')}`, `Vols ${nb('297,00 $')}`]);
  });
});
