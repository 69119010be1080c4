// The steps inside a request or a job that an operator wants to see as their own spans (the card
// charge, a database transaction; decision 274). A step opens a span only when it runs inside a
// traced request or job of an app whose tracing is on; otherwise its work runs as it is and no
// span object is made.

import { context, createContextKey, INVALID_SPAN_CONTEXT, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Attributes, Context, Span, Tracer } from '@opentelemetry/api';

/**
 * The app's tracer rides in the context of each traced request or job, not in a process-wide
 * provider: two apps in one process (the tests, two instances) keep their spans apart, and an app
 * with tracing off never meets another's tracer.
 */
const TRACER = createContextKey('landline tracer');

/** `parent` with the app's tracer in it: what a traced request or job runs in. */
export function withTracer(parent: Context, tracer: Tracer): Context {
  return parent.setValue(TRACER, tracer);
}

/** What a step is handed when nothing is traced: the API's no-op span, made once, recording nothing. */
const UNTRACED: Span = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/**
 * Runs `work` as a child span named `name` of the traced request or job it runs in (and the
 * steps it takes as children of this one); outside one, runs `work` alone.
 */
export function inSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> {
  const active = context.active();
  const tracer = active.getValue(TRACER) as Tracer | undefined;
  if (!tracer) return work(UNTRACED);
  return tracer.startActiveSpan(name, { attributes }, active, (span) => endedAfter(span, work));
}

/** Runs `work` and ends `span` after it; a failure marks the span by the error's type, never its message (it may quote values). */
export async function endedAfter<T>(span: Span, work: (span: Span) => Promise<T>): Promise<T> {
  try {
    return await work(span);
  } catch (error) {
    markFailed(span, error instanceof Error ? error.constructor.name : typeof error);
    throw error;
  } finally {
    span.end();
  }
}

/** A span whose work failed: error status, and what kind of failure (`error.type`). */
export function markFailed(span: Span, type: string): void {
  span.setStatus({ code: SpanStatusCode.ERROR });
  span.setAttribute('error.type', type);
}
