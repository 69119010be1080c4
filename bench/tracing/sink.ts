// A collector that takes every batch of spans and counts it: where the tracing benchmarks send.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function spanSink(): Promise<{ endpoint: string; batches: () => number; close: () => Promise<void> }> {
  let batches = 0;
  const collector = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      batches++;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
    batches: () => batches,
    close: () => new Promise((resolve) => collector.close(() => resolve())),
  };
}
