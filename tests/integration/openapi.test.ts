// The API describes itself (issue 24 point 8, ADR draft docs/decisions/openapi-DRAFT.md): GET
// /api/openapi.json is a valid OpenAPI 3.1 document holding every route the app serves (the
// same table as route-access.ts and the access matrix), and what it says is what the handlers
// do. A walk over every route, as a caller its access line lets through (with the access
// matrix's bodies) and as refused or careless callers, listens to which schema each request's
// body and query are checked with (listenToValidation) and holds it to the document: the same
// JSON Schema, for every route with a documented body. Every 2xx answer must be one the
// document names, its JSON must pass the documented answer schema, and every refusal must be
// one of the documented statuses, with the `{ field: message }` body. OPENAPI_PROBE=1 prints each
// route's statuses and the shape of its answers (a start for a new route's `answers`).
import assert from 'node:assert/strict';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  type DocumentedRoute,
  documentedRoutes,
  documentPath,
  openApiDocument,
  refusalsOf,
} from '../../web/app/openapi.server.ts';
import { EXTERNAL_ROUTE_DOCS } from '../../web/app/openapi-external.server.ts';
import { ROUTE_ACCESS, type RouteAccess } from '../../web/app/route-access.ts';
import { listenToValidation, readJson, type RequestPart } from '../../web/server/http.server.ts';
import { describeRoutes, jsonSchemaOf, routeDocOf } from '../../web/server/openapi.server.ts';
import { commonMessages } from '../../web/shared/common-messages.ts';
import type {
  HighlightCounts,
  LiveSections,
  SwipeCardData,
} from '../../web/domains/dashboards/model.ts';
import {
  HighlightCountsSchema,
  LiveSectionsSchema,
  SwipeCardSchema,
} from '../../web/domains/dashboards/schemas.ts';
import type { InvoiceDashboard } from '../../web/domains/invoices/actions.server.ts';
import { InvoiceDashAnswerSchema, MonthFiguresSchema } from '../../web/domains/invoices/schemas.ts';
import type { FamilyJob, JobCard } from '../../web/domains/jobs/model.ts';
import { FamilyJobSchema, JobCardSchema } from '../../web/domains/jobs/schemas.ts';
import type { InvoicePayment, PaymentMethod } from '../../web/domains/payments/model.ts';
import { InvoicePaymentSchema, PaymentMethodSchema } from '../../web/domains/payments/schemas.ts';
import type { Shift, Task } from '../../web/domains/shifts/model.ts';
import { ShiftSchema, TaskAnswerSchema } from '../../web/domains/shifts/schemas.ts';
import { sql } from '../../web/server/db.server.ts';
import { app, deleteUsers, signIn, test } from './helpers.ts';
import { MATRIX_EMAIL_PREFIX, matrixBody } from './route-bodies.ts';
import {
  buildWorld,
  type CallerName,
  concretePath,
  type Route,
  routeKey,
  send,
  servedRoutes,
  type World,
} from './route-world.ts';

const PROBE = Deno.env.get('OPENAPI_PROBE') === '1';

async function fetchDocument() {
  const res = await send('GET', '/api/openapi.json');
  assert.equal(res.status, 200, res.text.slice(0, 300));
  return JSON.parse(res.text) as {
    openapi: string;
    paths: Record<string, Record<string, Record<string, any>>>;
  };
}

