// The one id pattern: every id the API takes in a path or body is a UUID (Postgres
// gen_random_uuid()). Checking it before a query turns a malformed id into a 404 or a field
// error instead of Postgres's 22P02 (invalid input syntax for type uuid), which would be a 500.
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);
