import type { Route } from './+types/city.csu';
import { cityLoader } from '../cities/city-loader';
import { CityPage } from '../cities/city-page';
import { CITY_PAGES, cityMeta } from '../cities/pages';

export function meta({ loaderData }: Route.MetaArgs) {
  return cityMeta('csu', loaderData);
}

export function loader(args: Route.LoaderArgs) {
  return cityLoader('csu', args);
}

export default function City({ loaderData }: Route.ComponentProps) {
  return <CityPage page={CITY_PAGES['csu']} initial={loaderData} />;
}
