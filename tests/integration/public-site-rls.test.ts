// Row-level security of public.contact_inquiries and public.careers, exercised directly as
// each kind of caller (asAnon / asUser), without the API in front.
import assert from 'node:assert/strict';
import { asAnon, asUser, sql, type Tx, type UserType } from '../../web/server/db.server.ts';
import { test } from './helpers.ts';

const RUN = crypto.randomUUID().slice(0, 8);
const CATEGORY = `rls-${RUN}`;
type Person = { id: string; email: string; userType: UserType };

async function person(userType: UserType): Promise<Person> {
  const email = `${crypto.randomUUID()}@test.tendwell.ca`;
  const [row] =
    await sql`insert into better_auth.users (name, email) values (${email}, ${email}) returning id`;
  await sql`insert into public.users (id, user_type, email) values (${row.id}, ${userType}, ${email})`;
  return { id: row.id as string, email, userType };
}

const as = <T>(
  who: Person | null,
  fn: (tx: Tx) => Promise<T>,
) => (who ? asUser(who, fn) : asAnon(fn));

function isRlsRefusal(err: unknown) {
  const code = (err as { code?: string }).code;
  return code === '42501';
}

let people: { admin: Person; family: Person; caregiver: Person; other: Person } | null = null;
async function cast() {
  people ??= {
    admin: await person('admin'),
    family: await person('family'),
    caregiver: await person('caregiver'),
    other: await person('family'),
  };
  return people;
}

async function inquiry(who: Person | null, userId: string | null, subject: string) {
  return await as(
    who,
    (tx) =>
      tx`insert into public.contact_inquiries (user_id, name, email, subject, message)
       values (${userId}, 'Test', 'test@example.ca', ${subject}, 'Hello')`,
  );
}

async function insertCareer(published: boolean) {
  const [row] = await sql`
    insert into public.careers (title, category, locations, description, how_to_apply, is_published)
    values (${`${
    published ? 'Open' : 'Draft'
  } ${RUN}`}, ${CATEGORY}, '{Remote}', 'About', 'Apply', ${published})
    returning id`;
  return row.id as string;
}

test('rls: anyone may send an inquiry, but only admins read them', async () => {
  const { admin, family, caregiver } = await cast();
  const subject = `rls read ${RUN}`;
  try {
    await inquiry(null, null, subject);
    await inquiry(family, family.id, subject);
    await inquiry(caregiver, null, subject);
    const [{ n }] =
      await sql`select count(*)::int as n from public.contact_inquiries where subject = ${subject}`;
    assert.equal(n, 3);

    for (const who of [null, family, caregiver]) {
      const rows = await as(
        who,
        (tx) => tx`select id from public.contact_inquiries where subject = ${subject}`,
      );
      assert.equal(rows.length, 0, `${who?.userType ?? 'anon'} must not read inquiries`);
      const all = await as(
        who,
        (tx) => tx`select count(*)::int as n from public.contact_inquiries`,
      );
      assert.equal(all[0].n, 0);
    }
    const seen = await as(
      admin,
      (tx) => tx`select user_id from public.contact_inquiries where subject = ${subject}`,
    );
    assert.equal(seen.length, 3);
  } finally {
    await sql`delete from public.contact_inquiries where subject = ${subject}`;
  }
});

test('rls: an inquiry cannot be sent in someone else’s name', async () => {
  const { family, other } = await cast();
  const subject = `rls forge ${RUN}`;
  try {
    await assert.rejects(
      inquiry(family, other.id, subject),
      isRlsRefusal,
      'a user cannot use another user_id',
    );
    await assert.rejects(
      inquiry(null, other.id, subject),
      isRlsRefusal,
      'a visitor cannot claim a user',
    );
    const [{ n }] =
      await sql`select count(*)::int as n from public.contact_inquiries where subject = ${subject}`;
    assert.equal(n, 0);
  } finally {
    await sql`delete from public.contact_inquiries where subject = ${subject}`;
  }
});

