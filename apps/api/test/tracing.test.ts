import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutAnswerSchema, searchResponseSchema } from '@landline/shared/schemas';
import { inTransaction } from '../src/db/transaction.js';
import { NO_TRACING } from '../src/tracing/tracing.js';
import { daysAhead, heldCart, testApp, type TestApp } from './harness.js';

// OpenTelemetry traces (decision 274): with a collector configured, one server span per request
// named by its route's pattern and carrying the request id of its log lines, whose lines carry
// the trace and span ids back; a caller's traceparent continued; the card charge's steps and the
// transactions as child spans. Without one, nothing is made and nothing is sent. The collector
// here is a real OTLP/HTTP receiver taking the exporter's JSON.

type Value = { stringValue?: string; intValue?: number | string; boolValue?: boolean; doubleValue?: number };
type Wire = { key: string; value: Value }[];
interface ReceivedSpan {
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  status?: { code?: number };
  attributes: Record<string, string | number | boolean | undefined>;
  resource: Record<string, string | number | boolean | undefined>;
}

const SPAN_KIND_SERVER = 2;
const STATUS_ERROR = 2;

const plain = (attributes: Wire = []) =>
  Object.fromEntries(
    attributes.map(({ key, value }) => [
      key,
      value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue)),
    ]),
  );

/** A collector on a free port of this machine: keeps every span posted to /v1/traces; `refuse` answers 400 instead. */
async function otlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const posts: string[] = [];
  const state = { refuse: false };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      posts.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
      if (state.refuse || request.url !== '/v1/traces') {
        response.writeHead(400, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      for (const resourceSpans of JSON.parse(body).resourceSpans ?? []) {
        const resource = plain(resourceSpans.resource?.attributes);
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) spans.push({ ...span, attributes: plain(span.attributes), resource });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    posts,
    state,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let collector: Awaited<ReturnType<typeof otlpReceiver>>;
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  collector = await otlpReceiver();
  t = await testApp(undefined, {
    perIpLimits: false,
    config: { LOG_LEVEL: 'info', OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_SERVICE_NAME: 'landline-api-test' },
    logStream: { write: (line) => void lines.push(line) },
  });
  t.app.get('/test/fails', async () => {
    throw new Error('a fault of the server');
  });
});
afterAll(async () => {
  await t?.close();
  await collector?.close();
});

/** The span the collector received that `matches`, once the app has sent it: flushed, polled to a deadline. */
async function received(matches: (span: ReceivedSpan) => boolean): Promise<ReceivedSpan> {
  for (let attempt = 0; attempt < 100; attempt++) {
    await t.tracing.flush();
    const found = collector.spans.find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the span never reached the collector');
}

const serverSpanOf = (requestId: string) =>
  received((span) => span.kind === SPAN_KIND_SERVER && span.attributes['landline.request_id'] === requestId);

/** The "request completed" line of a request (logged after its span ends): polled to a deadline. */
async function completedLine(requestId: string): Promise<Record<string, unknown>> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.reqId === requestId && line.msg === 'request completed');
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`request ${requestId} never logged its answer`);
}

const childrenOf = (parent: ReceivedSpan) => collector.spans.filter((span) => span.parentSpanId === parent.spanId);

const searchBody = { dep_from: 'FTC', dep_to: 'DEN', departure_date: daysAhead(4), passengers_adults: 1 };

