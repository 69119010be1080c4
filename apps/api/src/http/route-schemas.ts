// Each API route declares its input (path, query, body) and its answer with the shared zod
// schemas, in its route options: Fastify parses the input with them before the handler runs, and
// the OpenAPI document (openapi/) is written from the same declarations (decision 271).
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler, FastifySerializerCompiler, RouteOptions } from 'fastify';
import type {} from '@fastify/swagger';
import { z, type ZodType } from 'zod';
import { parseInput } from './errors.js';

declare module 'fastify' {
  interface FastifySchema {
    /** The route takes nothing from the request (no path parameter, query or body), on purpose. */
    noInput?: true;
  }
}

/** The parts of a request a route may declare, in the order Fastify parses them. */
const INPUT_PARTS = ['params', 'body', 'querystring'] as const;

const handlerParsed = new WeakSet<ZodType>();

/**
 * A schema the document shows but the handler parses itself, because its rules need something
 * found first (the hold the passengers join, the ride a pickup is for, the form a quote is on).
 * Typed as not a zod schema, so the handler's `request.body` stays `unknown` until it parses it.
 */
export function parsedByHandler(schema: ZodType): { readonly parsedByHandler: true } {
  handlerParsed.add(schema);
  return schema as unknown as { readonly parsedByHandler: true };
}

/**
 * Parses a declared part with its schema as `parseInput` does, so a refusal is the spec's
 * `validation_error` it always was; the handler gets the parsed value (trimmed, defaults filled).
 */
export const zodInput: FastifySchemaCompiler<ZodType> = ({ schema, httpPart }) => {
  // Headers are described, never replaced: a parsed copy would keep only the headers it names.
  if (handlerParsed.has(schema) || httpPart === 'headers') return () => true;
  return (data) => {
    try {
      return { value: parseInput(schema, data) };
    } catch (error) {
      return { error: error as Error };
    }
  };
};

/**
 * Answers are written as before, with JSON.stringify: a declared answer schema is for the
 * document, and answers are not re-validated at run time (docs/architecture.md; the tests parse them).
 */
export const plainJson: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/** `METHOD url` of a route, as the problems below name it. */
const nameOf = (route: Pick<RouteOptions, 'method' | 'url'>) => `${[route.method].flat().join(',')} ${route.url}`;

/**
 * What a route of the API fails to declare: its summary and tags, a schema for each path
 * parameter, and its input (or `noInput`). An empty list: the route is fully described.
 */
export function declarationProblems(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): string[] {
  const schema: FastifySchema = route.schema ?? {};
  const problems: string[] = [];
  if (!schema.summary) problems.push('no summary');
  if (!schema.tags?.length) problems.push('no tags');
  const declared = INPUT_PARTS.filter((part) => schema[part] !== undefined);
  if (/[:*]/.test(route.url) && !declared.includes('params')) problems.push('path parameters without a params schema');
  if (schema.noInput && declared.length) problems.push(`noInput, yet it declares ${declared.join(' and ')}`);
  if (!schema.noInput && !declared.length) problems.push('no params, querystring or body schema, and no noInput');
  return problems.map((problem) => `${nameOf(route)}: ${problem}`);
}

/**
 * The API's routes parse with their zod schemas and must declare them: a route registered in
 * `api` without its declarations stops the app from starting, so no call goes undocumented.
 */
export function declaredRoutes(api: FastifyInstance): void {
  api.setValidatorCompiler(zodInput);
  api.setSerializerCompiler(plainJson);
  api.addHook('onRoute', (route) => {
    const problems = declarationProblems(route);
    if (problems.length) throw new Error(`an API route is not declared (decision 271): ${problems.join('; ')}`);
  });
}

/**
 * Path parameters the handler reads as text (the service finds what they name, or answers 404):
 * declared for the document, with what each one is.
 */
export function pathParams<K extends string>(described: Record<K, string>) {
  const shape = Object.fromEntries(
    Object.entries(described).map(([name, what]) => [name, z.string().meta({ description: what as string })]),
  );
  return z.object(shape as Record<K, z.ZodString>);
}

/** The answer of a call that only says it is done, in words to show. */
export const DETAIL = z.object({ detail: z.string() });
