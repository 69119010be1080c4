import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, parseAst, type Plugin } from 'vite';

/**
 * One id per build: a timestamp and a random part. Kept in process.env so every evaluation of
 * this file inside the same build process (React Router may load it more than once) agrees.
 * BUILD_VERSION in the environment wins (a CI can pass the commit id).
 */
function buildVersion(command: 'build' | 'serve'): string {
  if (command === 'serve') return process.env.BUILD_VERSION ?? 'dev';
  process.env.BUILD_VERSION ??= `${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}-${randomBytes(4).toString('hex')}`;
  return process.env.BUILD_VERSION;
}

/** Writes build-version.txt next to index.html; the API reads it and reports it in settings. */
function buildVersionFile(version: string): Plugin {
  return {
    name: 'landline:build-version-file',
    apply: 'build',
    writeBundle(options) {
      if (this.environment?.name !== 'client' || !options.dir) return;
      fs.mkdirSync(options.dir, { recursive: true });
      fs.writeFileSync(path.join(options.dir, 'build-version.txt'), `${version}\n`);
    },
  };
}

/**
 * @landline/shared is pure (no I/O, no side effects), but its package.json does not say so and
 * its index re-exports the zod schemas, whose top-level calls would otherwise pull zod into every
 * page. Declaring its modules side-effect free lets unused schemas drop out of the bundle.
 */
function sharedIsPure(): Plugin {
  const marker = `${path.sep}packages${path.sep}shared${path.sep}src${path.sep}`;
  const schemas = `${marker}schemas${path.sep}`;
  return {
    name: 'landline:shared-is-pure',
    transform(code, id) {
      if (!id.includes(marker)) return null;
      return { code: id.includes(schemas) ? pureTopLevelCalls(code) : code, map: null, moduleSideEffects: false };
    },
  };
}

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (v: unknown): v is AstNode => Boolean(v) && typeof (v as AstNode).type === 'string';

/**
 * A shared schema module also exports plain constants (GENDERS, TITLES, passwordMeetsRules…)
 * the account pages use; importing one keeps the whole module, and its top-level zod calls
 * (`z.object(…)`, `z.coerce.number(…)`) would bring classic zod along. Each top-level constant
 * built by a call is wrapped in an immediately called arrow marked pure — it runs at the same
 * moment as before, and a bundle that does not use the constant drops it with everything it
 * reads. Function declarations are left alone.
 */
export function pureTopLevelCalls(code: string): string {
  let program: { body: AstNode[] };
  try {
    program = parseAst(code) as unknown as { body: AstNode[] };
  } catch {
    return code;
  }
  const callsAtLoad = (node: AstNode): boolean => {
    if (/^(Arrow)?Function(Expression|Declaration)$|^Class(Expression|Declaration)$/.test(node.type)) return false;
    if (node.type === 'CallExpression' || node.type === 'NewExpression' || node.type === 'TaggedTemplateExpression') return true;
    return Object.values(node).some((value) =>
      Array.isArray(value) ? value.some((v) => isNode(v) && callsAtLoad(v)) : isNode(value) && callsAtLoad(value),
    );
  };
  const edits: { at: number; text: string }[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const d of declaration.declarations as AstNode[]) {
      if (!isNode(d.init) || !callsAtLoad(d.init)) continue;
      edits.push({ at: d.init.start, text: '/* @__PURE__ */ (() => (' }, { at: d.init.end, text: '))()' });
    }
  }
  if (!edits.length) return code;
  edits.sort((a, b) => a.at - b.at);
  let out = '';
  let last = 0;
  for (const e of edits) {
    out += code.slice(last, e.at) + e.text;
    last = e.at;
  }
  return out + code.slice(last);
}

export default defineConfig(({ command }) => {
  const version = buildVersion(command);
  return {
    plugins: [sharedIsPure(), reactRouter(), buildVersionFile(version)],
    define: { __BUILD_VERSION__: JSON.stringify(version) },
    server: {
      proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3111', changeOrigin: true } },
    },
  };
});
