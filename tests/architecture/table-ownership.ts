// Which domain's SQL touches which domain's tables (issue 24 point 1, ADR 054). The owners are
// declared in supabase/table-owners.json; this module reads every migration and every
// `.server.ts(x)` under web/domains/ and finds each statement that touches a table of another
// domain outside what that domain publishes. tests/architecture/table-ownership.test.ts holds the
// count to a baseline; `npm run check` prints it.
//
// What "touch" means here (a lexical reading, not a SQL parser):
//   - a read: a relation named after `from`, `join` or `using`;
//   - a write: after `insert into`, `update`, `delete from`, `truncate`, `merge into`.
// `references` (a foreign key) is not a touch: it states a dependency, it reads or writes nothing.
// A relation listed after a comma (`from a, b`) is not seen; the code base writes joins.
// Which domain a statement speaks for:
//   - in web/domains/<d>/: <d>, for the text of every template literal of the file;
//   - in a migration: the owner of the relation the statement is about (`create table`, `alter
//     table`, `create policy … on`, `create trigger … on`, `create index … on`, `comment on`,
//     `grant … on`, `create view`, a DML statement's target); a function: the owner of the table
//     whose trigger executes it, else of the first table it writes, else of the first it reads.
// A published relation may be read by every domain; writes always belong to the owner.

const root = new URL('../../', import.meta.url).pathname;
export const MANIFEST_PATH = `${root}supabase/table-owners.json`;
export const BASELINE_PATH = `${root}tests/architecture/table-ownership-baseline.json`;

export type Manifest = {
  /**
   * Migrations sorting before this name were applied before the ownership rule existed. Their
   * one-time data moves (a top-level insert, update or delete, a backfill) ran once on every
   * database and will never run again, and an applied migration is never edited: they are
   * history, not seams (ADR 063). Their functions, views, policies and triggers still count
   * while they stand, and every data move of a later migration counts.
   */
  historyBefore?: string;
  domains: Record<
    string,
    {
      tables: string[];
      publishes?: string[] | 'all';
      /** Infrastructure every domain may read and write (the job queue), as web/server/ is. */
      infrastructure?: boolean;
    }
  >;
};

export type Ref = { relation: string; write: boolean };
export type Crossing = {
  /** The domain the statement speaks for. */
  from: string;
  relation: string;
  owner: string;
  write: boolean;
  /** file:line */
  where: string;
};

const SCHEMAS = ['public', 'private', 'better_auth'];
const NAME = String
  .raw`((?:(?:public|private|better_auth|extensions|auth|cron|storage)\.)?"?[a-z_][a-z0-9_]*"?)`;
const READ = new RegExp(
  String.raw`\b(?:from|join|using)\s+(?:only\s+)?${NAME}(?![a-z0-9_"])(?!\s*\()`,
  'gi',
);
const WRITE = new RegExp(
  String
    .raw`\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:only\s+)?${NAME}(?![a-z0-9_"])`,
  'gi',
);

/** A relation name as written, resolved to schema.name (unqualified names are public's). */
export function qualify(name: string): string {
  const bare = name.replaceAll('"', '').toLowerCase();
  return bare.includes('.') ? bare : `public.${bare}`;
}

