import type { Route } from './+types/city.msp';
import { cityLoader } from '../cities/city-loader';
import { CityPage } from '../cities/city-page';
import { CITY_PAGES, cityMeta } from '../cities/pages';

export function meta({ loaderData }: Route.MetaArgs) {
  return cityMeta('msp', loaderData);
}

export function loader(args: Route.LoaderArgs) {
  return cityLoader('msp', args);
}

export default function City({ loaderData }: Route.ComponentProps) {
  return <CityPage page={CITY_PAGES['msp']} initial={loaderData} />;
}
