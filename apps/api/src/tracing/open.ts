// Opens an app's traces (decision 274). The provider that sends spans to a collector
// (provider.ts) is loaded only when one is configured: the OpenTelemetry SDK and its exporter take
// a good part of a second to load, which a server without traces never pays.

import { NO_TRACING, type Tracing, type TracingSettings } from './tracing.js';

/** The app's tracing: NO_TRACING without a collector, else a provider sending to it. */
export async function openTracing(settings: Omit<TracingSettings, 'url'> & { url: string | undefined }): Promise<Tracing> {
  if (!settings.url) return NO_TRACING;
  const { startTracing } = await import('./provider.js');
  return startTracing({ ...settings, url: settings.url });
}
