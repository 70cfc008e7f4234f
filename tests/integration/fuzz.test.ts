// Bad input on every route (issue 22 point 8, ADR 043): a property-based test (fast-check) sends
// malformed requests across every route of the app's own route table (`app.routes`): wrong types
// in otherwise valid bodies, huge strings, deeply nested JSON, JSON that is not an object, text
// that is not JSON, broken UTF-8, wrong or missing content types, multipart where JSON is
// expected and back, unknown and malformed ids (broken percent-encoding, path tricks, huge
// numbers), odd query strings; as anonymous, as each role and as a stranger to the records. The
// property: no answer is a 5xx, and a refused request (4xx) changes no row (a fingerprint of
// every table, see route-world.ts). 10,000 requests by default, with a fixed seed;
// FUZZ_RUNS=50000 FUZZ_SEED=123 go further or elsewhere. Failures are collected, not shrunk (the
// database moves on between runs), and printed with the seed and each request. Requests go in
// waves of FUZZ_WAVE (4) at once; FUZZ_PROFILE=1 prints where the time goes.
import fc from 'fast-check';
import { deleteUsers, test } from './helpers.ts';
import { sql } from '../../web/server/db.server.ts';
import {
  buildWorld,
  type CallerName,
  concretePath,
  Fingerprint,
  type Route,
  routeKey,
  send,
  servedRoutes,
  tableReads,
  type World,
} from './route-world.ts';
import { MATRIX_EMAIL_PREFIX, matrixBody } from './route-bodies.ts';

const RUNS = Number(Deno.env.get('FUZZ_RUNS') ?? 10_000);
const SEED = Number(Deno.env.get('FUZZ_SEED') ?? 2022);
/** Requests sent at once. */
const WAVE = Math.max(1, Number(Deno.env.get('FUZZ_WAVE') ?? 4));

const CALLERS: CallerName[] = [
  'anonymous',
  'family',
  'caregiver',
  'admin',
  'other family',
  'other caregiver',
];

type Fuzzed = {
  route: Route;
  caller: CallerName;
  /** How each path parameter is replaced (index into the parameter kinds below). */
  param: string | null;
  query: string;
  body: { bytes: Uint8Array | string | null; contentType: string | null; label: string };
};

/** Path parameter values nobody should trip over. */
const badParam = fc.oneof(
  fc.constant(null), // the world's real id
  fc.uuid(),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom(
    '%E0%A4%A', // broken percent-encoding
    '%ZZ',
    '%',
    '%00',
    '..%2F..%2Fetc%2Fpasswd',
    "1'%20or%20'1'%3D'1",
    '-1',
    '0',
    '99999999999999999999999999999999',
    '1e309',
    'NaN',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '%F0%9F%98%80',
    '%ED%A0%80', // an encoded lone surrogate: not UTF-8
    'a'.repeat(5_000),
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
  ),
);

const badQuery = fc.oneof(
  fc.constant(''),
  fc.dictionary(
    fc.constantFrom(
      'page',
      'pageSize',
      'limit',
      'before',
      'cursor',
      'filter',
      'memberId',
      'from',
      'to',
      'q',
      'mode',
      'only',
      'reveal',
      'token',
      'set',
      'next',
      'year',
      'lat',
      'lng',
      'geohash',
      'services',
    ),
    fc.oneof(
      fc.string({ maxLength: 30 }).map(encodeURIComponent),
      fc.integer().map(String),
      fc.constantFrom('-1', '1e999', 'NaN', '%E0%A4%A', 'a'.repeat(3_000), '', 'true', '[]'),
    ),
    { maxKeys: 4 },
  ).map((d) =>
    Object.keys(d).length ? `?${Object.entries(d).map(([k, v]) => `${k}=${v}`).join('&')}` : ''
  ),
);

/** Nested JSON `depth` deep, as text (JSON.stringify would overflow first on our side). */
const deep = (depth: number, open: string, close: string) =>
  open.repeat(depth) + '1' + close.repeat(depth);

/** A value of the wrong type for whatever field it lands in. */
const wrongValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 50 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant({ nested: { deeper: [1, 'two', null] } }),
  fc.constant('x'.repeat(20_000)),
  fc.constant('\u0000\uFFFF\uD800'),
  fc.constant(-1e308),
  fc.constant('2026-02-30'),
  fc.constant('<script>alert(1)</script>'),
);

