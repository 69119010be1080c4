import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESULTS_ROW_HEIGHT } from '@landline/shared/constants';

// The spec's "results row default height 229" is the placeholder rows' height while a search
// runs (decision 254): the stylesheet must say the constant's number.
describe('the results row default height', () => {
  it('is the placeholder rows’ height', () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, 'results.css'), 'utf8');
    const skeleton = /\.skeleton \{[^}]*?height: (\d+)px;/.exec(css);
    expect(Number(skeleton?.[1])).toBe(RESULTS_ROW_HEIGHT);
  });
});
