import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { freshDatabase } from './test-database.ts';

// The API's operations as its OpenAPI document describes them: tests walk this list, so a route
// added later gets the same bad input without anyone adding it to a test.

export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  /** A field of several types (latitude as text or a number). */
  anyOf?: JsonSchema[];
  /** A list's least length (a list without it may be empty: a host's tax registrations). */
  minItems?: number;
  example?: unknown;
};
type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; schema: JsonSchema };
type OpenApiOperation = {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema; example?: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const NIL_ID = '00000000-0000-4000-8000-000000000000';

export type Operation = {
  method: Method;
  /** The OpenAPI template, e.g. /api/media/scene/{file}. */
  path: string;
  /** The path with every parameter filled from its example (a nil UUID when it has none). */
  url: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema and an example that passes validation. */
  body?: { schema: JsonSchema; example: Record<string, unknown> };
  tags: string[];
  /** A successful answer is JSON (not an image or a redirect). */
  answersJson: boolean;
};

/** Fills `{name}` in an OpenAPI path with the given values (by default the parameter examples). */
export function fillPath(path: string, params: Parameter[], value = (p: Parameter) => p.schema.example) {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = params.find((p) => p.name === name);
    const filled = param ? value(param) : undefined;
    return filled === undefined ? NIL_ID : String(filled);
  });
}

export function apiOperations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const json = op.requestBody?.content['application/json'];
      // A file upload's form body has no JSON example: the walks treat it as a write without a body.
      const form = op.requestBody?.content['multipart/form-data'];
      if (op.requestBody && !json?.example && !form) {
        throw new Error(
          `${method.toUpperCase()} ${path}: its body schema has no example; add .meta({ examples: [...] }) to it`,
        );
      }
      return {
        method: method.toUpperCase() as Method,
        path,
        url: fillPath(path, pathParams),
        pathParams,
        queryParams: parameters.filter((p) => p.in === 'query'),
        tags: op.tags ?? [],
        body: json?.example ? { schema: json.schema, example: json.example } : undefined,
        answersJson: Object.entries(op.responses).some(
          ([status, answer]) => status.startsWith('2') && answer.content?.['application/json'],
        ),
      };
    }),
  );
}

/**
 * The operations of an app built on a throw-away database: for test files that need the list while
 * collecting their tests (before any beforeAll runs).
 */
export async function documentedOperations(): Promise<Operation[]> {
  const handle = await freshDatabase('pglite');
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), db: handle.db, logger: false });
  await app.ready();
  try {
    return apiOperations(app);
  } finally {
    await app.close();
    await handle.close();
  }
}
