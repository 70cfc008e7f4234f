// Every ADR in docs/decisions/ opens the same way, so a newcomer can trust what it says and when
// (issue 24 point 9):
//
//   # NNN. Title                      (NNN is the file name's number)
//
//   Status: accepted                  or: Status: superseded by NNN
//   Date: YYYY-MM-DD
//   Supersedes: NNN (…)               only where it applies
//
// and docs/decisions/README.md indexes them all (number, title, status). Rewrite the index with
//   deno run -A tests/architecture/adr-format.test.ts
import assert from 'node:assert/strict';

const DIR = new URL('../../docs/decisions/', import.meta.url).pathname;
const ADR_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;

export type Adr = { file: string; number: string; title: string; status: string };

/** What is wrong with one ADR's opening lines, in words; empty when nothing. */
export function adrProblems(file: string, text: string, known: Set<string>): string[] {
  const problems: string[] = [];
  const number = file.match(ADR_FILE)?.[1];
  if (!number) return [`${file}: the name is not NNN-kebab-title.md`];
  const lines = text.split('\n');
  const title = lines[0].match(/^# (\d{3})\. (\S.*)$/);
  if (!title) problems.push(`${file}: line 1 is not '# ${number}. Title'`);
  else if (title[1] !== number) {
    problems.push(`${file}: the title's number ${title[1]} is not the file's ${number}`);
  }
  if (lines[1] !== '') problems.push(`${file}: line 2 is not blank`);
  const status = lines[2]?.match(/^Status: (accepted|superseded by (\d{3}))$/);
  if (!status) {
    problems.push(`${file}: line 3 is not 'Status: accepted' or 'Status: superseded by NNN'`);
  } else if (status[2] && !known.has(status[2])) {
    problems.push(`${file}: superseded by ${status[2]}, which is not an ADR here`);
  }
  const date = lines[3]?.match(/^Date: (\d{4}-\d{2}-\d{2})$/);
  if (!date) problems.push(`${file}: line 4 is not 'Date: YYYY-MM-DD'`);
  else if (
    Number.isNaN(Date.parse(`${date[1]}T00:00:00Z`)) ||
    new Date(`${date[1]}T00:00:00Z`).toISOString().slice(0, 10) !== date[1]
  ) {
    problems.push(`${file}: ${date[1]} is not a date`);
  }
  const supersedes = lines[4]?.match(/^Supersedes: (.*)$/);
  if (supersedes) {
    const numbers = supersedes[1].match(/^\d{3}(, \d{3})*/)?.[0].split(', ') ?? [];
    if (!numbers.length) problems.push(`${file}: 'Supersedes:' names no ADR number`);
    for (const n of numbers) {
      if (!known.has(n)) problems.push(`${file}: supersedes ${n}, which is not an ADR here`);
      if (n === number) problems.push(`${file}: supersedes itself`);
    }
  }
  const blankAt = supersedes ? 5 : 4;
  if (lines.length > blankAt && lines[blankAt] !== '') {
    problems.push(`${file}: line ${blankAt + 1} is not blank after the header`);
  }
  return problems;
}

export function readAdrs(): Array<Adr & { text: string }> {
  return [...Deno.readDirSync(DIR)]
    .filter((e) => e.isFile && ADR_FILE.test(e.name))
    .map((e) => e.name)
    .sort()
    .map((file) => {
      const text = Deno.readTextFileSync(`${DIR}${file}`);
      const lines = text.split('\n');
      return {
        file,
        text,
        number: file.slice(0, 3),
        title: lines[0].replace(/^# \d{3}\.? /, ''),
        status: lines[2]?.replace(/^Status: /, '') ?? '',
      };
    });
}

export function indexText(adrs: Adr[]): string {
  const cell = (s: string) => s.replaceAll('|', '\\|');
  return [
    '# Architecture decision records',
    '',
    'Why things are the way they are. Each record opens with its status (accepted, or superseded',
    'by a later one), the date it was decided and, where it applies, what it supersedes; one',
    'decision per record. `tests/architecture/adr-format.test.ts` holds that shape and this',
    'index; rewrite the index with `deno run -A tests/architecture/adr-format.test.ts`.',
    'Measurements behind some decisions are in `docs/benchmarks/`.',
    '',
    '| ADR | title | status |',
    '| --- | ----- | ------ |',
    ...adrs.map((a) => `| ${a.number} | [${cell(a.title)}](${a.file}) | ${a.status} |`),
    '',
  ].join('\n');
}

const README = `${DIR}README.md`;

if (import.meta.main) {
  Deno.writeTextFileSync(README, indexText(readAdrs()));
  // Same formatting as `deno fmt` gives the file, so the test compares like with like.
  await new Deno.Command(Deno.execPath(), { args: ['fmt', README] }).output();
  console.log(`wrote ${README}`);
}

async function formatted(markdown: string): Promise<string> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ['fmt', '--ext=md', '-'],
    stdin: 'piped',
    stdout: 'piped',
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(markdown));
  await writer.close();
  const out = await child.output();
  return new TextDecoder().decode(out.stdout);
}

