// Builds the server for `npm start` to run with plain Node: dist/main.js (src/start.ts: sets
// NODE_ENV's default, then imports the rest) and the server itself in one chunk beside it.
// Running the TypeScript through tsx kept a loader thread, esbuild's transform of every module and
// their source maps in the server process: ~110 MB of the idle server's memory
// (docs/performance.md, "Memory"). `npm run dev` still runs the sources through tsx.
//
// Our own code (src/ and the workspace packages, which export TypeScript) is bundled; every
// package from node_modules stays an import, loaded from node_modules as before (PGlite finds its
// WebAssembly next to itself, React is the one copy the web build also uses). A module that
// finds files from its own place (import.meta.url) keeps its place: the bundle resolves such
// paths from the source file's location, so dist/ may sit anywhere beside src/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(here, 'dist');

/** Workspace packages (name → folder): bundled from their TypeScript sources. */
const workspace = new Map([['@landline/shared', path.resolve(here, '../../packages/shared')]]);

/** The source file's own URL, written relative to the bundle so that the tree may move. */
const ownPlace = {
  name: 'own-place',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      let contents = await fs.promises.readFile(args.path, 'utf8');
      if (contents.includes('import.meta.url')) {
        const relative = path.relative(outdir, args.path).split(path.sep).join('/');
        contents = contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`);
      }
      return { contents, loader: 'ts' };
    });
  },
};

/** Bare imports stay imports, except the workspace packages. */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
      if (workspace.has(name) || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

// A clean folder: chunk names carry a hash, and an old chunk must not linger.
fs.rmSync(outdir, { recursive: true, force: true });
const result = await esbuild.build({
  entryPoints: { main: path.join(here, 'src/start.ts') },
  outdir,
  // start.ts's dynamic import stays a real import of its own chunk: bundled inline, the imports
  // of React and the other packages would be hoisted above the line that sets NODE_ENV.
  splitting: true,
  chunkNames: 'server-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Names in stack traces and logs as in the sources; a source map for `node --enable-source-maps`.
  keepNames: true,
  sourcemap: 'linked',
  plugins: [packagesOutside, ownPlace],
  logLevel: 'warning',
  metafile: true,
});

// One byte a character (decision 310): V8 keeps a module's source for the server's whole life, as
// Latin-1 when every character fits, else as two bytes for all of them. esbuild escapes strings
// (its ASCII charset) but copies the comments it keeps, and one '→' in a comment doubled the
// server chunk's 1 MB; escaped, a comment reads the same and the code's columns do not move.
for (const file of Object.keys(result.metafile.outputs).filter((name) => name.endsWith('.js'))) {
  const code = fs.readFileSync(file, 'utf8');
  const latin1 = code.replace(/[\u0100-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (latin1 !== code) fs.writeFileSync(file, latin1);
}

// Every bundled input must be ours: a package from node_modules inside the bundle would be a
// second copy beside the one other packages import.
const strays = Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules'));
if (strays.length) throw new Error(`bundled from node_modules: ${strays.join(', ')}`);

// Libraries a server may never use are loaded when first used (decision 310): none may be imported
// statically from the start, or an idle server carries it (11 MB of heap for these five).
const LOADED_WHEN_USED = ['stripe', 'pdf-lib', 'nodemailer', 'ioredis', 'gtfs-realtime-bindings'];
const outputs = result.metafile.outputs;
/** The chunk of src/main.ts: start.ts imports it, and with it everything a server starts with. */
const serverChunk = Object.keys(outputs).find((file) => Object.keys(outputs[file].inputs).includes('src/main.ts'));
const atStart = new Set();
const pending = [serverChunk];
const seen = new Set();
while (pending.length) {
  const file = pending.pop();
  if (seen.has(file)) continue;
  seen.add(file);
  for (const imported of outputs[file].imports) {
    if (imported.kind !== 'import-statement') continue;
    if (imported.external) atStart.add(imported.path);
    else pending.push(imported.path);
  }
}
const eager = LOADED_WHEN_USED.filter((name) => [...atStart].some((p) => p === name || p.startsWith(`${name}/`)));
if (eager.length) throw new Error(`loaded at start, but meant to load when first used: ${eager.join(', ')}`);
