import path from 'node:path';
import type { Rolldown } from 'vite';

type Group = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number];
type Context = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

/**
 * One chunk for the code of the root route, which every page loads: the shell (header, footer,
 * session, settings, analytics glue) and the libraries it imports. Left to itself the bundler
 * cut that code into some thirty small shared chunks, each its own request; on a slow mobile
 * link (6 connections, 150 ms a round trip) those requests, not their bytes, held the largest
 * paint back (docs/performance.md). Pages' own code stays in their route chunks, so no page loads
 * another page's code.
 */
export function shellChunk(appDirectory: string): Group {
  // The root route's module in the client build, as React Router names it.
  const root = `${path.join(appDirectory, 'root.tsx')}?__react-router-build-client-route`;
  let shell: Set<string> | null = null;
  return {
    debugName: 'shell',
    name: (id: string, ctx: Context) => {
      shell ??= staticImports(ctx, root);
      return shell.has(id) ? 'shell' : null;
    },
  };
}

/** Every module `start` reaches through static imports, not `start` itself. */
function staticImports(ctx: Context, start: string): Set<string> {
  const info = ctx.getModuleInfo(start);
  if (!info) throw new Error(`shell chunk: the build has no module ${start}`);
  const seen = new Set<string>();
  const queue = [...info.importedIds];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  seen.delete(start);
  return seen;
}
