// The API's error shapes: field errors keyed by field (email, password, confirmPassword,
// general…) with a 4xx status. Bad input never reaches a 500.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { env } from './env.server.ts';

export type FieldErrors = Record<string, string>;

export class ApiError extends HTTPException {
  constructor(status: ContentfulStatusCode, readonly errors: FieldErrors) {
    super(status, { message: Object.values(errors)[0] ?? 'Request failed' });
  }
}

export const badRequest = (errors: FieldErrors | string) =>
  new ApiError(400, typeof errors === 'string' ? { general: errors } : errors);
export const unauthorized = (general = 'Please sign in to continue.') => new ApiError(401, { general });
export const forbidden = (general = 'You do not have permission to do that.') => new ApiError(403, { general });
export const notFound = (general = 'We could not find that.') => new ApiError(404, { general });
export const conflict = (errors: FieldErrors) => new ApiError(409, errors);
export const invalid = (errors: FieldErrors) => new ApiError(422, errors);
export const tooManyRequests = (general = 'Too many attempts. Please wait a few minutes and try again.') =>
  new ApiError(429, { general });

/** First message per field, keyed by the field's top-level name. */
export function fieldErrorsFrom(issues: v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : 'general';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Reads a JSON body and checks it against a schema; throws 400/422 with field errors. */
export async function readJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('The request body must be valid JSON.');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  const result = v.safeParse(schema, body);
  if (!result.success) throw invalid(fieldErrorsFrom(result.issues));
  return result.output;
}

/** The client's address, for rate limits. */
export function clientIp(c: Context): string {
  if (env.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0].trim();
    if (forwarded) return forwarded;
  }
  return (c.env as { remoteAddr?: { hostname?: string } } | undefined)?.remoteAddr?.hostname || 'local';
}