/** Reads and writes of known relations in one piece of SQL (comments and strings removed). */
export function tableRefs(sqlText: string, known: Set<string>): Ref[] {
  const text = stripSql(sqlText);
  const refs: Array<Ref & { at: number }> = [];
  for (const [re, write] of [[WRITE, true], [READ, false]] as const) {
    for (const m of text.matchAll(re)) {
      const relation = qualify(m[1]);
      if (!known.has(relation)) continue;
      // `delete from x` is a write, not also a read of x.
      if (!write && /delete\s+$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      refs.push({ relation, write, at: m.index });
    }
  }
  return refs.sort((a, b) => a.at - b.at).map(({ relation, write }) => ({ relation, write }));
}

/**
 * SQL with comments and the contents of '…' strings blanked (newlines kept, so positions and
 * line numbers still hold). A double-quoted identifier that is not a plain name (a policy name
 * with spaces or an apostrophe) keeps its letters and digits and has `_` for every other
 * character: it stays one distinct name (policies are told apart by it) and nothing in it reads
 * as SQL. Dollar-quoted bodies stay: they are code.
 */
export function stripSql(text: string): string {
  let out = '';
  let i = 0;
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  while (i < text.length) {
    const c = text[i];
    if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (c === "'") {
      let j = i + 1;
      while (j < text.length && !(text[j] === "'" && text[j + 1] !== "'")) {
        j += text[j] === "'" ? 2 : 1;
      }
      out += `'${blank(text.slice(i + 1, j))}'`;
      i = j + 1;
    } else if (c === '"') {
      const end = text.indexOf('"', i + 1);
      const stop = end < 0 ? text.length : end + 1;
      const ident = text.slice(i, stop);
      out += /^"[a-z_][a-z0-9_]*"$/i.test(ident)
        ? ident
        : `"${ident.slice(1, -1).replace(/[^a-z0-9\n]/gi, '_')}"`;
      i = stop;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Statements of a migration (comments and strings blanked), split on `;` outside dollar quotes. */
export function splitStatements(source: string): Array<{ text: string; line: number }> {
  const text = stripSql(source);
  const out: Array<{ text: string; line: number }> = [];
  let start = 0;
  let i = 0;
  const lineAt = (pos: number) => text.slice(0, pos).split('\n').length;
  const push = (end: number) => {
    const body = text.slice(start, end);
    const lead = body.search(/\S/);
    if (lead >= 0) out.push({ text: body.trim(), line: lineAt(start + lead) });
  };
  while (i < text.length) {
    const c = text[i];
    const tag = c === '$' ? text.slice(i).match(/^\$[a-z_]*\$/i)?.[0] : undefined;
    if (tag) {
      const end = text.indexOf(tag, i + tag.length);
      i = end < 0 ? text.length : end + tag.length;
    } else if (c === ';') {
      push(i);
      start = ++i;
    } else i++;
  }
  push(text.length);
  return out;
}

/** The static text of every template literal in a TypeScript source (what tagged SQL holds). */
export function templateTexts(source: string): Array<{ text: string; line: number }> {
  const out: Array<{ text: string; line: number }> = [];
  let i = 0;
  const lineAt = (pos: number) => source.slice(0, pos).split('\n').length;
  // Scans code until `stop` (a closing brace of `${…}` at depth 0) or the end.
  const code = (stopAtBrace: boolean): void => {
    let depth = 0;
    while (i < source.length) {
      const c = source[i];
      if (c === '/' && source[i + 1] === '/') {
        const end = source.indexOf('\n', i);
        i = end < 0 ? source.length : end;
      } else if (c === '/' && source[i + 1] === '*') {
        const end = source.indexOf('*/', i + 2);
        i = end < 0 ? source.length : end + 2;
      } else if (c === "'" || c === '"') {
        i++;
        while (i < source.length && source[i] !== c && source[i] !== '\n') {
          i += source[i] === '\\' ? 2 : 1;
        }
        i++;
      } else if (c === '`') {
        i++;
        template();
      } else if (c === '{') {
        depth++;
        i++;
      } else if (c === '}') {
        if (stopAtBrace && depth === 0) {
          i++;
          return;
        }
        depth--;
        i++;
      } else i++;
    }
  };
  const template = (): void => {
    const startLine = lineAt(i);
    let text = '';
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') {
        text += source.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        i++;
        break;
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        text += ' ? ';
        code(true);
      } else {
        text += c;
        i++;
      }
    }
    out.push({ text, line: startLine });
  };
  code(false);
  return out;
}

export function loadManifest(): Manifest {
  return JSON.parse(Deno.readTextFileSync(MANIFEST_PATH));
}

export type Ownership = {
  owner: Map<string, string>;
  published: (relation: string) => boolean;
  infrastructure: (relation: string) => boolean;
  problems: string[];
};

/** The owner of each relation, and what is published; problems: entries that make no sense. */
export function ownership(manifest: Manifest, relations: Set<string>): Ownership {
  const owner = new Map<string, string>();
  const published = new Set<string>();
  const publishAll = new Set<string>();
  const infrastructure = new Set<string>();
  const problems: string[] = [];
  for (const [domain, entry] of Object.entries(manifest.domains)) {
    for (const table of entry.tables) {
      if (owner.has(table)) problems.push(`${table} is owned by ${owner.get(table)} and ${domain}`);
      if (!relations.has(table)) {
        problems.push(`${domain} owns ${table}, which no migration creates`);
      }
      owner.set(table, domain);
    }
    if (entry.infrastructure) infrastructure.add(domain);
    if (entry.publishes === 'all') publishAll.add(domain);
    else {
      for (const p of entry.publishes ?? []) {
        if (!entry.tables.includes(p)) {
          problems.push(`${domain} publishes ${p}, which it does not own`);
        }
        published.add(p);
      }
    }
  }
  return {
    owner,
    published: (r) => published.has(r) || publishAll.has(owner.get(r) ?? ''),
    infrastructure: (r) => infrastructure.has(owner.get(r) ?? ''),
    problems,
  };
}

/** Tables and views the migrations leave behind, in order, with drops and renames applied. */
export function migratedRelations(migrations: Array<{ file: string; text: string }>): Set<string> {
  const relations = new Set<string>();
  for (const { text } of migrations) {
    for (const { text: s } of splitStatements(text)) {
      const one = stripSql(s).replace(/\s+/g, ' ').trim().toLowerCase();
      let m = one.match(
        new RegExp(`^create (?:unlogged )?table (?:if not exists )?${NAME}`, 'i'),
      ) ?? one.match(new RegExp(`^create (?:or replace )?(?:materialized )?view ${NAME}`, 'i'));
      if (m) relations.add(qualify(m[1]));
      m = one.match(new RegExp(`^drop (?:table|view|materialized view) (?:if exists )?${NAME}`));
      if (m) relations.delete(qualify(m[1]));
      m = one.match(
        new RegExp(`^alter (?:table|view) (?:if exists )?${NAME} rename to ([a-z0-9_]+)$`),
      );
      if (m) {
        const from = qualify(m[1]);
        relations.delete(from);
        relations.add(`${from.split('.')[0]}.${m[2]}`);
      }
    }
  }
  return new Set([...relations].filter((r) => SCHEMAS.includes(r.split('.')[0])));
}

/** The relation a migration statement is about, if its first words say. */
function subjectOf(statement: string): string | null {
  const s = stripSql(statement).replace(/\s+/g, ' ').trim().toLowerCase();
  const patterns = [
    `^create (?:unlogged )?table (?:if not exists )?${NAME}`,
    `^create (?:or replace )?(?:materialized )?view ${NAME}`,
    `^alter (?:table|view|materialized view) (?:if exists )?(?:only )?${NAME}`,
    `^create (?:unique )?index (?:concurrently )?(?:if not exists )?(?:[a-z0-9_]+ )?on (?:only )?${NAME}`,
    `^create policy "[^"]*" on ${NAME}`,
    `^(?:drop|alter) policy (?:if exists )?"[^"]*" on ${NAME}`,
    `^create (?:or replace )?(?:constraint )?trigger [a-z0-9_]+ .*? on ${NAME}`,
    `^drop trigger (?:if exists )?[a-z0-9_]+ on ${NAME}`,
    `^comment on (?:table|view|materialized view) ${NAME}`,
    `^comment on column ${NAME}\\.[a-z0-9_]+ is`,
    `^(?:grant|revoke) .*? on (?:table )?${NAME}`,
    `^insert into ${NAME}`,
    `^update (?:only )?${NAME}`,
    `^delete from (?:only )?${NAME}`,
  ];
  for (const p of patterns) {
    const m = s.match(new RegExp(p));
    if (m) return qualify(m[1]);
  }
  return null;
}

const FUNCTION = new RegExp(`^create (?:or replace )?(?:function|procedure) ${NAME}\\s*\\(`, 'i');
const TRIGGER = new RegExp(
  `^create (?:or replace )?(?:constraint )?trigger [a-z0-9_]+ .*? on ${NAME} .*?execute (?:function|procedure) ${NAME}\\s*\\(`,
  'i',
);

export type Source = { file: string; text: string };

/** Every statement that touches another domain's relation outside what it publishes. */
export function crossings(
  manifest: Manifest,
  migrations: Source[],
  domainFiles: Source[],
): { crossings: Crossing[]; relations: Set<string>; unowned: string[]; problems: string[] } {
  const relations = migratedRelations(migrations);
  const own = ownership(manifest, relations);
  const unowned = [...relations].filter((r) => !own.owner.has(r)).sort();
  const found: Crossing[] = [];
  const check = (from: string, refs: Ref[], where: string) => {
    for (const ref of refs) {
      const owner = own.owner.get(ref.relation);
      if (!owner || owner === from || own.infrastructure(ref.relation)) continue;
      if (!ref.write && own.published(ref.relation)) continue;
      found.push({ from, relation: ref.relation, owner, write: ref.write, where });
    }
  };

  // A trigger function speaks for the table whose trigger runs it.
  const triggerHome = new Map<string, string>();
  for (const { text } of migrations) {
    for (const { text: s } of splitStatements(text)) {
      const m = stripSql(s).replace(/\s+/g, ' ').trim().match(TRIGGER);
      if (m) {
        const owner = own.owner.get(qualify(m[1]));
        if (owner && !triggerHome.has(qualify(m[2]))) triggerHome.set(qualify(m[2]), owner);
      }
    }
  }
  const live = liveDefinitions(migrations);
  const history = (file: string) =>
    manifest.historyBefore !== undefined &&
    (file.split('/').pop() ?? '') < manifest.historyBefore;
  for (const { file, text } of migrations) {
    for (const st of splitStatements(text)) {
      if (!live(file, st)) continue;
      if (history(file) && isDataMove(st.text)) continue;
      const refs = tableRefs(st.text, relations);
      const fn = st.text.replace(/\s+/g, ' ').trim().match(FUNCTION);
      const subject = fn ? null : subjectOf(st.text);
      // Infrastructure (the job queue) is everyone's: it does not say whom a function serves.
      const domainRefs = refs.filter((r) => !own.infrastructure(r.relation));
      const guess = () =>
        own.owner.get(
          (domainRefs.find((r) => r.write) ?? domainRefs[0] ?? refs[0])?.relation ?? '',
        );
      const home = fn
        ? triggerHome.get(qualify(fn[1])) ?? guess()
        : subject
        ? own.owner.get(subject)
        : guess();
      if (!home) continue;
      check(home, refs, `${file}:${st.line}`);
    }
  }
  for (const { file, text } of domainFiles) {
    const domain = file.match(/^web\/domains\/([^/]+)\//)?.[1];
    if (!domain) continue;
    for (const t of templateTexts(text)) {
      check(domain, tableRefs(t.text, relations), `${file}:${t.line}`);
    }
  }
  return { crossings: found, relations, unowned, problems: own.problems };
}

/**
 * A statement that changes rows once and leaves nothing behind: a top-level insert, update,
 * delete, truncate or merge, or a `with` feeding one. Definitions (functions, views, policies,
 * triggers) are not: they run again and again.
 */
export function isDataMove(statement: string): boolean {
  const s = stripSql(statement).replace(/\s+/g, ' ').trim().toLowerCase();
  return /^(?:insert into|update|delete from|truncate|merge into|with)\b/.test(s);
}

/**
 * Whether a migration statement still stands in the database the migrations leave. A function,
 * view or policy is what its last `create` says until a `drop`: an earlier definition, replaced
 * or dropped since, touches nothing any more, and a migration already applied is never edited,
 * so counting it would hold a crossing that a later migration has removed. Everything else
 * (tables, triggers, grants, one-time data moves) stands as written.
 */
export function liveDefinitions(
  migrations: Source[],
): (file: string, statement: { text: string; line: number }) => boolean {
  const last = new Map<string, string>();
  const keyOf = (
    text: string,
  ): { key: string; drop: boolean; movedTo?: string } | null => {
    const s = stripSql(text).replace(/\s+/g, ' ').trim().toLowerCase();
    // `alter function a.f(…) set schema b`: the definition that stood as a.f now stands as b.f.
    let m = s.match(
      new RegExp(
        `^alter (?:function|procedure) ${NAME}\\s*(?:\\([^)]*\\))? set schema ([a-z_][a-z0-9_]*)$`,
      ),
    );
    if (m) {
      const from = qualify(m[1]);
      return {
        key: `function ${from}`,
        drop: true,
        movedTo: `function ${m[2]}.${from.split('.')[1]}`,
      };
    }
    m = s.match(new RegExp(`^create (?:or replace )?(?:function|procedure) ${NAME}\\s*\\(`));
    if (m) return { key: `function ${qualify(m[1])}`, drop: false };
    m = s.match(new RegExp(`^drop (?:function|procedure) (?:if exists )?${NAME}`));
    if (m) return { key: `function ${qualify(m[1])}`, drop: true };
    m = s.match(new RegExp(`^create (?:or replace )?(?:materialized )?view ${NAME}`));
    if (m) return { key: `view ${qualify(m[1])}`, drop: false };
    m = s.match(new RegExp(`^drop (?:materialized )?view (?:if exists )?${NAME}`));
    if (m) return { key: `view ${qualify(m[1])}`, drop: true };
    m = s.match(new RegExp(`^create policy ("[^"]*"|[a-z0-9_]+) on ${NAME}`));
    if (m) return { key: `policy ${m[1]} ${qualify(m[2])}`, drop: false };
    m = s.match(new RegExp(`^drop policy (?:if exists )?("[^"]*"|[a-z0-9_]+) on ${NAME}`));
    if (m) return { key: `policy ${m[1]} ${qualify(m[2])}`, drop: true };
    return null;
  };
  const at = (file: string, line: number) => `${file}:${line}`;
  for (const { file, text } of migrations) {
    for (const st of splitStatements(text)) {
      const k = keyOf(st.text);
      if (k?.movedTo) last.set(k.movedTo, last.get(k.key) ?? '');
      if (k) last.set(k.key, k.drop ? '' : at(file, st.line));
    }
  }
  const standing = new Set(last.values());
  return (file, st) => {
    const k = keyOf(st.text);
    return !k || (!k.drop && standing.has(at(file, st.line)));
  };
}

/** Crossings counted by (domain → relation, read or write): the shape of the baseline. */
export function tally(list: Crossing[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const c of list) {
    const key = `${c.from} ${c.write ? 'writes' : 'reads'} ${c.relation} (${c.owner})`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

/** Where the counts rose above the baseline (a new pair, or more of one). */
export function aboveBaseline(
  counts: Record<string, number>,
  baseline: Record<string, number>,
): string[] {
  return Object.entries(counts)
    .filter(([key, n]) => n > (baseline[key] ?? 0))
    .map(([key, n]) => `${key}: ${n} (baseline ${baseline[key] ?? 0})`);
}

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of Deno.readDirSync(`${root}${dir}`)) {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory) out.push(...filesUnder(`${path}/`, keep));
    else if (keep(entry.name)) out.push(path);
  }
  return out.sort();
}

/** The real tree: every migration and every domain `.server.ts(x)` (tests aside). */
export function readTree(): { migrations: Source[]; domainFiles: Source[] } {
  const read = (file: string) => ({ file, text: Deno.readTextFileSync(`${root}${file}`) });
  return {
    migrations: filesUnder('supabase/migrations/', (n) => n.endsWith('.sql')).map(read),
    domainFiles: filesUnder('web/domains/', (n) => /\.server\.tsx?$/.test(n)).map(read),
  };
}

export function readBaseline(): Record<string, number> {
  return JSON.parse(Deno.readTextFileSync(BASELINE_PATH)).crossings;
}

/** The count `npm run check` prints. */
export function currentCrossings() {
  const { migrations, domainFiles } = readTree();
  return crossings(loadManifest(), migrations, domainFiles);
}