function bodyArb(route: Route, world: World, caller: CallerName) {
  const valid = matrixBody(route, world, caller);
  const validObject = (() => {
    try {
      return valid ? JSON.parse(String(valid.body)) : {};
    } catch {
      return {};
    }
  })();
  const fields = validObject && typeof validObject === 'object' && !Array.isArray(validObject)
    ? Object.keys(validObject)
    : [];
  const json = (value: unknown, label: string) => ({
    bytes: JSON.stringify(value),
    contentType: 'application/json',
    label,
  });
  return fc.oneof(
    // A valid body with one field of the wrong type (or missing, or extra).
    fields.length
      ? fc.tuple(fc.constantFrom(...fields), wrongValue, fc.boolean()).map(([f, v, drop]) => {
        const copy = { ...validObject };
        if (drop) delete copy[f];
        else copy[f] = v;
        return json(copy, `${drop ? 'without' : 'wrong'} ${f}`);
      })
      : fc.constant(json({ unexpected: 1 }, 'unexpected field')),
    fc.jsonValue({ maxDepth: 3 }).map((v) => json(v, 'any JSON')),
    fc.dictionary(fc.string({ maxLength: 12 }), wrongValue, { maxKeys: 5 }).map((d) =>
      json(d, 'random object')
    ),
    fc.constantFrom(
      { bytes: deep(5_000, '[', ']'), contentType: 'application/json', label: 'deep array' },
      {
        bytes: deep(3_000, '{"a":', '}'),
        contentType: 'application/json',
        label: 'deep object',
      },
      {
        bytes: `{"x":"${'a'.repeat(70_000)}"}`,
        contentType: 'application/json',
        label: 'over the size limit',
      },
      { bytes: '{"a":1', contentType: 'application/json', label: 'truncated JSON' },
      { bytes: 'not json at all', contentType: 'application/json', label: 'not JSON' },
      { bytes: '', contentType: 'application/json', label: 'empty JSON' },
      { bytes: 'null', contentType: 'application/json', label: 'JSON null' },
      { bytes: '[]', contentType: 'application/json', label: 'JSON array' },
      { bytes: '"text"', contentType: 'application/json', label: 'JSON string' },
      { bytes: '1e999', contentType: 'application/json', label: 'JSON infinity' },
      {
        bytes: new Uint8Array([
          0x7b,
          0x22,
          0x61,
          0x22,
          0x3a,
          0x22,
          0xff,
          0xfe,
          0xc3,
          0x28,
          0x22,
          0x7d,
        ]),
        contentType: 'application/json',
        label: 'broken UTF-8',
      },
      {
        bytes: new Uint8Array([0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1]),
        contentType: 'text/plain',
        label: 'broken UTF-8 text',
      },
      {
        bytes: String(valid?.body ?? '{}'),
        contentType: 'text/plain',
        label: 'valid body as text/plain',
      },
      {
        bytes: 'a=1&b=2',
        contentType: 'application/x-www-form-urlencoded',
        label: 'a form',
      },
      {
        bytes: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nnot a file\r\n--x--',
        contentType: 'multipart/form-data; boundary=x',
        label: 'multipart without a file',
      },
      {
        bytes: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n' +
          '\u0089PNG broken\r\n--x',
        contentType: 'multipart/form-data; boundary=x',
        label: 'truncated multipart',
      },
      { bytes: 'garbage', contentType: 'multipart/form-data', label: 'multipart without boundary' },
      { bytes: String(valid?.body ?? '{}'), contentType: null, label: 'no content type' },
      { bytes: null, contentType: null, label: 'no body' },
    ),
  );
}

function requestArb(routes: Route[], world: World) {
  return fc.tuple(fc.constantFrom(...routes), fc.constantFrom(...CALLERS)).chain(
    ([route, caller]) =>
      fc.record({
        route: fc.constant(route),
        caller: fc.constant(caller),
        param: badParam,
        query: badQuery,
        body: bodyArb(route, world, caller),
      }),
  );
}

function pathOf(req: Fuzzed, world: World): string {
  const real = concretePath(req.route, world);
  if (req.param === null) return real + (real.includes('?') ? '' : req.query);
  if (req.route.path.endsWith('/*')) {
    return `${req.route.path.slice(0, -1)}avatars/${req.param}.png${req.query}`;
  }
  if (!req.route.path.includes('/:')) return real + (real.includes('?') ? '' : req.query);
  return req.route.path.replace(/:[A-Za-z]+/g, () => req.param!) + req.query;
}

function describe(req: Fuzzed, world: World) {
  const body = req.body.bytes === null
    ? 'no body'
    : typeof req.body.bytes === 'string'
    ? req.body.bytes.slice(0, 200)
    : `bytes ${[...req.body.bytes].map((b) => b.toString(16)).join(' ')}`;
  return `${req.route.method} ${pathOf(req, world).slice(0, 200)} as ${req.caller} ` +
    `(${req.body.label}; content-type ${req.body.contentType}): ${body}`;
}

