import { loadSearchPreset, presetCodes } from '../search/preset';
import { pageServicesContext } from '../server/page-services';
import type { Route } from './+types/home';
import { HomePage } from '../home/home-page';
import '../search/search.css';

export function meta() {
  return [
    { title: 'Book an airport shuttle | Landline' },
    // Each page gives its own description (none in the root layout, so never two).
    { name: 'description', content: 'Book an airport shuttle with Landline: search, choose your trip and ride.' },
  ];
}

/** `/?from=YHM&to=YYZ` starts the search form on those places (the locations' cards link so). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const codes = presetCodes(new URL(request.url));
  return { preset: codes ? await loadSearchPreset(context.get(pageServicesContext), codes) : null };
}
export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage loaderData={loaderData} />;
}
