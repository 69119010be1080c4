import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// lib/, components/, server/ and i18n/ (the page's language, decision 267) sit under the features (account/, booking/, cities/…) and the
// routes: they may import each other and packages, never a feature or a route. A feature's part
// they need moves down here, or comes in as a prop or a parameter (the shell's account menu).
// Between folders the imports run one way: no folder reaches back into one that imports it
// (decision 261).

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOWER = ['lib', 'components', 'server', 'i18n'];

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

/** The folder of a file under app/ ('' for the files at its top: root, routes.ts, entry.server). */
const folderOf = (file: string) => (file.includes(path.sep) ? file.split(path.sep)[0] : '');

/** The folders that reach themselves through other folders' imports (the app's own sources, not its tests). */
function folderLoops(): string[][] {
  const folders = readdirSync(APP, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const edges = new Map<string, Set<string>>(folders.map((folder) => [folder, new Set<string>()]));
  for (const folder of folders) {
    for (const file of sources(folder).filter((f) => !/\.test\.tsx?$|test-fixtures/.test(f))) {
      for (const target of relativeImports(file)) {
        const to = folderOf(target);
        if (to && to !== folder && edges.has(to)) edges.get(folder)!.add(to);
      }
    }
  }
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
    [...edges.get(from)!].some((next) => next === to || (!seen.has(next) && (seen.add(next), reaches(next, to, seen))));
  return folders.flatMap((a) => [...edges.get(a)!].filter((b) => reaches(b, a)).map((b) => [a, b]));
}

describe('layers of the web app', () => {
  it('has no folder in an import loop', () => {
    expect(folderLoops()).toEqual([]);
  });

  it('keeps lib/, components/, server/ and i18n/ free of imports from features and routes', () => {
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