describe('traces with a collector configured', () => {
  it('make a search one server span named by its route pattern, with the request id of its log lines, and back', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/bookings/reservation/', payload: searchBody });
    expect(res.statusCode).toBe(200);
    const search = searchResponseSchema.parse(res.json());
    const requestId = lastRequestId();
    const span = await serverSpanOf(requestId);
    expect(span.name).toBe('PUT /api/bookings/reservation/');
    expect(span.attributes).toMatchObject({
      'http.request.method': 'PUT',
      'http.route': '/api/bookings/reservation/',
      'http.response.status_code': 200,
      'landline.request_id': requestId,
    });
    expect(span.status?.code ?? 0).not.toBe(STATUS_ERROR);
    expect(span.resource).toMatchObject({ 'service.name': 'landline-api-test' });
    // The request's lines carry its trace: its answer's line names the span the collector holds.
    expect(await completedLine(requestId)).toMatchObject({ trace_id: span.traceId, span_id: span.spanId });
    // The search's uuid opens a traveller's booking: never in a span, as never in the log.
    expect(JSON.stringify(collector.spans)).not.toContain(search.uuid);
  });

  it("make a checkout's card charge child spans of its request: begin, card, settle, each transaction under its step", async () => {
    const held = await heldCart(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/check_out/',
      payload: {
        cart_id: held.cart.uuid,
        payment_data: { holder_name: 'Ada Lovelace', email: 'ada@example.com' },
        stripe_token: 'tok_visa',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    checkoutAnswerSchema.parse(res.json());
    const requestId = lastRequestId();
    const span = await serverSpanOf(requestId);
    expect(span.name).toBe('PUT /api/cart/check_out/');
    expect(await completedLine(requestId)).toMatchObject({ trace_id: span.traceId, span_id: span.spanId });

    await received((s) => s.name === 'charge settle' && s.traceId === span.traceId);
    const steps = childrenOf(span);
    expect(steps.map((s) => s.name)).toEqual(expect.arrayContaining(['charge begin', 'charge card', 'charge settle']));
    const step = (name: string) => steps.find((s) => s.name === name)!;
    expect(step('charge card').attributes).toMatchObject({
      'landline.charge.goods': 'pay',
      'landline.charge.provider': 'sandbox',
      'landline.charge.outcome': 'charged',
    });
    // The attempt is written and settled each in its own transaction; the card is charged outside any.
    for (const name of ['charge begin', 'charge settle']) {
      expect(childrenOf(step(name)).map((s) => s.name)).toEqual(['db transaction']);
      expect(childrenOf(step(name))[0].attributes['db.system.name']).toBe('postgresql');
    }
    expect(childrenOf(step('charge card'))).toEqual([]);
    // In the order the routine takes them. A span's start is read from Date.now() (OpenTelemetry's
    // SpanImpl): whole milliseconds, so two steps that begin within one start alike (the sandbox's
    // card step can take less than a millisecond).
    const startOf = (name: string) => BigInt((step(name) as unknown as { startTimeUnixNano: string }).startTimeUnixNano);
    expect(startOf('charge begin') <= startOf('charge card') && startOf('charge card') <= startOf('charge settle')).toBe(true);
    expect(JSON.stringify(collector.spans)).not.toContain(held.cart.uuid);
  });

  it("continue a caller's traceparent, whatever its sampling flag, and answer no trace header", async () => {
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    for (const flags of ['01', '00']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { traceparent: `00-${callerTrace}-00f067aa0ba902b7-${flags}` },
      });
      expect(res.statusCode).toBe(200);
      const span = await serverSpanOf(lastRequestId());
      expect(span).toMatchObject({ name: 'GET /healthz', traceId: callerTrace, parentSpanId: '00f067aa0ba902b7' });
      expect(Object.keys(res.headers).filter((name) => /trace/i.test(name))).toEqual([]);
      expect(JSON.stringify(res.headers)).not.toContain(span.spanId);
    }
  });

  it('mark an answer of 500 an error, and name an unmatched address by its method only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/test/fails' })).statusCode).toBe(500);
    const failed = await serverSpanOf(lastRequestId());
    expect(failed).toMatchObject({ name: 'GET /test/fails', status: { code: STATUS_ERROR } });
    expect(failed.attributes).toMatchObject({ 'http.response.status_code': 500, 'error.type': '500' });

    const pnr = 'QX7Y2Z';
    expect((await t.app.inject({ method: 'GET', url: `/api/no-such-call/${pnr}/` })).statusCode).toBe(404);
    const unmatched = await serverSpanOf(lastRequestId());
    expect(unmatched.name).toBe('GET');
    expect(unmatched.attributes['http.route']).toBeUndefined();
    expect(JSON.stringify(unmatched)).not.toContain(pnr);
  });

  it("open a job's trace with traced(): its own trace, its transactions under it", async () => {
    const answer = await t.tracing.traced('job test-queue', { 'landline.job': 'test-queue' }, () =>
      inTransaction(t.database.db, async (tx) => (await tx.execute(sql`select 1 as one`)) && 'done'),
    );
    expect(answer).toBe('done');
    const job = await received((span) => span.name === 'job test-queue');
    expect(job.parentSpanId ?? '').toBe('');
    await received((span) => span.parentSpanId === job.spanId);
    expect(childrenOf(job).map((s) => s.name)).toEqual(['db transaction']);
  });

  it("trace each run of the app's job queue as a trace of its own, named after its queue (decision 270)", async () => {
    // The hold-expiry sweep is sent when the app is ready; its run ends its holds in a transaction.
    await t.app.ready();
    const run = await received((span) => span.name === 'job expire-holds');
    expect(run.parentSpanId ?? '').toBe('');
    expect(run.attributes).toMatchObject({ 'messaging.system': 'pg-boss', 'messaging.destination.name': 'expire-holds' });
  });

  it('say once in the log when spans stop reaching the collector, and when they reach it again', async () => {
    const said = (text: string) => lines.filter((line) => line.includes(text)).length;
    collector.state.refuse = true;
    try {
      for (let i = 0; i < 2; i++) {
        await t.app.inject({ method: 'GET', url: '/healthz' });
        await expect(t.tracing.flush()).rejects.toThrow();
      }
    } finally {
      collector.state.refuse = false;
    }
    expect(said('traces not sent to the collector')).toBe(1);
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await serverSpanOf(lastRequestId());
    expect(said('traces reach the collector again')).toBe(1);
    expect(collector.posts.every((post) => post === 'POST /v1/traces application/json')).toBe(true);
  });
});

