import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { TEST_NOW, testApp, type TestApp } from './harness.js';

// docs/security.md lists every API route that takes an identifier (a path parameter, or a
// booking's cart, reservation or reference in the body) with what it requires (decision 233). A
// route served and not listed fails here: who may use it has to be decided and written down first.

/** Routes whose identifier comes in the body rather than the path. */
const BODY_IDENTIFIERS = ['PUT cart/remove_item_from_cart/', 'PUT cart/clear_items/', 'PUT cart/check_out/'];

let t: TestApp;
beforeAll(async () => {
  t = await testApp(TEST_NOW);
});
afterAll(() => t.close());

/**
 * `METHOD path` of every route the API serves, its parameters written as docs/security.md writes
 * them ({name}). The router prints a tree: a route under another (`calendar/` under
 * `/api/v2/booking/tickets/:pnr/`) is printed by its own part, indented under its parent's line.
 */
function apiRoutes(app: TestApp['app']): string[] {
  const routes: string[] = [];
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    const parents: string[] = [];
    for (const line of app.printRoutes({ method, commonPrefix: false }).split('\n')) {
      const node = /^((?:│ {3}| {4})*)[├└]── (\S+)( \(.+\))?/.exec(line);
      if (!node) continue;
      const depth = node[1].length / 4;
      const full = (parents[depth - 1] ?? '') + node[2];
      parents[depth] = full;
      if (node[3] && full.startsWith('/api/')) routes.push(`${method} ${full.replace(/^\/api\//, '').replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes;
}

describe('docs/security.md, "Identifiers and what they open"', () => {
  it('lists every route that takes an identifier', () => {
    const withIdentifier = apiRoutes(t.app).filter((r) => r.includes('{') || BODY_IDENTIFIERS.includes(r));
    // Every route of the spec that takes one is there (a sample the parser must find).
    expect(withIdentifier).toEqual(
      expect.arrayContaining([
        'GET seats/{pnr}/{segment}/',
        'PUT bookings/{uuid}/passengers/',
        'GET v2/booking/tickets/{pnr}/',
        // Routes under another route's path (the router prints them as its children).
        'POST v2/booking/tickets/{pnr}/check_in/',
        'GET v2/booking/tickets/{pnr}/calendar/',
        'GET v2/booking/tickets/{pnr}/flight_check_in/{direction}/',
      ]),
    );
    const doc = fs.readFileSync(path.join(REPO_ROOT, 'docs/security.md'), 'utf8');
    const table = doc.slice(doc.indexOf('## Identifiers and what they open'), doc.indexOf('## Limits and their numbers'));
    const missing = withIdentifier.filter((r) => !spellings(r).some((spelled) => table.includes(`\`${spelled}\``)));
    expect(missing).toEqual([]);
  });
});

/** A route as it may be written: the router prints a parameter that routes name differently at one place as `{a}|{b}`. */
function spellings(route: string): string[] {
  const merged = /\{(\w+)\}\|\{(\w+)\}/.exec(route);
  if (!merged) return [route];
  return [merged[1], merged[2]].flatMap((name) => spellings(route.replace(merged[0], `{${name}}`)));
}
