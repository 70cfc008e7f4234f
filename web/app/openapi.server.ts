// The HTTP API's description (issue 24 point 8, ADR draft docs/decisions/openapi-DRAFT.md): an
// OpenAPI 3.1 document written from the composed app's own route table (`app.routes`), served
// at GET /api/openapi.json. Each route's request body, query, answers and refusals come from
// the `describe(…)` middleware registered with it (web/server/openapi.server.ts), whose body
// schema is the very object its handler validates with; who may call it comes from
// web/app/route-access.ts. The few routes whose files declare nothing (the edge functions, the
// files, the realtime socket) are described in openapi-external.server.ts.
// tests/integration/openapi.test.ts holds the document to the routes and to the validators.
import type { Context, Hono } from 'hono';
import type { RouterRoute } from 'hono/types';
import { SESSION_COOKIE_NAME } from '../server/auth.server.ts';
import {
  type Answer,
  ERROR_STATUSES,
  type ErrorStatus,
  type JsonSchema,
  jsonSchemaOf,
  type RouteDoc,
  routeDocOf,
} from '../server/openapi.server.ts';
import type { AppEnv } from '../server/viewer.server.ts';
import { EXTERNAL_ROUTE_DOCS, openApiDoc, type Security } from './openapi-external.server.ts';
import { ROUTE_ACCESS, type RouteAccess } from './route-access.ts';
import { changesStateOnGet } from './state-changing-gets.ts';

/** The document's address. */
export const OPENAPI_PATH = '/api/openapi.json';

const SERVED = /^\/(api|functions\/v1|storage\/v1)\//;

export type DocumentedRoute = {
  method: string;
  /** Hono's pattern, as route-access.ts keys it ('/api/job/:jobId'). */
  path: string;
  doc: RouteDoc & { tag: string; security?: Security };
  access: RouteAccess | null;
};

/** '/api/job/:jobId' → '/api/job/{jobId}'; a trailing '*' (the rest of the path) → '{path}'. */
export function documentPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/\*$/, '/{path}');
}

/** The path parameters of a Hono pattern, in order. */
export function pathParams(path: string): string[] {
  const names = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  return path.endsWith('/*') ? [...names, 'path'] : names;
}

/**
 * The served routes (under /api, /functions/v1, /storage/v1) with their declarations, keyed
 * 'METHOD /path'. A route with none is missing here (and the document leaves it out).
 */
export function documentedRoutes(routes: readonly RouterRoute[]): Map<string, DocumentedRoute> {
  const found = new Map<string, DocumentedRoute>();
  for (const r of routes) {
    if (r.method === 'ALL' || !SERVED.test(r.path)) continue;
    const key = `${r.method} ${r.path}`;
    const doc = routeDocOf(r.handler) ?? EXTERNAL_ROUTE_DOCS[key];
    if (!doc || found.has(key)) continue;
    found.set(key, { method: r.method, path: r.path, doc, access: ROUTE_ACCESS[key] ?? null });
  }
  return found;
}

/**
 * The refusals a route answers: those its declaration names, and those its access line, its
 * method and its body imply.
 */
export function refusalsOf(route: DocumentedRoute): ErrorStatus[] {
  const { doc, access, method, path } = route;
  const out = new Set<ErrorStatus>(doc.errors ?? []);
  if (access) {
    if (access.who === 'signed-in' || Array.isArray(access.who)) out.add(401);
    if (Array.isArray(access.who)) out.add(403);
    if (access.who === 'secret') [400, 401, 403].forEach((s) => out.add(s as ErrorStatus));
    if (access.on && access.on !== 'self') out.add(404);
    if (access.on === 'party') out.add(403);
    if (access.noneIs404) out.add(404);
  }
  // A state-changing request from anywhere but our own pages (web/app/app.ts).
  const concrete = path.replace(/:[A-Za-z0-9_]+/g, 'x');
  if (SERVED.test(path) && path.startsWith('/api/')) {
    if (method !== 'GET' || changesStateOnGet(concrete)) out.add(403);
  }
  if (doc.body || doc.form || doc.rawBody) {
    out.add(400);
    if (path.startsWith('/api/')) out.add(413);
  }
  if (doc.body || doc.form) out.add(422);
  return ERROR_STATUSES.filter((s) => out.has(s));
}

const REFUSALS: Record<ErrorStatus, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: 'The body is not JSON, not a JSON object, or holds a NUL character; or a path ' +
      'or query value is malformed.',
  },
  401: { name: 'Unauthorized', description: 'Not signed in (or the signature is missing).' },
  403: {
    name: 'Forbidden',
    description: 'Not for this caller: another role, a record of which the caller is not a ' +
      'party, or a state-changing request that did not come from the site’s own pages (its ' +
      'Origin, or Sec-Fetch-Site).',
  },
  404: { name: 'NotFound', description: 'No such record, or none the caller may see.' },
  409: { name: 'Conflict', description: 'The record’s state does not allow it now.' },
  413: {
    name: 'ContentTooLarge',
    description: 'The body is over the limit: 64 KiB of JSON, 12 MiB of upload, or the file’s ' +
      'own limit.',
  },
  422: {
    name: 'UnprocessableContent',
    description: 'A field is not valid: one message per field, keyed by the field’s name.',
  },
  426: { name: 'UpgradeRequired', description: 'Only a WebSocket is answered here.' },
  429: { name: 'TooManyRequests', description: 'Too many attempts: try again later.' },
};

/** The body of every refusal (ApiError, rendered by web/app/app.ts). */
export const FIELD_ERRORS_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'Field errors: each key a field of the request (or `general`), each value its ' +
    'message in the request’s language (the `locale` cookie, else Accept-Language).',
  additionalProperties: { type: 'string' },
  examples: [{ email: 'Please enter a valid email address' }, { general: 'Please sign in.' }],
};

