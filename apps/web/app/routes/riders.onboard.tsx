import type { Route } from './+types/riders.onboard';
import { pageMeta } from '../content/types';
import { ONBOARD_META } from '../riders/onboard';
import { OnboardPage } from '../riders/onboard-page';
import { pageServicesContext } from '../server/page-services';

export function meta() {
  return pageMeta(ONBOARD_META);
}

/** The Wi-Fi riders connect to: the server's configuration (ONBOARD_WIFI_NAME, ONBOARD_WIFI_PASSWORD). */
export function loader({ context }: Route.LoaderArgs) {
  return { wifi: context.get(pageServicesContext).onboardWifi };
}

export default function Onboard({ loaderData }: Route.ComponentProps) {
  return <OnboardPage wifi={loaderData.wifi} />;
}
