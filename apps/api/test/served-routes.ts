import type { TestApp } from './harness.js';

/**
 * `METHOD path` of every route the API serves (under /api/, the prefix left out), its parameters
 * written as docs/security.md and the OpenAPI document write them ({name}). The router prints a
 * tree: a route under another (`calendar/` under `/api/v2/booking/tickets/:pnr/`) is printed by
 * its own part, indented under its parent's line.
 */
export function apiRoutes(app: TestApp['app']): string[] {
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

/** A route as it may be written: the router prints a parameter that routes name differently at one place as `{a}|{b}`. */
export function spellings(route: string): string[] {
  const merged = /\{(\w+)\}\|\{(\w+)\}/.exec(route);
  if (!merged) return [route];
  return [merged[1], merged[2]].flatMap((name) => spellings(route.replace(merged[0], `{${name}}`)));
}