test('rls: an inquiry, once sent, is changed or removed by nobody (not even an admin)', async () => {
  const { admin, family } = await cast();
  const subject = `rls change ${RUN}`;
  try {
    await inquiry(family, family.id, subject);
    for (const who of [null, family, admin]) {
      const updated = await as(
        who,
        (tx) =>
          tx`update public.contact_inquiries set message = 'x' where subject = ${subject} returning id`,
      );
      assert.equal(updated.length, 0);
      const deleted = await as(
        who,
        (tx) => tx`delete from public.contact_inquiries where subject = ${subject} returning id`,
      );
      assert.equal(deleted.length, 0);
    }
    const [row] =
      await sql`select message from public.contact_inquiries where subject = ${subject}`;
    assert.equal(row.message, 'Hello');
  } finally {
    await sql`delete from public.contact_inquiries where subject = ${subject}`;
  }
});

test('rls: visitors and members see published positions only; admins see drafts too', async () => {
  const { admin, family, caregiver } = await cast();
  try {
    const open = await insertCareer(true);
    const draft = await insertCareer(false);
    for (const who of [null, family, caregiver]) {
      const rows = await as(
        who,
        (tx) => tx`select id from public.careers where category = ${CATEGORY}`,
      );
      assert.deepEqual(rows.map((r) => r.id), [open], who?.userType ?? 'anon');
    }
    const adminRows = await as(
      admin,
      (tx) =>
        tx`select id from public.careers where category = ${CATEGORY} order by is_published desc`,
    );
    assert.deepEqual(adminRows.map((r) => r.id), [open, draft]);
  } finally {
    await sql`delete from public.careers where category = ${CATEGORY}`;
  }
});

test('rls: only admins add, change or remove positions', async () => {
  const { admin, family, caregiver } = await cast();
  try {
    const open = await insertCareer(true);
    const draft = await insertCareer(false);
    for (const who of [null, family, caregiver]) {
      const label = who?.userType ?? 'anon';
      await assert.rejects(
        as(
          who,
          (tx) =>
            tx`insert into public.careers (title, category, description, how_to_apply, is_published)
             values ('Sneaky', ${CATEGORY}, 'd', 'a', true)`,
        ),
        isRlsRefusal,
        `${label} cannot add a position`,
      );
      for (const id of [open, draft]) {
        const updated = await as(
          who,
          (tx) =>
            tx`update public.careers set title = 'Hacked', is_published = true where id = ${id} returning id`,
        );
        assert.equal(updated.length, 0, `${label} cannot change a position`);
        const deleted = await as(
          who,
          (tx) => tx`delete from public.careers where id = ${id} returning id`,
        );
        assert.equal(deleted.length, 0, `${label} cannot remove a position`);
      }
    }
    const untouched =
      await sql`select title, is_published from public.careers where category = ${CATEGORY} order by title`;
    assert.deepEqual(untouched.map((r) => [r.title, r.isPublished]), [[`Draft ${RUN}`, false], [
      `Open ${RUN}`,
      true,
    ]]);

    const [added] = await as(
      admin,
      (tx) =>
        tx`insert into public.careers (title, category, locations, description, how_to_apply)
         values ('Admin Added', ${CATEGORY}, '{Toronto}', 'd', 'a') returning id`,
    );
    const changed = await as(
      admin,
      (tx) => tx`update public.careers set is_published = true where id = ${draft} returning id`,
    );
    assert.equal(changed.length, 1);
    const removed = await as(
      admin,
      (tx) => tx`delete from public.careers where id = ${added.id} returning id`,
    );
    assert.equal(removed.length, 1);
  } finally {
    await sql`delete from public.careers where category = ${CATEGORY}`;
  }
});

test('rls: cleanup of test people', async () => {
  if (people) {
    await sql`delete from better_auth.users where id in ${
      sql(Object.values(people).map((p) => p.id))
    }`;
  }
  people = null;
});