const SUCCESS: Record<number, string> = {
  101: 'Switching Protocols',
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
};

function operationId(method: string, path: string): string {
  const words = path.split('/').filter(Boolean).map((part) =>
    part === '*'
      ? 'Path'
      : part.startsWith(':')
      ? `By${cap(part.slice(1))}`
      : part.split(/[^A-Za-z0-9]+/).filter(Boolean).map(cap).join('')
  );
  return method.toLowerCase() + words.join('');
}
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function answerObject(status: number, answer: Answer) {
  if ('contentType' in answer && !('kind' in answer)) {
    return {
      description: answer.description,
      ...(answer.contentType
        ? {
          content: {
            [answer.contentType]: {
              schema: { type: 'string', contentMediaType: answer.contentType },
            },
          },
        }
        : {}),
    };
  }
  const schema = jsonSchemaOf(answer as Parameters<typeof jsonSchemaOf>[0], 'output');
  return {
    description: typeof schema.description === 'string'
      ? schema.description
      : SUCCESS[status] ?? 'Success',
    content: { 'application/json': { schema } },
  };
}

function securityOf(route: DocumentedRoute): Security {
  if (route.doc.security) return route.doc.security;
  const who = route.access?.who;
  if (who === 'secret') return [{ stripeSignature: [] }];
  if (who === 'anyone' || !who) return [{}, { session: [] }];
  return [{ session: [] }];
}

/** One operation of the document. */
export function operationOf(route: DocumentedRoute): Record<string, unknown> {
  const { doc, method, path, access } = route;
  const parameters: Record<string, unknown>[] = pathParams(path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: doc.params?.[name] ? jsonSchemaOf(doc.params[name], 'input') : { type: 'string' },
    ...(name === 'path' && path.endsWith('/*')
      ? { description: 'The rest of the path, slashes included.' }
      : {}),
  }));
  if (doc.query) {
    const query = jsonSchemaOf(doc.query, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(query.properties as Record<string, JsonSchema>)) {
      const { description, ...rest } = schema;
      parameters.push({
        name,
        in: 'query',
        required: required.has(name),
        schema: rest,
        ...(description ? { description } : {}),
      });
    }
  }
  for (const [name, header] of Object.entries(doc.headers ?? {})) {
    parameters.push({
      name,
      in: 'header',
      description: header.description,
      schema: { type: 'string' },
    });
  }
  let requestBody: Record<string, unknown> | undefined;
  if (doc.body) {
    requestBody = {
      required: !doc.bodyOptional,
      content: { 'application/json': { schema: jsonSchemaOf(doc.body, 'input') } },
    };
  } else if (doc.form) {
    requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: jsonSchemaOf(doc.form, 'input') } },
    };
  } else if (doc.rawBody) {
    requestBody = {
      required: true,
      description: doc.rawBody.description,
      content: { [doc.rawBody.contentType]: { schema: {} } },
    };
  }
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(doc.answers)) {
    responses[status] = answerObject(Number(status), answer);
  }
  for (const status of refusalsOf(route)) {
    responses[status] = { $ref: `#/components/responses/${REFUSALS[status].name}` };
  }
  return {
    operationId: operationId(method, path),
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    security: securityOf(route),
    ...(access
      ? {
        'x-access': Object.fromEntries(
          Object.entries(access).filter(([, value]) => value !== undefined),
        ),
      }
      : {}),
  };
}

/** The OpenAPI 3.1 document of the routes `routes` serves. */
export function openApiDocument(routes: readonly RouterRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  const described = [...documentedRoutes(routes).values()]
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  for (const route of described) {
    const item = (paths[documentPath(route.path)] ??= {});
    item[route.method.toLowerCase()] = operationOf(route);
    tags.add(route.doc.tag);
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Tendwell API',
      version: '1',
      description: [
        'The HTTP API of Tendwell’s pages, described from the same valibot schemas that check ' +
        'each request. Bodies are JSON objects unless a route says otherwise; a refusal is ' +
        '`{ field: message }` with a 4xx status, in the request’s language.',
        'A state-changing request must come from the site’s own pages (Origin), and a signed-in ' +
        'caller sends the session cookie. `x-access` says who may call each route ' +
        '(web/app/route-access.ts).',
        'Cross-field checks (a start before its end, a password typed twice) and trimming are ' +
        'not expressible in JSON Schema; they answer 422 naming the field.',
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { FieldErrors: FIELD_ERRORS_SCHEMA },
      responses: Object.fromEntries(
        ERROR_STATUSES.map((status) => [REFUSALS[status].name, {
          description: REFUSALS[status].description,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/FieldErrors' } } },
        }]),
      ),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description: 'The session cookie that signing in sets.',
        },
        functionsSecret: {
          type: 'http',
          scheme: 'bearer',
          description: 'The scheduler’s FUNCTIONS_SECRET (edge functions’ runs).',
        },
        stripeSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'stripe-signature',
          description: 'The payment processor’s signature of the raw body.',
        },
      },
    },
  };
}

/**
 * Registers GET /api/openapi.json on `app`: the document of `app`'s own routes, written once
 * (on the first request, when every route is registered) and cached by anyone for an hour.
 */
export function serveOpenApi(app: Hono<AppEnv>) {
  let body: string | null = null;
  app.get(OPENAPI_PATH, openApiDoc, (c: Context<AppEnv>) => {
    body ??= JSON.stringify(openApiDocument(app.routes));
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(body);
  });
}
