// The tracer provider of an app whose traces are on (decision 274): its own, never registered as
// the process's, sending spans in batches to an OTLP/HTTP collector. Loaded by tracing.ts only
// when a collector is configured.

import { randomUUID } from 'node:crypto';
import { context, ROOT_CONTEXT, SpanKind } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { ExportResultCode, W3CTraceContextPropagator, type ExportResult } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOnSampler, BatchSpanProcessor, ParentBasedSampler, TracerProvider } from '@opentelemetry/sdk-trace';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import { endedAfter, withTracer } from './spans.js';
import type { Tracing, TracingSettings } from './tracing.js';

export function startTracing(settings: TracingSettings): Tracing {
  followAwaits();
  const provider = new TracerProvider({
    resource: defaultResource().merge(
      resourceFromAttributes({
        'service.name': settings.serviceName,
        // Which of several instances served the request.
        'service.instance.id': randomUUID(),
      }),
    ),
    // Every request is recorded: a caller's traceparent joins our spans to its trace, but its
    // "not sampled" flag does not switch them off (a collector may sample afterwards).
    sampler: new ParentBasedSampler({ root: new AlwaysOnSampler(), remoteParentNotSampled: new AlwaysOnSampler() }),
    spanProcessors: [
      new BatchSpanProcessor({ exporter: new ReportingExporter(new OTLPTraceExporter({ url: settings.url }), settings.log) }),
    ],
  });
  const tracer = provider.getTracer('landline-api');
  return {
    // Reads a caller's `traceparent` (and `tracestate`) only: nothing is written back to the caller.
    requests: { tracer, callerTrace: new W3CTraceContextPropagator() },
    traced: (name, attributes, work) =>
      tracer.startActiveSpan(name, { kind: SpanKind.INTERNAL, attributes, root: true }, withTracer(ROOT_CONTEXT, tracer), (span) =>
        endedAfter(span, work),
      ),
    flush: () => provider.forceFlush(),
    // A collector that is away has been reported already (ReportingExporter); closing goes on.
    close: () => provider.shutdown().catch(() => {}),
  };
}

/**
 * Lets a span follow its request through every await (AsyncLocalStorage): the one process-wide
 * part, set once by the first app that traces. It holds no app's data: each context carries its
 * own app's tracer (spans.ts).
 */
let following = false;
function followAwaits(): void {
  if (following) return;
  following = context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
}

/** The exporter, saying in the app's log when spans stop reaching the collector and when they reach it again: once each, not once a batch. */
class ReportingExporter implements SpanExporter {
  private failing = false;

  constructor(
    private readonly sender: SpanExporter,
    private readonly log: TracingSettings['log'],
  ) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    this.sender.export(spans, (result) => {
      const failed = result.code !== ExportResultCode.SUCCESS;
      if (failed && !this.failing) this.log.warn(`traces not sent to the collector: ${result.error?.message ?? 'refused'}`);
      if (!failed && this.failing) this.log.info('traces reach the collector again');
      this.failing = failed;
      done(result);
    });
  }

  shutdown(): Promise<void> {
    return this.sender.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.sender.forceFlush?.() ?? Promise.resolve();
  }
}