const ROUTE_COUNT = servedRoutes().length;

test(`fuzz: ${RUNS} malformed requests over ${ROUTE_COUNT} routes, no 5xx, refusals change nothing`, async () => {
  const world = await buildWorld();
  // Signing out would end the caller's session for the rest of the run: fuzzed as anonymous.
  const routes = servedRoutes();
  const fingerprint = new Fingerprint();
  const hits = new Map<string, number>();
  const statuses = new Map<number, number>();
  const started = performance.now();
  const failures: string[] = [];
  const cost = new Map<string, number>();
  let checking = 0;
  let sent = 0;
  try {
    await fingerprint.snapshot();
    const fire = async (req: Fuzzed) => {
      const caller = req.route.path === '/api/logout' ? 'anonymous' : req.caller;
      const headers: Record<string, string> = {};
      if (req.body.contentType) headers['content-type'] = req.body.contentType;
      const t0 = performance.now();
      const res = await send(req.route.method, pathOf(req, world), {
        cookie: caller === 'anonymous' ? undefined : world.callers[caller].cookie,
        body: req.body.bytes as BodyInit | null,
        headers,
      });
      const k = `${routeKey(req.route)} | ${req.body.label}`;
      cost.set(k, (cost.get(k) ?? 0) + (performance.now() - t0));
      if (res.status >= 500) {
        failures.push(`${res.status} ${res.text.slice(0, 200)}\n    ${describe(req, world)}`);
      }
      return res;
    };
    await fc.assert(
      // A run is a wave of requests sent at once (the machine has more than one core, the
      // database more than one connection); "nothing changed" is checked per wave, and per
      // request only when a wave both wrote and had a request let through.
      fc.asyncProperty(
        fc.array(requestArb(routes, world), { minLength: WAVE, maxLength: WAVE }),
        async (wave) => {
          const answers = await Promise.all(wave.map(fire));
          wave.forEach((req, i) => {
            hits.set(routeKey(req.route), (hits.get(routeKey(req.route)) ?? 0) + 1);
            statuses.set(answers[i].status, (statuses.get(answers[i].status) ?? 0) + 1);
          });
          sent += wave.length;
          const t1 = performance.now();
          const changed = await fingerprint.changedTables();
          if (changed.length && answers.every((a) => a.status >= 400)) {
            failures.push(
              `refused, yet ${changed.join(', ')} changed, by one of:\n    ` +
                wave.map((req, i) => `${answers[i].status} ${describe(req, world)}`)
                  .join('\n    '),
            );
          } else if (changed.length) {
            // Something was let through and something changed: each refused request again,
            // alone.
            for (const req of wave.filter((_, i) => answers[i].status >= 400)) {
              const again = await fire(req);
              sent++;
              if (again.status < 400) await fingerprint.settle();
              else {
                const alone = await fingerprint.changedTables();
                if (alone.length) {
                  failures.push(
                    `refused (${again.status}) but changed ${alone.join(', ')}\n    ` +
                      describe(req, world),
                  );
                }
              }
            }
          }
          checking += performance.now() - t1;
        },
      ),
      // Every failure is collected (all reported below), never shrunk: the database moves on
      // between runs, so a shrunk replay would meet another state.
      { numRuns: Math.ceil(RUNS / WAVE), seed: SEED },
    );
    if (Deno.env.get('FUZZ_PROFILE')) {
      console.log(`  checking: ${checking.toFixed(0)} ms`);
      console.log(
        [...cost].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, ms]) =>
          `  ${ms.toFixed(0)} ms ${k}`
        ).join('\n'),
      );
    }
    if (failures.length) {
      throw new Error(
        `fuzz (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS}): ${failures.length} failures, the first ` +
          `${Math.min(40, failures.length)}:\n  ${failures.slice(0, 40).join('\n  ')}`,
      );
    }
    const missed = routes.map(routeKey).filter((key) => !hits.has(key));
    if (missed.length) throw new Error(`routes never fuzzed: ${missed.join(', ')}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `  fuzz: ${sent} requests over ${routes.length} routes (seed ${SEED}, ${WAVE} at once, ` +
        `${seconds} s, ` +
        `${tableReads()} full fingerprints): ${byStatus.join(' ')}`,
    );
  } finally {
    await deleteUsers(...world.userIds);
    await sql`delete from better_auth.users where email like ${MATRIX_EMAIL_PREFIX + '%'}`;
  }
});
