// Which third-party adapters a page loads, and how an event reaches the ad pixel (decision 231).
// Pure: the configuration comes from settings (the server's TAG_MANAGER_URL, ANALYTICS_URL,
// AD_PIXEL_URL, CONSENT_SCRIPT_URL, LEAD_CAPTURE_SCRIPT_URL); all are null by default, and a
// page then loads nothing from another site.
import type { ThirdPartySettings } from '@landline/shared/schemas';

/** Data sent with an event: flat strings only (no personal data: never a name or an e-mail). */
export type EventData = Readonly<Record<string, string>>;

/**
 * The scripts a page loads, in order: the consent manager first (it decides what the others may
 * do), then the tag manager and the analytics glue, then, on partner pages, the lead-capture
 * script.
 */
export function scriptsToLoad(config: ThirdPartySettings, page: { leadCapture: boolean }): string[] {
  const ordered = [config.consent_url, config.tag_manager_url, config.analytics_url, page.leadCapture ? config.lead_capture_url : null];
  return ordered.filter((url): url is string => Boolean(url));
}

/** The ad pixel's address for one event: the configured address with `event` and the data added to its query. */
export function pixelAddress(base: string, event: string, data: EventData): string {
  const url = new URL(base);
  url.searchParams.set('event', event);
  for (const [name, value] of Object.entries(data)) url.searchParams.set(name, value);
  return url.href;
}