test('GET /api/openapi.json is a valid OpenAPI 3.1 document, public and cacheable', async () => {
  const res = await app.request('http://localhost/api/openapi.json');
  assert.equal(res.status, 200);
  assert.match(res.headers.get('cache-control') ?? '', /^public, max-age=\d+/);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  const document = await res.json();
  assert.equal(document.openapi, '3.1.0');
  const validator = new Validator();
  const result = await validator.validate(document);
  assert.equal(validator.version, '3.1');
  assert.deepEqual(result.errors ?? [], [], 'the document is not valid OpenAPI 3.1');
  assert.ok(result.valid);
  // Unique operation ids (code generators name functions after them).
  const operations = Object.entries(document.paths as Record<string, Record<string, any>>)
    .flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
  const ids = operations.map(({ op }) => op.operationId as string);
  assert.equal(new Set(ids).size, ids.length, 'operationId used twice');
  // The validator does not look inside Schema Objects: each must be valid JSON Schema 2020-12
  // (OpenAPI 3.1's dialect), with no keyword Ajv's strict mode does not know.
  const ajv = new Ajv2020({ strict: true, validateFormats: false });
  const invalid: string[] = [];
  const compile = (where: string, schema: unknown) => {
    try {
      ajv.compile({ ...(schema as object), $id: undefined });
    } catch (err) {
      invalid.push(`${where}: ${(err as Error).message}`);
    }
  };
  for (const { path, method, op } of operations) {
    const where = `${method.toUpperCase()} ${path}`;
    for (const p of op.parameters ?? []) compile(`${where} ${p.in} ${p.name}`, p.schema);
    for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
      compile(`${where} body ${type}`, (media as { schema: unknown }).schema);
    }
    for (const [status, answer] of Object.entries(op.responses as Record<string, any>)) {
      for (const media of Object.values(answer.content ?? {})) {
        compile(`${where} ${status}`, (media as { schema: unknown }).schema);
      }
    }
  }
  compile('FieldErrors', document.components.schemas.FieldErrors);
  assert.deepEqual(invalid, [], 'schemas that are not valid JSON Schema 2020-12');
});

// The answers described in full say exactly what the model types say (checked when type-checked):
// every field of the type, and nothing else, with types the model's values fit.
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : { onlyInModel: Exclude<keyof A, keyof B>; onlyInSchema: Exclude<keyof B, keyof A> };
type Out<S extends v.GenericSchema> = v.InferOutput<S>;
const fits = <S extends v.GenericSchema>(_schema: S, _value: Out<S>) => {};
declare const model: {
  shift: Shift;
  task: Task;
  counts: HighlightCounts;
  swipe: SwipeCardData;
  sections: LiveSections;
  familyJob: FamilyJob;
  jobCard: JobCard;
  payment: InvoicePayment;
  card: PaymentMethod;
  months: InvoiceDashboard['months'][number];
};
const _modelFits = () => {
  fits(ShiftSchema, model.shift);
  fits(TaskAnswerSchema, model.task);
  fits(HighlightCountsSchema, model.counts);
  fits(SwipeCardSchema, model.swipe);
  fits(LiveSectionsSchema, model.sections);
  fits(FamilyJobSchema, model.familyJob);
  fits(JobCardSchema, model.jobCard);
  fits(InvoicePaymentSchema, model.payment);
  fits(PaymentMethodSchema, model.card);
  fits(MonthFiguresSchema, model.months);
};
const sameKeys: [
  SameKeys<Shift, Out<typeof ShiftSchema>>,
  SameKeys<Task, Out<typeof TaskAnswerSchema>>,
  SameKeys<HighlightCounts, Out<typeof HighlightCountsSchema>>,
  SameKeys<SwipeCardData, Out<typeof SwipeCardSchema>>,
  SameKeys<LiveSections, Out<typeof LiveSectionsSchema>>,
  SameKeys<FamilyJob, Out<typeof FamilyJobSchema>>,
  SameKeys<JobCard, Out<typeof JobCardSchema>>,
  SameKeys<InvoicePayment, Out<typeof InvoicePaymentSchema>>,
  SameKeys<PaymentMethod, Out<typeof PaymentMethodSchema>>,
  SameKeys<InvoiceDashboard, Omit<Out<typeof InvoiceDashAnswerSchema>, 'invoices'>>,
] = [true, true, true, true, true, true, true, true, true, true];
void sameKeys;

