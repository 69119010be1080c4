import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// lib/ and components/ sit under the features (account/, booking/, cities/…) and the routes:
// they may import each other and packages, never a feature or a route. A feature's part they
// need moves down here, or comes in as a prop or a parameter (the shell's account menu).

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOWER = ['lib', 'components'];

function sources(dir: string): string[] {
  return readdirSync(path.join(APP, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Where each relative import of a file leads, as a path under app/. */
function relativeImports(file: string): string[] {
  const source = readFileSync(path.join(APP, file), 'utf8');
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
  return specifiers.map((s) => path.relative(APP, path.resolve(APP, path.dirname(file), s)));
}

describe('layers of the web app', () => {
  it('keeps lib/ and components/ free of imports from features and routes', () => {
    const files = LOWER.flatMap(sources);
    expect(files.length).toBeGreaterThan(5);
    const reaching = files.flatMap((file) =>
      relativeImports(file)
        .filter((target) => !LOWER.includes(target.split(path.sep)[0]))
        .map((target) => `${file} → ${target}`),
    );
    expect(reaching).toEqual([]);
  });
});
