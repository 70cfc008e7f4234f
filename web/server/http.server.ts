// The API's error shapes: field errors keyed by field (email, password, confirmPassword,
// general…) with a 4xx status. Bad input never reaches a 500. Errors carry catalog keys
// (`Text`), rendered in the request's locale when the answer is sent (see web/app/app.ts).
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { env } from './env.server.ts';
import { commonMessages } from '../shared/common-messages.ts';
import {
  type Catalog,
  type Locale,
  type Params,
  renderText,
  type Text,
  text,
} from '../shared/i18n.tsx';

export type FieldErrors = Record<string, Text>;

export class ApiError extends HTTPException {
  constructor(status: ContentfulStatusCode, readonly errors: FieldErrors) {
    super(status, { message: Object.values(errors)[0]?.key ?? 'Request failed' });
  }
}

const common = (key: keyof typeof commonMessages.en) => text(commonMessages, key);
const asErrors = (errors: FieldErrors | Text): FieldErrors =>
  'catalog' in errors && 'key' in errors ? { general: errors as Text } : (errors as FieldErrors);

export const badRequest = (errors: FieldErrors | Text) => new ApiError(400, asErrors(errors));
export const unauthorized = (general: Text = common('signIn')) => new ApiError(401, { general });
export const forbidden = (general: Text = common('forbidden')) => new ApiError(403, { general });
export const notFound = (general: Text = common('notFound')) => new ApiError(404, { general });
export const conflict = (errors: FieldErrors | Text) => new ApiError(409, asErrors(errors));
export const payloadTooLarge = (general: Text = common('tooLarge')) =>
  new ApiError(413, { general });
export const invalid = (errors: FieldErrors | Text) => new ApiError(422, asErrors(errors));
export const tooManyRequests = (general: Text = common('tooManyRequests')) =>
  new ApiError(429, { general });

/**
 * A multipart body's file `field`, checked for presence and size before it is read: 400 (the
 * field named, `texts.notMultipart`) when the body is not multipart form data, 422
 * (`texts.missing`) when the file is absent or empty, 413 (`texts.tooLarge`) above `maxBytes`.
 * Answers the bytes and the whole form (for the fields sent beside the file).
 */
export async function readMultipartFile(
  c: Context,
  field: string,
  maxBytes: number,
  texts: { notMultipart: Text; missing: Text; tooLarge: Text },
): Promise<{ bytes: Uint8Array; form: FormData }> {
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    throw badRequest({ [field]: texts.notMultipart });
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest({ [field]: texts.notMultipart });
  }
  const file = form.get(field);
  if (!(file instanceof File) || file.size === 0) throw invalid({ [field]: texts.missing });
  if (file.size > maxBytes) throw payloadTooLarge(texts.tooLarge);
  return { bytes: new Uint8Array(await file.arrayBuffer()), form };
}

/** The answer's body: every field's message in the request's language. */
export function renderErrors(errors: FieldErrors, locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, t]) => [field, renderText(t, locale)]),
  );
}

/**
 * First message per field, keyed by the field's top-level name. Schemas carry keys of `catalog`
 * as their messages; a message that is not one (valibot's own default) becomes the generic one.
 */
export function fieldErrorsFrom(
  issues: v.BaseIssue<unknown>[],
  catalog: Catalog<string>,
  /** What the catalog's placeholders say (a province's minimum wage), for every message. */
  params?: Params,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : 'general';
    errors[field] ??= Object.hasOwn(catalog.en, issue.message)
      ? text(catalog, issue.message, params)
      : common('invalidValue');
  }
  return errors;
}

/** Checks a value against a schema; throws 422 with field errors from `catalog`. */
export function parseWith<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  catalog: Catalog<string>,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw invalid(fieldErrorsFrom(result.issues, catalog));
  return result.output;
}

/** Reads a JSON object body and checks it against a schema; throws 400/422 with field errors. */
export async function readJson<S extends v.GenericSchema>(
  c: Context,
  schema: S,
  catalog: Catalog<string>,
): Promise<v.InferOutput<S>> {
  const body = await readJsonObject(c);
  return parseWith(validating(c, 'body', schema), body, catalog);
}

/**
 * Reads a JSON object body, unchecked: 400 when it is not JSON, not an object, or holds a NUL.
 * For a handler that picks its schema from the body itself (then `validating` names it).
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest(common('invalidJson'));
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest(common('notAnObject'));
  }
  const withNul = fieldWithNul(body);
  if (withNul !== null) throw badRequest({ [withNul]: common('invalidValue') });
  return body as Record<string, unknown>;
}

/** Which part of a request a schema checks. */
export type RequestPart = 'body' | 'query';
type ValidationListener = (c: Context, part: RequestPart, schema: v.GenericSchema) => void;
let validationListener: ValidationListener | null = null;

/**
 * Lets a test hear which schema each request's body and query are checked with (readJson, and
 * handlers that name theirs with `validating`): tests/integration/openapi.test.ts compares it
 * with what the OpenAPI document says. Off (null) outside that test.
 */
export function listenToValidation(listener: ValidationListener | null) {
  validationListener = listener;
}

/** `schema`, named as the one that checks this request's `part` (see listenToValidation). */
export function validating<S extends v.GenericSchema>(c: Context, part: RequestPart, schema: S): S {
  validationListener?.(c, part, schema);
  return schema;
}

/**
 * The top-level field of `value` holding a string with a NUL character anywhere inside, or null.
 * PostgreSQL text cannot store NUL (the insert would fail, a 500): such input is refused here,
 * under its field (issue 22's fuzz test found it on every text field).
 */
export function fieldWithNul(value: object): string | null {
  const hasNul = (v: unknown, depth: number): boolean => {
    if (typeof v === 'string') return v.includes('\u0000');
    if (depth > 64 || v === null || typeof v !== 'object') return false;
    return Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x, depth + 1));
  };
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNul(v, 0)) return key.includes('\u0000') ? 'general' : key;
  }
  return null;
}

/**
 * Whether a request comes from our own pages: its Origin is the site's (env.baseUrl) or the
 * request's own; without an Origin, Sec-Fetch-Site (when sent) must say same-origin. Browsers
 * send Origin on every state-changing request and on WebSocket handshakes, whose cookies ride
 * along, so both the state-changing middleware and the realtime socket ask this one question.
 */
export function isOwnOrigin(c: Context): boolean {
  const origin = c.req.header('origin');
  if (origin) return origin === new URL(env.baseUrl).origin || origin === new URL(c.req.url).origin;
  const fetchSite = c.req.header('sec-fetch-site');
  return !fetchSite || fetchSite === 'same-origin';
}

/**
 * Stricter than isOwnOrigin, for a GET that changes state: the Origin is ours, or, without one,
 * the browser says Sec-Fetch-Site: same-origin (an island's fetch does); a top-level navigation
 * (Sec-Fetch-Mode: navigate: a link, from anywhere) never is. A request with neither header is
 * refused: no browser of ours leaves both out, and a script elsewhere has no business here.
 */
export function isOwnPageRequest(c: Context): boolean {
  if (c.req.header('sec-fetch-mode') === 'navigate') return false;
  const origin = c.req.header('origin');
  if (origin) return origin === new URL(env.baseUrl).origin || origin === new URL(c.req.url).origin;
  return c.req.header('sec-fetch-site') === 'same-origin';
}

/** The client's address, for rate limits. */
export function clientIp(c: Context): string {
  if (env.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0].trim();
    if (forwarded) return forwarded;
  }
  return (c.env as { remoteAddr?: { hostname?: string } } | undefined)?.remoteAddr?.hostname ||
    'local';
}
