// The analytics adapter (DESIGN.md: third-party scripts are adapters, off unless configured).
// Pages record what a visitor did with `track`. The event goes to the analytics glue script
// (ANALYTICS_URL, which defines `window.LandlineAnalytics.track`) and to the ad pixel
// (AD_PIXEL_URL, a no-cors GET), whichever are configured. With neither, which is the default,
// nothing leaves the browser and `track` resolves as soon as settings are known.
import type { ThirdPartySettings } from '@landline/shared/schemas';
import { readSettings } from '../lib/settings';
import { queryClient } from '../lib/query-client';
import { pixelAddress, scriptsToLoad, type EventData } from './adapters';
import { loadScript } from './load-script';

export type { EventData } from './adapters';

declare global {
  interface Window {
    LandlineAnalytics?: { track(event: string, data: EventData): void };
  }
}

/** How long a script may take to load before the page goes on without it. */
export const ADAPTER_LOAD_TIMEOUT_MS = 10_000;

/**
 * The longest `track` holds its caller (a Book Now that records, then leaves the page): an
 * event not sent by then is given up rather than keep the visitor waiting.
 */
export const TRACK_WAIT_MS = 1_000;

/** The adapters' configuration, from the settings every page shares (one request per visit). */
function adapters(): Promise<ThirdPartySettings> {
  return queryClient
    .fetchQuery({ queryKey: ['settings'], queryFn: ({ signal }) => readSettings(signal), staleTime: Infinity })
    .then((settings) => settings.third_party);
}

/** Loads a page's adapter scripts in order (each once per visit); one that fails is logged and passed over. */
export async function loadAdapters(config: ThirdPartySettings, page: { leadCapture: boolean }): Promise<void> {
  for (const url of scriptsToLoad(config, page)) {
    try {
      await loadScript(url, ADAPTER_LOAD_TIMEOUT_MS);
    } catch (error) {
      console.error(`Third-party script ${new URL(url).origin} not loaded: ${(error as Error).message}`);
    }
  }
}

async function send(event: string, data: EventData): Promise<void> {
  const config = await adapters();
  const sends: Promise<unknown>[] = [];
  if (config.analytics_url) {
    sends.push(loadAdapters(config, { leadCapture: false }).then(() => window.LandlineAnalytics?.track(event, data)));
  }
  if (config.ad_pixel_url) {
    // no-cors: the pixel answers an image or nothing, which this page never reads; keepalive:
    // the request outlives the page when the caller navigates away right after.
    sends.push(fetch(pixelAddress(config.ad_pixel_url, event, data), { mode: 'no-cors', keepalive: true, credentials: 'omit' }));
  }
  await Promise.all(sends);
}

/** Records an event; never rejects, and resolves within TRACK_WAIT_MS, so a caller may await it before navigating away. */
export async function track(event: string, data: EventData = {}): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, TRACK_WAIT_MS);
  });
  const sent = send(event, data).catch((error: Error) => console.error(`Event ${event} not recorded: ${error.message}`));
  await Promise.race([sent, waited]);
  clearTimeout(timer);
}
