// Issue 20 points 20 and 21: an invited (or accepted) posting is refused a second invite and the
// hire flow says how far each posting got; and the realtime pushes of team invites, saved cards
// and account status flags reach exactly the users they concern (a real server, real
// WebSockets, the triggers of the real Postgres, each row re-read as its recipient under RLS).
import assert from 'node:assert/strict';
import { asService, sql } from '../../web/server/db.server.ts';
import { createNotification, html } from '../../web/domains/notifications/actions.server.ts';
import { inviteStatesForHire } from '../../web/domains/invites/actions.server.ts';
import { createApplication } from '../factories/applications.ts';
import { createJob } from '../factories/jobs.ts';
import { hireParties, offerPayload } from '../factories/team.ts';
import { api, app, deleteUsers, signedInFamily, signIn, test } from './helpers.ts';
import { type RealtimeMessage, RealtimeSocket } from './realtime-socket.ts';

type Message = RealtimeMessage;

/** A socket of this test, signed in by its cookie. */
class Client extends RealtimeSocket {
  constructor(url: string, cookie: string) {
    super(url, { cookie });
  }

  of(table: string) {
    return this.changes(table);
  }
}

const change =
  (table: string, id: string, ok: (row: Record<string, unknown>) => boolean = () => true) =>
  (m: Message) => m.type === 'change' && m.table === table && m.id === id && !!m.row && ok(m.row);

/**
 * A user's changes are read and pushed in the order they were announced (one shard per user):
 * once a marker notification sent last has arrived, anything announced to them before has too.
 */
async function flushed(client: Client, userId: string) {
  const marker = await asService((tx) =>
    createNotification(tx, {
      recipientId: userId,
      class: 'Invite',
      refId: crypto.randomUUID(),
      message: html`<b>marker</b>`,
    })
  );
  await client.next(change('notifications', marker.id));
}

test('invites: an invited posting is refused a second invite, accepted too; the hire flow states say so', async () => {
  const { family: fam, caregiver: cg, base } = await hireParties();
  const family = await signIn(fam);
  const caregiver = await signIn(cg);
  try {
    const second = await createJob(family);
    const third = await createJob(family);
    await createApplication(caregiver, family, third.id);
    const offer = (jobId: string) =>
      api('POST', `/api/team/invite/user/${caregiver.userIdNumber}`, {
        cookie: family.cookie,
        body: offerPayload(jobId, {}, base),
      });
    const first = await offer(family.jobId);
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const again = await offer(family.jobId);
    assert.equal(again.status, 409);
    assert.equal(again.body.general, 'This caregiver already has an invite for this job.');
    // The database refuses it too, whatever the server checked first.
    await assert.rejects(
      sql`insert into public.team_invites (job_id, family_id, caregiver_id, client_first_name,
            client_last_name, prop_wage_cents, is_vacation_included, estimated_hours, start_date,
            message, deactivate_job_on_hire, address_id)
          select job_id, family_id, caregiver_id, client_first_name, client_last_name,
                 prop_wage_cents, is_vacation_included, estimated_hours, start_date, message,
                 false, address_id
            from public.team_invites where id = ${first.body.id}`,
      /team_invites_one_open/,
    );

    const accepted = await api('POST', `/api/team/invite/${first.body.id}/accept`, {
      cookie: caregiver.cookie,
      body: { returnMessage: 'Happy to join.' },
    });
    assert.equal(accepted.status, 200);
    // Accepted: still not offered again.
    assert.equal((await offer(family.jobId)).status, 409);

    const invited = await offer(second.id);
    assert.equal(invited.status, 201);
    const actor = { id: family.id, email: family.email, userType: 'family' as const };
    assert.deepEqual(await inviteStatesForHire(actor, caregiver.userIdNumber), {
      [family.jobId]: 'accepted',
      [second.id]: 'invited',
    });

    // The hire page shows each posting as Accepted, Invited or Applied, and the posting of an
    // accepted application comes chosen.
    const page = await api('GET', `/caregiver/${caregiver.userIdNumber}/hire?job=${third.id}`, {
      cookie: family.cookie,
    });
    assert.equal(page.status, 200);
    const props = String(page.body);
    assert.ok(props.includes(`&quot;preselectedJobId&quot;:&quot;${third.id}&quot;`));
    assert.ok(props.includes(`&quot;appliedJobIds&quot;:[&quot;${third.id}&quot;]`));
    assert.ok(props.includes(`&quot;${family.jobId}&quot;:&quot;accepted&quot;`));

    // A caregiver asking for the states learns nothing.
    const cgActor = { id: caregiver.id, email: caregiver.email, userType: 'caregiver' as const };
    assert.deepEqual(await inviteStatesForHire(cgActor, caregiver.userIdNumber), {});
  } finally {
    await deleteUsers(family.id, caregiver.id);
  }
});

