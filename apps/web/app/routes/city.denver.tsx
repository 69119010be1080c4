import type { Route } from './+types/city.denver';
import { cityLoader } from '../cities/city-loader';
import { CityPage } from '../cities/city-page';
import { CITY_PAGES, cityMeta } from '../cities/pages';

export function meta({ loaderData }: Route.MetaArgs) {
  return cityMeta('denver', loaderData);
}

export function loader(args: Route.LoaderArgs) {
  return cityLoader('denver', args);
}

export default function City({ loaderData }: Route.ComponentProps) {
  return <CityPage page={CITY_PAGES['denver']} initial={loaderData} />;
}
