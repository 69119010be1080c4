// An app's traces (decision 274): what the app and its jobs see of them, on (provider.ts) or off.

import type { Attributes, TextMapPropagator, Tracer } from '@opentelemetry/api';

export interface Tracing {
  /** What the request hooks need (requests.ts); null when tracing is off. */
  requests: { tracer: Tracer; callerTrace: TextMapPropagator } | null;
  /**
   * Runs `work` as the first span of a trace of its own, its steps (spans.ts `inSpan`) under it:
   * a job's run, which no request started. Off, runs `work` alone.
   */
  traced<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T>;
  /** Sends the spans ended so far; rejects when the collector does not take them. */
  flush(): Promise<void>;
  /** Sends what is left and stops (the app's onClose). */
  close(): Promise<void>;
}

/** Tracing off: no provider, no tracer, nothing sent. */
export const NO_TRACING: Tracing = {
  requests: null,
  traced: (_name, _attributes, work) => work(),
  flush: async () => {},
  close: async () => {},
};

export interface TracingSettings {
  /** The collector's traces endpoint (config.ts `otlpTracesUrl`). */
  url: string;
  serviceName: string;
  /** The app's log: a line when spans stop reaching the collector (warn), and when they reach it again (info). */
  log: { warn(line: string): void; info(line: string): void };
}