describe('without a collector', () => {
  it('make no provider and no span, send nothing, and answer as before', async () => {
    // Even the exporter's own variable, read by the OpenTelemetry library when it is given no address, is not followed.
    const elsewhere = await otlpReceiver();
    const before = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = elsewhere.url;
    const quiet: string[] = [];
    let plainApp: TestApp | undefined;
    try {
      plainApp = await testApp(undefined, {
        perIpLimits: false,
        config: { LOG_LEVEL: 'info' },
        logStream: { write: (line) => void quiet.push(line) },
      });
      expect(plainApp.tracing).toBe(NO_TRACING);
      const res = await plainApp.app.inject({ method: 'PUT', url: '/api/bookings/reservation/', payload: searchBody });
      expect(res.statusCode).toBe(200);
      searchResponseSchema.parse(res.json());
      const traced = await t.app.inject({ method: 'PUT', url: '/api/bookings/reservation/', payload: searchBody });
      expect(Object.keys(res.headers).sort()).toEqual(Object.keys(traced.headers).sort());
      expect(quiet.length).toBeGreaterThan(0);
      for (const line of quiet) expect(line).not.toMatch(/trace_id|span_id/);
    } finally {
      if (before === undefined) delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
      else process.env.OTEL_EXPORTER_OTLP_ENDPOINT = before;
      // Closing would send what a provider held: there is none, so nothing arrives.
      await plainApp?.close();
      await elsewhere.close();
    }
    expect(elsewhere.posts).toEqual([]);
  });
});

/** The id of the last request the traced app logged (Fastify's `request.id`, the log's `reqId`). */
function lastRequestId(): string {
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = JSON.parse(lines[i]) as { reqId?: string };
    if (line.reqId) return line.reqId;
  }
  throw new Error('no request logged');
}
