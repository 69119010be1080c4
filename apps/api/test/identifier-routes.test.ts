import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { TEST_NOW, testApp, type TestApp } from './harness.js';
import { apiRoutes, spellings } from './served-routes.js';

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
