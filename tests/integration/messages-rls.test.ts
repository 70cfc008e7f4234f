// Row-level security and privileges of public.message_channels and public.messages
// (supabase/migrations/*_messages.sql), at the SQL level as other users: one refusal per policy.
import assert from 'node:assert/strict';
import { asAnon, asService, sql } from '../../web/server/db.server.ts';
import { asUserOf, deleteUsers, signedInCaregiver, signedInFamily, test } from './helpers.ts';

const PERMISSION_DENIED = { code: '42501' };
const REFUSED_BY_POLICY = { code: '42501', message: /row-level security/ };

async function withChannel(
  fn: (
    a: { family: string; caregiver: string; stranger: string; channel: string },
  ) => Promise<void>,
) {
  const [family, caregiver, stranger] = await Promise.all([
    signedInFamily(),
    signedInCaregiver({ stage: 'background-checked' }),
    signedInFamily(),
  ]);
  try {
    const [row] = await asService((tx) =>
      tx`insert into public.message_channels
           (family_id, caregiver_id, family_user_id_number, caregiver_user_id_number)
         values (${family.id}, ${caregiver.id}, '1', '2') returning id`
    );
    await fn({
      family: family.id,
      caregiver: caregiver.id,
      stranger: stranger.id,
      channel: row.id,
    });
  } finally {
    await deleteUsers(family.id, caregiver.id, stranger.id);
  }
}

const insertAs = (
  user: string,
  channel: string,
  family: string,
  caregiver: string,
  author = user,
) =>
  asUserOf(
    user,
    (tx) =>
      tx`insert into public.messages (channel_id, family_id, caregiver_id, author_id, body)
       values (${channel}, ${family}, ${caregiver}, ${author}, 'Hello') returning id`,
  );

test('messages rls: only the members read a channel and its messages', async () => {
  await withChannel(async ({ family, caregiver, stranger, channel }) => {
    await insertAs(family, channel, family, caregiver);
    for (const member of [family, caregiver]) {
      const rows = await asUserOf(member, (tx) => tx`select id from public.messages`);
      assert.equal(rows.length, 1);
      const channels = await asUserOf(member, (tx) => tx`select id from public.message_channels`);
      assert.deepEqual(channels.map((c) => c.id), [channel]);
    }
    assert.equal((await asUserOf(stranger, (tx) => tx`select id from public.messages`)).length, 0);
    assert.equal(
      (await asUserOf(stranger, (tx) => tx`select id from public.message_channels`)).length,
      0,
    );
  });
});

test('messages rls: a non-member cannot write into a channel, nor as someone else', async () => {
  await withChannel(async ({ family, caregiver, stranger, channel }) => {
    await assert.rejects(insertAs(stranger, channel, family, caregiver), /violates/);
    // A member writing in the other's name is refused by the policy.
    await assert.rejects(
      insertAs(family, channel, family, caregiver, caregiver),
      REFUSED_BY_POLICY,
    );
  });
});

// Blocking's policy and trigger (either member blocks, each lifts only their own block, no
// insert while anyone blocks) are tested in messages-block.test.ts.

test('messages rls: only the recipient marks read; bodies and summaries are never edited', async () => {
  await withChannel(async ({ family, caregiver, stranger, channel }) => {
    const [{ id }] = await insertAs(family, channel, family, caregiver);
    const byAuthor = await asUserOf(
      family,
      (tx) => tx`update public.messages set is_read = true where id = ${id} returning id`,
    );
    assert.equal(byAuthor.length, 0);
    const byStranger = await asUserOf(
      stranger,
      (tx) => tx`update public.messages set is_read = true where id = ${id} returning id`,
    );
    assert.equal(byStranger.length, 0);
    const byRecipient = await asUserOf(
      caregiver,
      (tx) => tx`update public.messages set is_read = true where id = ${id} returning id`,
    );
    assert.equal(byRecipient.length, 1);
    const [summary] = await sql`
      select latest_message_id, latest_is_read from public.message_channels where id = ${channel}`;
    assert.deepEqual([summary.latestMessageId, summary.latestIsRead], [id, true]);
    await assert.rejects(
      asUserOf(caregiver, (tx) => tx`update public.messages set is_read = false where id = ${id}`),
      REFUSED_BY_POLICY,
    );
    await assert.rejects(
      asUserOf(family, (tx) => tx`update public.messages set body = 'Edited' where id = ${id}`),
      PERMISSION_DENIED,
    );
    await assert.rejects(
      asUserOf(family, (tx) => tx`delete from public.messages where id = ${id}`),
      PERMISSION_DENIED,
    );
    await assert.rejects(
      asUserOf(
        family,
        (tx) => tx`update public.message_channels set latest_body = 'Forged' where id = ${channel}`,
      ),
      PERMISSION_DENIED,
    );
  });
});

test('messages rls: users cannot open channels; the database requires an approved caregiver', async () => {
  await withChannel(async ({ family, stranger }) => {
    const draft = await signedInCaregiver({ stage: 'basic-info' });
    try {
      await assert.rejects(
        asUserOf(
          family,
          (tx) =>
            tx`insert into public.message_channels
                       (family_id, caregiver_id, family_user_id_number, caregiver_user_id_number)
                     values (${family}, ${draft.id}, '1', '2')`,
        ),
        PERMISSION_DENIED,
      );
      await assert.rejects(
        asService((tx) =>
          tx`insert into public.message_channels
               (family_id, caregiver_id, family_user_id_number, caregiver_user_id_number)
             values (${stranger}, ${draft.id}, '1', '2')`
        ),
        /background check/,
      );
    } finally {
      await deleteUsers(draft.id);
    }
  });
});

test("message_authors (messages' published view): the channel's members read who wrote; a stranger and visitors nothing", async () => {
  await withChannel(async ({ family, caregiver, stranger, channel }) => {
    await insertAs(caregiver, channel, family, caregiver);
    const read = (user: string) =>
      asUserOf(
        user,
        (tx) => tx`select author_id from public.message_authors where author_id = ${caregiver}`,
      );
    assert.equal((await read(caregiver)).length, 1);
    assert.equal((await read(family)).length, 1);
    assert.equal((await read(stranger)).length, 0);
    await assert.rejects(
      asAnon((tx) => tx`select id from public.message_authors`),
      PERMISSION_DENIED,
    );
  });
});