test('every route the app serves is in the document, and nothing else is', async () => {
  const document = await fetchDocument();
  const inDocument = new Set(
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)
    ),
  );
  const served = servedRoutes();
  const missing = served.filter((r) => !inDocument.has(`${r.method} ${documentPath(r.path)}`))
    .map(routeKey);
  assert.deepEqual(missing, [], 'served routes missing from /api/openapi.json');
  const declared = Object.keys(ROUTE_ACCESS).filter((key) => {
    const [method, path] = key.split(' ');
    return !inDocument.has(`${method} ${documentPath(path)}`);
  });
  assert.deepEqual(declared, [], 'routes of route-access.ts missing from the document');
  const servedKeys = new Set(served.map((r) => `${r.method} ${documentPath(r.path)}`));
  assert.deepEqual([...inDocument].filter((k) => !servedKeys.has(k)), [], 'documented, not served');
  // Routes declare themselves where they are registered; only the files no domain owns are
  // described beside the document, and only while they declare nothing themselves.
  const own = new Set(
    app.routes.filter((r) => routeDocOf(r.handler)).map((r) => `${r.method} ${r.path}`),
  );
  const external = Object.keys(EXTERNAL_ROUTE_DOCS);
  assert.deepEqual(external.filter((key) => own.has(key)), [], 'described twice');
  assert.deepEqual(
    external.filter((key) => !served.some((r) => routeKey(r) === key)),
    [],
    'external descriptions of routes no longer served',
  );
  assert.deepEqual(
    served.map(routeKey).filter((key) => !own.has(key) && !EXTERNAL_ROUTE_DOCS[key]),
    [],
    'routes registered without describe(…)',
  );
});

test('the payloads the spec leaves open are described in full', async () => {
  const document = await fetchDocument();
  const newShifts = document.paths['/api/shift/new-shift'].post.responses['201'].content[
    'application/json'
  ].schema;
  const occurrence = newShifts.properties.shifts.items;
  for (const key of ['id', 'memberId', 'startTime', 'endTime', 'timeZone', 'state', 'status']) {
    assert.ok(occurrence.properties[key], `new-shift occurrence: ${key}`);
  }
  assert.ok(occurrence.required.includes('startTime'));
  const sections = document.paths['/api/dashboard/sections'].get.responses['200'].content[
    'application/json'
  ].schema;
  for (const key of ['counts', 'swipe', 'team']) assert.ok(sections.properties[key], key);
  assert.ok(sections.properties.counts.properties.jobViews);
  assert.ok(sections.properties.swipe.properties.shifts.items.properties.startTime);
  for (const path of ['/api/jobs/dash', '/api/invoice/get_all/dash']) {
    const schema = document.paths[path].get.responses['200'].content['application/json'].schema;
    assert.ok(Object.keys(schema.properties ?? schema.anyOf ?? {}).length, path);
  }
  // Refusals carry the field-message object.
  const refusal = document.paths['/api/shift/new-shift'].post.responses['422'];
  assert.equal(refusal.$ref, '#/components/responses/UnprocessableContent');
});

// ---------------------------------------------------------------------------- the walk

const ROLE_CALLER: Record<'family' | 'caregiver' | 'admin', CallerName> = {
  family: 'family',
  caregiver: 'caregiver',
  admin: 'admin',
};

/** A caller the route's access line lets through on the world's records. */
function allowedCaller(access: RouteAccess): CallerName {
  if (access.who === 'anyone' || access.who === 'secret') return 'anonymous';
  if (access.who === 'signed-in') return 'family';
  return ROLE_CALLER[access.who[0]];
}

type Seen = { key: string; part: RequestPart; schema: v.GenericSchema };
type Document = Awaited<ReturnType<typeof fetchDocument>>;

/** Hears which schema each request's body and query are checked with, until `stop`. */
function listen() {
  const seen: Seen[] = [];
  listenToValidation((c: Context, part, schema) => {
    seen.push({ key: `${c.req.method} ${c.req.routePath}`, part, schema });
  });
  return { seen, stop: () => listenToValidation(null) };
}

/**
 * What is wrong with one answer of a route: a status the document does not name, a refusal that
 * is not `{ field: message }`, a JSON body the documented answer schema refuses.
 */
function answerProblems(route: DocumentedRoute, status: number, text: string): string[] {
  const where = `${route.method} ${route.path}: ${status} ${text.slice(0, 200)}`;
  if (status >= 500) return [`5xx ${where}`];
  if (status >= 400) {
    const problems: string[] = [];
    if (!refusalsOf(route).includes(status as never)) {
      problems.push(`undocumented refusal: ${where}`);
    }
    if (!v.is(v.record(v.string(), v.string()), parsed(text))) {
      problems.push(`refusal not { field: message }: ${where}`);
    }
    return problems;
  }
  const answer = route.doc.answers[status];
  if (!answer) return [`undocumented answer: ${where}`];
  if (!('kind' in answer)) return []; // a file: not JSON
  const checked = v.safeParse(answer as v.GenericSchema, parsed(text));
  if (checked.success) return [];
  const issues = checked.issues.slice(0, 3).map((i) =>
    `${v.getDotPath(i) ?? '(root)'}: ${i.message}`
  );
  return [
    `answer not as documented: ${route.method} ${route.path} ${status}: ${issues.join('; ')}`,
  ];
}

