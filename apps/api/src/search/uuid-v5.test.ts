import { v5 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { uuidV5 } from './uuid-v5.js';

describe('uuidV5', () => {
  const namespace = '6f1d7a2e-4b1c-5c3e-9a8f-2b7d1e0c4a55';

  it("gives the uuid package's v5 for the same name and namespace", () => {
    for (const name of [
      '',
      'FTC',
      '{"dep_from":"FTC","dep_to":"DEN","departure_date":"2026-12-01"}',
      'Montréal – Québec ✈',
      '😀'.repeat(40),
    ]) {
      expect(uuidV5(name, namespace)).toBe(v5(name, namespace));
    }
    expect(uuidV5('x', v5.URL)).toBe(v5('x', v5.URL));
  });

  it('refuses a namespace that is not a UUID', () => {
    expect(() => uuidV5('x', 'not-a-uuid')).toThrow('not a UUID');
  });
});
