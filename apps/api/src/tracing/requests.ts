// One server span per request (decision 274): named by its route's pattern, never the address
// with its ids (as /metrics, decision 269), carrying the request id of its log lines; a caller's
// W3C traceparent is continued. The route's handler runs inside the span, so the steps it takes
// (spans.ts) are its children, and the request's log lines carry the trace and span ids.

import { context, defaultTextMapGetter, ROOT_CONTEXT, SpanKind, trace } from '@opentelemetry/api';
import type { Context, Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { markFailed, withTracer } from './spans.js';
import type { Tracing } from './tracing.js';

/** The request id Fastify gives each request (`request.id`), which every log line of it carries as `reqId`. */
const REQUEST_ID = 'landline.request_id';

/** Registered first in buildApp: the span starts before any other hook and every route's handler runs in it. */
export function traceRequests(app: FastifyInstance, { tracer, callerTrace }: NonNullable<Tracing['requests']>): void {
  const open = new WeakMap<FastifyRequest, { span: Span; context: Context }>();

  // Hooks with a callback rather than async: no promise of their own, on every request.
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    const parent = callerTrace.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
    const span = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        // The OpenTelemetry conventions' names, so a tracing backend shows them as HTTP's.
        attributes: {
          'http.request.method': request.method,
          ...(route ? { 'http.route': route } : {}),
          [REQUEST_ID]: request.id,
        },
      },
      parent,
    );
    open.set(request, { span, context: trace.setSpan(withTracer(parent, tracer), span) });
    // From here on (the answer's "request completed" line included), a log line leads to its trace.
    const { traceId, spanId } = span.spanContext();
    request.log = request.log.child({ trace_id: traceId, span_id: spanId });
    reply.log = request.log;
    done();
  });

  const end = (request: FastifyRequest, status?: number) => {
    const traced = open.get(request);
    if (!traced) return;
    open.delete(request);
    if (status !== undefined) {
      traced.span.setAttribute('http.response.status_code', status);
      if (status >= 500) markFailed(traced.span, String(status));
    }
    traced.span.end();
  };
  app.addHook('onResponse', (request, reply, done) => {
    end(request, reply.statusCode);
    done();
  });
  // A caller that left before the answer: the span ends there, without a status.
  app.addHook('onRequestAbort', (request, done) => {
    end(request);
    done();
  });

  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (request, reply) {
      const traced = open.get(request);
      return traced ? context.with(traced.context, handler, this, request, reply) : handler.call(this, request, reply);
    };
  });
}
