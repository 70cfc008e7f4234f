// How a route describes itself for the OpenAPI document (issue 24 point 8, ADR draft
// docs/decisions/openapi-DRAFT.md). Each API route is registered with a `describe(…)` middleware
// that carries its declaration: the body schema its handler checks (`readJson(c, route.body, …)`
// is handed that same object), its query, path parameters, answers and the refusals its own rules
// add. web/app/openapi.server.ts walks the composed app's routes, finds these middlewares and
// writes the document; what the document says about a body is, by construction, the schema that
// checks it. The JSON Schema of a valibot schema is @valibot/to-json-schema's.
import type { MiddlewareHandler } from 'hono';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';

/**
 * The refusals an API route may answer, each `{ field: message }` (web/server/http.server.ts);
 * 426 is the realtime socket's answer to a request that is not a WebSocket.
 */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 422, 426, 429] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** An answer that is not JSON: a file to download, a WebSocket's upgrade. */
export type OtherAnswer = {
  readonly contentType: string | null;
  readonly description: string;
};

/** A success answer: a valibot schema (JSON) or another content type. */
export type Answer = v.GenericSchema | OtherAnswer;

export type RouteDoc = {
  /** One line: what the route does. */
  readonly summary: string;
  /** More, where a client needs it (what is accepted besides the schema, what the answer means). */
  readonly description?: string;
  /**
   * The JSON body, checked by the handler with exactly this schema (readJson(c, route.body, …),
   * or parseWith/validating for the routes that accept a bare array).
   */
  readonly body?: v.GenericSchema;
  /** The body may be left out (read as none). */
  readonly bodyOptional?: true;
  /** A multipart form (an upload): its fields; files are `upload`. */
  readonly form?: v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;
  /** A body no schema here checks (the processor's signed event): described, not validated. */
  readonly rawBody?: { readonly contentType: string; readonly description: string };
  /** The query string: an object of its parameters (each optional unless the route needs it). */
  readonly query?: v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;
  /** Path parameters checked by a schema; any other is a plain string. */
  readonly params?: Readonly<Record<string, v.GenericSchema>>;
  /** Request headers the route reads. */
  readonly headers?: Readonly<Record<string, { readonly description: string }>>;
  /** The success answers by status. */
  readonly answers: Readonly<{ [status: number]: Answer }>;
  /**
   * Refusals the route's own rules give besides those its access line (web/app/route-access.ts),
   * its method and its body imply (web/app/openapi.server.ts adds those).
   */
  readonly errors?: readonly ErrorStatus[];
};

/** A route's declaration, as the middleware registered with it. */
export type Described<D extends RouteDoc> = MiddlewareHandler & D & { readonly [DOC]: RouteDoc };

const DOC = Symbol.for('tendwell.openapi.route');

/**
 * `describe` for one part of the API (`tag` groups its routes in the document):
 *
 *   const describe = describeRoutes('Shifts');
 *   const newShifts = describe({ summary: '…', body: NewShiftsSchema, answers: { 201: … } });
 *   shiftsApi.post('/shift/new-shift', newShifts, async (c) => {
 *     const input = await readJson(c, newShifts.body, shiftsMessages);
 */
export function describeRoutes(tag: string) {
  return <const D extends RouteDoc>(doc: D): Described<D> => {
    const middleware: MiddlewareHandler = async (_c, next) => {
      await next();
    };
    return Object.assign(middleware, doc, { [DOC]: { ...doc, tag } }) as Described<D>;
  };
}

/** The declaration a registered handler carries (with its tag), or null. */
export function routeDocOf(handler: unknown): (RouteDoc & { tag: string }) | null {
  if (typeof handler !== 'function') return null;
  const own = (handler as { [DOC]?: RouteDoc & { tag: string } })[DOC];
  if (own) return own;
  // A sub-app with its own error handler is mounted with each handler wrapped (Hono's route()).
  const inner = (handler as { __COMPOSED_HANDLER?: unknown }).__COMPOSED_HANDLER;
  return inner ? routeDocOf(inner) : null;
}

// ---------------------------------------------------------------------------- JSON Schema

export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema (2020-12, OpenAPI 3.1's dialect) of a valibot schema: for a request, what a
 * client may send (a pipeline is read up to its first transformation); for an answer, what the
 * server sends. Checks no JSON Schema can say (one field against another, trimming) are left out:
 * the 422 answer names the field.
 */
export function jsonSchemaOf(schema: v.GenericSchema, mode: 'input' | 'output'): JsonSchema {
  const converted = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: mode,
    errorMode: 'ignore',
    overrideSchema: ({ valibotSchema }) =>
      valibotSchema.type === 'file' || valibotSchema.type === 'blob'
        ? { type: 'string', contentMediaType: 'application/octet-stream' }
        : undefined,
  }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

// ---------------------------------------------------------------------------- answer shapes
//
// Where a domain's model type has no valibot schema, an answer is described by its top-level
// shape: the keys a client reads, with the nested records named after their model type.

/** `{ ok: true }`: done, nothing else to say. */
export const OkAnswer = v.object({ ok: v.literal(true) });

/**
 * A record of a domain's model type (`title`, e.g. 'Shift', from `where`), described by the
 * fields given (others may be present): `record('Shift', 'shifts/model.ts', { id: v.string() })`.
 */
export function record<E extends v.ObjectEntries>(title: string, where: string, entries: E) {
  return v.pipe(
    v.looseObject(entries),
    v.title(title),
    v.description(`The ${title} of web/domains/${where}.`),
  );
}

/** A file field of a multipart form. */
export const upload = v.pipe(v.file(), v.description('The file (multipart/form-data).'));

/** A downloaded file of `contentType` (or, with null, an answer without a body). */
export const download = (contentType: string | null, description: string): OtherAnswer => ({
  contentType,
  description,
});

/** An instant as the API writes it (ISO 8601, UTC). */
export const instant = v.pipe(v.string(), v.description('An instant, ISO 8601.'));
