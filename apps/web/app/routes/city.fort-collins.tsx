import { CityPage } from '../cities/city-page';
import { CITY_PAGES, cityMeta } from '../cities/pages';

export function meta() {
  return cityMeta('fort-collins');
}

export default function City() {
  return <CityPage page={CITY_PAGES['fort-collins']} />;
}
