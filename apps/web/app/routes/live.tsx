import type { Route } from './+types/live';
import { pageMeta } from '../content/types';
import { LiveBoardPage } from '../live/board-page';
import { pageServicesContext } from '../server/page-services';

export function meta() {
  return pageMeta({
    title: 'Live Tracker',
    description: 'Where Landline’s coaches are now and when they reach their next stop, on a map and as a list.',
  });
}

/** The board as the API holds it now: the page reads without JavaScript, then updates by Server-Sent Events. */
export async function loader({ context }: Route.LoaderArgs) {
  return { board: await context.get(pageServicesContext).liveBoard() };
}

export default function Live({ loaderData }: Route.ComponentProps) {
  return <LiveBoardPage initial={loaderData.board} />;
}