/**
 * What is wrong with the schemas the routes validated with: a body or query the document does
 * not show, a body whose JSON Schema is not the one in the served document (or a query not the
 * declared one), and a documented body the calls never got to.
 */
function validationProblems(
  seen: Seen[],
  document: Document,
  routes: Map<string, DocumentedRoute>,
): string[] {
  const problems: string[] = [];
  const validated = new Set<string>();
  for (const { key, part, schema } of seen) {
    validated.add(`${key} ${part}`);
    const route = routes.get(key);
    const [method, path] = key.split(' ');
    const operation = document.paths[documentPath(path)]?.[method.toLowerCase()];
    const documented = part === 'body'
      ? operation?.requestBody?.content?.['application/json']?.schema
      : route?.doc.query && jsonSchemaOf(route.doc.query, 'input');
    if (!documented) {
      problems.push(`${key} checks its ${part} with a schema the document does not show`);
      continue;
    }
    // By identity or (a schema built per request: the province's minimum wage) by JSON Schema.
    try {
      assert.deepEqual(jsonSchemaOf(schema, 'input'), documented);
    } catch {
      problems.push(`${key} checks its ${part} with a schema other than the documented one`);
    }
  }
  for (const [key, { doc }] of routes) {
    if (doc.body && !validated.has(`${key} body`)) {
      problems.push(`${key}: the calls never reached its body's validation`);
    }
  }
  return problems;
}

test('the checks below catch a planted route that says one thing and does another', async () => {
  const describe = describeRoutes('Planted');
  const says = describe({
    summary: 'Takes a string, answers ok.',
    body: v.object({ a: v.string() }),
    answers: { 200: v.object({ ok: v.literal(true) }) },
  });
  const planted = new Hono();
  planted.post('/api/planted', says, async (c) => {
    // Validates with another schema than it declares, and answers another shape.
    await readJson(c, v.object({ a: v.number() }), commonMessages);
    return c.json({ ok: 'yes' });
  });
  planted.post('/api/quiet', describe({ summary: 'Declares no body.', answers: {} }), async (c) => {
    await readJson(c, v.object({ b: v.string() }), commonMessages);
    return c.json({}, 409);
  });
  const routes = documentedRoutes(planted.routes);
  const document = openApiDocument(planted.routes) as Document;
  const { seen, stop } = listen();
  let answers: string[];
  try {
    const said = await planted.request('/api/planted', { method: 'POST', body: '{"a":1}' });
    const quiet = await planted.request('/api/quiet', { method: 'POST', body: '{"b":"x"}' });
    answers = [
      ...answerProblems(routes.get('POST /api/planted')!, said.status, await said.text()),
      ...answerProblems(routes.get('POST /api/quiet')!, quiet.status, await quiet.text()),
    ];
  } finally {
    stop();
  }
  assert.deepEqual(validationProblems(seen, document, routes), [
    'POST /api/planted checks its body with a schema other than the documented one',
    'POST /api/quiet checks its body with a schema the document does not show',
  ]);
  assert.deepEqual(answers.map((a) => a.split(':')[0]), [
    'answer not as documented',
    'undocumented refusal',
  ]);
  // And a documented body nothing reached.
  assert.deepEqual(validationProblems([], document, routes), [
    "POST /api/planted: the calls never reached its body's validation",
  ]);
});

