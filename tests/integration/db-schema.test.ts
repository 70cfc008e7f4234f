// web/server/db-schema.ts is what the migrations give (ADR 059): the row types every query builds
// on are only as true as this file. When a migration adds or changes a column, regenerate it:
//   DATABASE_URL=… deno run -A web/server/cli/db-schema.ts --write
import assert from 'node:assert/strict';
import { allowedValues, generate, SCHEMA_FILE, tsType } from '../../web/server/cli/db-schema.ts';
import { env } from '../../web/server/env.server.ts';

Deno.test('web/server/db-schema.ts matches the migrated database', async () => {
  const expected = await generate(env.databaseDirectUrl);
  const actual = Deno.readTextFileSync(SCHEMA_FILE);
  const changed = expected.split('\n').filter((line, i) => actual.split('\n')[i] !== line);
  assert.ok(
    actual === expected,
    `web/server/db-schema.ts is out of date (first differing lines: ${
      changed.slice(0, 5).join(' / ')
    }); run: DATABASE_URL=… deno run -A web/server/cli/db-schema.ts --write`,
  );
});

Deno.test('a check constraint listing values types the column as their union', () => {
  assert.deepEqual(
    allowedValues([
      "CHECK ((state = ANY (ARRAY['scheduled'::text, 'checked_in'::text, 'it''s'::text])))",
    ]),
    ['scheduled', 'checked_in', "it's"],
  );
  assert.equal(allowedValues(['CHECK ((char_length(note) <= 500))']), null);
  assert.equal(
    tsType({ type: 'text', elementType: null, checks: ["CHECK ((s = ANY (ARRAY['a'::text])))"] }),
    "'a'",
  );
  assert.equal(tsType({ type: 'int8', elementType: null, checks: null }), 'string');
  assert.equal(
    tsType({ type: '_timestamptz', elementType: 'timestamptz', checks: null }),
    'Date[]',
  );
});
