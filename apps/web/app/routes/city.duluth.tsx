import type { Route } from './+types/city.duluth';
import { cityLoader } from '../cities/city-loader';
import { CityPage } from '../cities/city-page';
import { CITY_PAGES, cityMeta } from '../cities/pages';

export function meta({ loaderData }: Route.MetaArgs) {
  return cityMeta('duluth', loaderData);
}

export function loader(args: Route.LoaderArgs) {
  return cityLoader('duluth', args);
}

export default function City({ loaderData }: Route.ComponentProps) {
  return <CityPage page={CITY_PAGES['duluth']} initial={loaderData} />;
}