test('the walk: each route validates with the schema the document shows and answers as documented', async () => {
  const document = await fetchDocument();
  const routes = documentedRoutes(app.routes);
  const world = await buildWorld();
  const { seen, stop } = listen();
  const failures: string[] = [];
  const probe: string[] = [];
  let calls = 0;
  try {
    const rank = (r: Route) =>
      r.method === 'DELETE' || /\/(delete|close|remove)\b/.test(r.path)
        ? 2
        : /\/decline\b/.test(r.path)
        ? 1
        : 0;
    const order = servedRoutes().sort((a, b) => rank(a) - rank(b));
    for (const route of order) {
      const key = routeKey(route);
      const access = ROUTE_ACCESS[key];
      const described = routes.get(key) ??
        (PROBE ? { ...route, access, doc: { summary: '', answers: {}, tag: '' } } : null);
      if (!described || !access) continue; // the tests above name it
      const { doc } = described;
      const caller = allowedCaller(access);
      // Anonymous; the caller its line lets through, with the access matrix's body; a form with
      // a file; a body that is not an object; an object with nothing the route wants.
      const sends: { who: CallerName; body?: { body: BodyInit; contentType?: string } }[] = [
        { who: 'anonymous' },
        {
          who: caller,
          body: route.method === 'GET' ? undefined : matrixBody(route, world, caller),
        },
      ];
      if (doc.form) sends.push({ who: caller, body: { body: formFor(doc.form) } });
      if (doc.body) {
        sends.push({ who: caller, body: { body: '[1]', contentType: 'application/json' } });
        sends.push({
          who: caller,
          body: { body: '{"\u00e9":[{}]}', contentType: 'application/json' },
        });
      }
      const row: string[] = [];
      for (const send of sends) {
        const res = await request(route, world, send.who, send.body);
        calls++;
        row.push(`${send.who}=${res.status}`);
        failures.push(
          ...answerProblems(described, res.status, res.text).map((p) => `${p} (as ${send.who})`),
        );
        if (PROBE && res.status < 300) {
          probe.push(`${key} ${res.status} ${shapeOf(parsed(res.text), 2)}`);
        }
      }
      if (PROBE) probe.push(`  ${key}: ${row.join(' ')}`);
      // Each route its own rate-limit budget: one route's attempts must not hide the next one's
      // validation behind a 429.
      await sql`delete from private.rate_limits`;
    }
  } finally {
    stop();
    await deleteUsers(...world.userIds);
    await sql`delete from better_auth.users where email like ${MATRIX_EMAIL_PREFIX + '%'}`;
  }
  if (PROBE) console.log(probe.join('\n'));
  failures.push(...validationProblems(seen, document, routes));
  const bodies = [...routes.values()].filter((r) => r.doc.body).length;
  console.log(
    `  openapi walk: ${routes.size} routes, ${calls} calls; ${bodies} documented bodies and ` +
      `${new Set(seen.map((s) => `${s.key} ${s.part}`)).size} validations held to the document`,
  );
  assert.deepEqual(failures, [], failures.join('\n'));
});

async function request(
  route: Route,
  world: World,
  caller: CallerName,
  body?: { body: BodyInit; contentType?: string },
) {
  let cookie: string | undefined;
  if (caller !== 'anonymous') {
    cookie = world.callers[caller].cookie;
    // Signing out ends the session it is sent with: a session of its own, not the caller's.
    if (route.path === '/api/logout') cookie = (await signIn(world.callers[caller])).cookie;
  }
  return await send(route.method, concretePath(route, world), {
    cookie,
    body: body?.body,
    headers: body?.contentType ? { 'content-type': body.contentType } : {},
  });
}

/** A multipart body for a form: a small PNG in each file field, the other fields empty. */
function formFor(form: v.ObjectSchema<v.ObjectEntries, any>): FormData {
  const data = new FormData();
  const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);
  for (const [name, schema] of Object.entries(form.entries)) {
    const isFile =
      (schema as { pipe?: { type: string }[]; type: string }).pipe?.[0]?.type === 'file';
    if (isFile) data.set(name, new File([png], 'walk.png', { type: 'image/png' }));
    else data.set(name, '');
  }
  return data;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A compact picture of a JSON value's shape (OPENAPI_PROBE=1). */
function shapeOf(value: unknown, depth: number): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    return value.length ? `[${shapeOf(value[0], depth)}]` : '[]';
  }
  if (typeof value === 'object') {
    if (depth === 0) return '{…}';
    return `{${
      Object.entries(value as Record<string, unknown>).map(([k, x]) =>
        `${k}:${shapeOf(x, depth - 1)}`
      ).join(',')
    }}`;
  }
  return typeof value === 'string' && value.length > 40 ? 'text' : typeof value;
}