Deno.test('every ADR opens with its number, title, status and date', () => {
  const adrs = readAdrs();
  assert.ok(adrs.length > 40, `only ${adrs.length} ADRs found in ${DIR}`);
  const known = new Set(adrs.map((a) => a.number));
  const duplicates = adrs.map((a) => a.number).filter((n, i, all) => all.indexOf(n) !== i);
  assert.deepEqual(duplicates, [], 'two ADRs share a number');
  const problems = adrs.flatMap((a) => adrProblems(a.file, a.text, known));
  assert.deepEqual(problems, [], `ADRs without the header lines:\n${problems.join('\n')}`);
});

Deno.test('docs/decisions/README.md indexes every ADR with its title and status', async () => {
  const expected = await formatted(indexText(readAdrs()));
  const actual = Deno.readTextFileSync(README);
  assert.equal(
    actual,
    expected,
    'the index is out of date: deno run -A tests/architecture/adr-format.test.ts',
  );
});

Deno.test('the header rule refuses what it should (planted ADRs)', () => {
  const known = new Set(['001', '002', '003']);
  const ok = '# 002. A title\n\nStatus: accepted\nDate: 2026-11-21\n\n## Context\n';
  assert.deepEqual(adrProblems('002-a-title.md', ok, known), []);
  const superseded =
    '# 002. T\n\nStatus: superseded by 003\nDate: 2026-11-21\nSupersedes: 001\n\nx';
  assert.deepEqual(adrProblems('002-t.md', superseded, known), []);
  const cases: Array<[string, string, RegExp]> = [
    ['002-a.md', '# 002 No dot\n\nStatus: accepted\nDate: 2026-11-21\n', /line 1/],
    ['002-a.md', '# 003. Wrong number\n\nStatus: accepted\nDate: 2026-11-21\n', /not the file's/],
    ['002-a.md', '# 002. No status\n\n## Context\n', /line 3/],
    ['002-a.md', '# 002. T\n\nStatus: accepted · Date: 2026-11-21\n\n', /line 3/],
    ['002-a.md', '# 002. T\n\nStatus: accepted\n\n## Context\n', /line 4/],
    ['002-a.md', '# 002. T\n\nStatus: accepted\nDate: 2026-02-30\n', /not a date/],
    ['002-a.md', '# 002. T\n\nStatus: superseded by 009\nDate: 2026-11-21\n', /009/],
    ['002-a.md', '# 002. T\n\nStatus: accepted\nDate: 2026-11-21\nSupersedes: 042\n', /042/],
    ['002-a.md', '# 002. T\n\nStatus: accepted\nDate: 2026-11-21\nSupersedes: ADR 1\n', /names no/],
    ['002-a.md', '# 002. T\n\nStatus: accepted\nDate: 2026-11-21\nText at once\n', /not blank/],
    ['2-a.md', '# 002. T\n', /name/],
  ];
  for (const [file, text, expected] of cases) {
    const problems = adrProblems(file, text, known);
    assert.ok(
      problems.some((p) => expected.test(p)),
      `${JSON.stringify(text)} gave ${JSON.stringify(problems)}`,
    );
  }
});