test('realtime: invites reach both parties (offer, read, accept, decline); cards and status flags only their owner', async () => {
  const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, app.fetch);
  const url = `ws://127.0.0.1:${server.addr.port}/api/realtime`;
  const { family: fam, caregiver: cg, base } = await hireParties();
  const family = await signIn(fam);
  const caregiver = await signIn(cg);
  const outsider = await signedInFamily();
  const sockets: Client[] = [];
  const connect = async (cookie: string) => {
    const client = new Client(url, cookie);
    sockets.push(client);
    await client.next((m) => m.type === 'ready');
    return client;
  };
  try {
    const famTab = await connect(family.cookie);
    const cgTab = await connect(caregiver.cookie);
    const outTab = await connect(outsider.cookie);

    // A new offer: both parties, each with their own view (the street for the family only).
    const sent = await api('POST', `/api/team/invite/user/${caregiver.userIdNumber}`, {
      cookie: family.cookie,
      body: offerPayload(family.jobId, {}, base),
    });
    assert.equal(sent.status, 201);
    const id = sent.body.id as string;
    const toFamily = await famTab.next(change('team_invites', id));
    const toCaregiver = await cgTab.next(change('team_invites', id));
    assert.match(String((toFamily.row!.address as Record<string, unknown>).addressFull), /^42 /);
    assert.equal(toFamily.row!.distanceKm, null);
    assert.equal((toCaregiver.row!.address as Record<string, unknown>).addressFull, null);
    assert.equal(typeof toCaregiver.row!.distanceKm, 'number');

    // Read by the caregiver, then accepted: the family hears both.
    await api('GET', `/api/team/invite/${id}/mark-read`, { cookie: caregiver.cookie });
    await famTab.next(change('team_invites', id, (r) => r.isRead === true));
    await api('POST', `/api/team/invite/${id}/accept`, {
      cookie: caregiver.cookie,
      body: { returnMessage: 'Yes!' },
    });
    await famTab.next(change('team_invites', id, (r) => r.isAccepted === true));
    await cgTab.next(change('team_invites', id, (r) => r.isAccepted === true));

    // A decline of another posting's invite.
    const second = await createJob(family);
    const other = await api('POST', `/api/team/invite/user/${caregiver.userIdNumber}`, {
      cookie: family.cookie,
      body: offerPayload(second.id, {}, base),
    });
    await api('POST', `/api/team/invite/${other.body.id}/decline`, {
      cookie: caregiver.cookie,
      body: { returnMessage: 'Not now.' },
    });
    await famTab.next(change('team_invites', other.body.id, (r) => r.isDeclined === true));

    // A saved card: its family only, as the list shows it (the processor's id, brand, last 4).
    const [card] = await asService((tx) =>
      tx`insert into public.payment_methods (user_id, processor_id, brand, last4, exp_month,
           exp_year, cvc_check, is_preferred)
         values (${family.id}, ${'pm_live_' + crypto.randomUUID()}, 'visa', '4242', 12, 2040,
           'pass', true)
         returning id`
    );
    const pushed = await famTab.next(change('payment_methods', card.id as string));
    assert.equal(pushed.row!.last4, '4242');
    assert.equal(pushed.row!.isPreferred, true);

    // A status flag: its owner only, with the API's names.
    await asService((tx) =>
      tx`update public.account_statuses set is_banking = true where user_id = ${caregiver.id}`
    );
    const flags = await cgTab.next(change('account_statuses', caregiver.id));
    assert.equal(flags.row!.isBanking, true);
    assert.equal(typeof flags.row!.isBgCheck, 'boolean');
    // Touching the row without changing a flag announces nothing.
    await asService((tx) =>
      tx`update public.account_statuses set updated_at = now() where user_id = ${caregiver.id}`
    );

    // Nobody else heard any of it; the caregiver saw no card; the family no flag of the caregiver.
    await Promise.all([
      flushed(outTab, outsider.id),
      flushed(cgTab, caregiver.id),
      flushed(famTab, family.id),
    ]);
    for (const table of ['team_invites', 'payment_methods', 'account_statuses']) {
      assert.equal(outTab.of(table).length, 0, `the outsider heard ${table}`);
    }
    assert.equal(cgTab.of('payment_methods').length, 0);
    assert.equal(famTab.of('account_statuses').length, 0);
    assert.equal(cgTab.of('account_statuses').length, 1, 'a touch without a change is silent');
  } finally {
    await Promise.all(sockets.map((s) => s.close()));
    await server.shutdown();
    await deleteUsers(family.id, caregiver.id, outsider.id);
  }
});

test('realtime: a forged announcement naming the wrong user pushes them nothing (the re-read decides)', async () => {
  const server = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => {} }, app.fetch);
  const url = `ws://127.0.0.1:${server.addr.port}/api/realtime`;
  const { family: fam, caregiver: cg, base } = await hireParties();
  const family = await signIn(fam);
  const caregiver = await signIn(cg);
  const outsider = await signedInFamily();
  const tab = new Client(url, outsider.cookie);
  try {
    await tab.next((m) => m.type === 'ready');
    const sent = await api('POST', `/api/team/invite/user/${caregiver.userIdNumber}`, {
      cookie: family.cookie,
      body: offerPayload(family.jobId, {}, base),
    });
    for (
      const [table, id] of [
        ['team_invites', sent.body.id as string],
        ['account_statuses', caregiver.id],
      ]
    ) {
      const payload = JSON.stringify({ table, op: 'update', id, audience: [outsider.id] });
      await sql`select pg_notify('tendwell_realtime', ${payload})`;
    }
    await flushed(tab, outsider.id);
    assert.equal(tab.of('team_invites').length, 0);
    assert.equal(tab.of('account_statuses').length, 0);
  } finally {
    await tab.close();
    await server.shutdown();
    await deleteUsers(family.id, caregiver.id, outsider.id);
  }
});
