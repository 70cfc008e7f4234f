// The export's parts, each read by its owning domain (supabase/migrations/
// 20261128003000_own_data_by_owners.sql): my-data.json keeps its keys in the same order and the
// same null-or-list shapes; every private.*_own_data function is security invoker, so another
// signed-in person asking for someone's part gets nothing of theirs; anon executes none of them.
import assert from 'node:assert/strict';
import { strFromU8, unzipSync } from 'fflate';
import { asAnon, asService, sql, type Tx } from '../../web/server/db.server.ts';
import { buildArchive } from '../../web/domains/my-data/actions.server.ts';
import { createFamily } from '../factories/accounts.ts';
import { createContactInquiry } from '../factories/contact.ts';
import { invoicedWeek } from '../factories/invoices.ts';
import { asUserOf, deleteUsers, signedInCaregiver, signedInFamily, test } from './helpers.ts';

const DENIED = { code: '42501' };

/** The keys the person's own data fills, in the order my-data.json has always had them. */
const OWN_DATA_KEYS = [
  'profile',
  'accountStatus',
  'addresses',
  'careNeeds',
  'caregiverProfile',
  'availability',
  'workExperiences',
  'educationAccreditations',
  'backgroundCheck',
  'backgroundCheckReimbursement',
  'banking',
  'paymentMethods',
  'postings',
  'applications',
  'favouriteCaregivers',
  'favouriteJobs',
  'invites',
  'team',
  'emergencyContacts',
  'messagesWritten',
  'shifts',
  'tasks',
  'savedTasks',
  'visitRecords',
  'reports',
  'reviews',
  'invoices',
  'invoiceEmployerCosts',
  'invoicePayments',
  'payrollYearToDate',
  'td1',
  'workersCompensation',
  'notifications',
  'profileViews',
  'jobViews',
  'presence',
];

/** The parts that are one record (null when there is none); every other part is a list. */
const SINGLE = new Set([
  'profile',
  'accountStatus',
  'careNeeds',
  'caregiverProfile',
  'backgroundCheck',
  'backgroundCheckReimbursement',
  'banking',
  'td1',
  'workersCompensation',
  'presence',
]);

/** Each owner's export function, and the keys of my-data.json it gives. */
const OWNERS: Record<string, string[]> = {
  accounts_own_data: ['profile', 'accountStatus', 'careNeeds', 'presence'],
  addresses_own_data: ['addresses'],
  caregivers_own_data: [
    'caregiverProfile',
    'availability',
    'workExperiences',
    'educationAccreditations',
    'profileViews',
  ],
  background_checks_own_data: ['backgroundCheck', 'backgroundCheckReimbursement'],
  banking_own_data: ['banking'],
  payments_own_data: ['paymentMethods', 'invoicePayments'],
  jobs_own_data: ['postings', 'favouriteJobs', 'jobViews'],
  applications_own_data: ['applications'],
  caregiver_search_own_data: ['favouriteCaregivers'],
  invites_own_data: ['invites'],
  team_own_data: ['team', 'emergencyContacts'],
  messages_own_data: ['messagesWritten'],
  shifts_own_data: ['shifts', 'tasks', 'savedTasks', 'visitRecords'],
  reports_own_data: ['reports'],
  reviews_own_data: ['reviews'],
  invoices_own_data: [
    'invoices',
    'invoiceEmployerCosts',
    'payrollYearToDate',
    'td1',
    'workersCompensation',
  ],
  notifications_own_data: ['notifications'],
  contact_own_data: ['contactInquiries'],
};

/** Read with the service connection only (staff alone read contact inquiries under RLS). */
const SERVICE_ONLY = new Set(['contact_own_data']);

const ownDataFunctions = async () =>
  (await sql`
    select p.proname as name
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'private' and p.proname like '%\_own\_data'
     order by 1`).map((r) => r.name as string);

const ownPart = async (tx: Tx, fn: string, userId: string) => {
  const [row] = await tx`select ${tx('private')}.${tx(fn)}(${userId}::uuid) as part`;
  return row.part as Record<string, unknown>;
};

const isEmpty = (v: unknown) => v === null || (Array.isArray(v) && v.length === 0);

test('my data: the export keeps its keys, their order and their null-or-list shapes', async () => {
  const family = await createFamily();
  try {
    const zip = unzipSync(await buildArchive(family.id, 'family'));
    const data = JSON.parse(strFromU8(zip['my-data.json']));
    assert.deepEqual(Object.keys(data), [
      'format',
      'exportedAt',
      'note',
      ...OWN_DATA_KEYS,
      'signIn',
      'sessions',
      'contactInquiries',
      'yearEnd',
      'files',
    ]);
    for (const key of OWN_DATA_KEYS) {
      const v = data[key];
      if (SINGLE.has(key)) {
        assert.ok(v === null || (typeof v === 'object' && !Array.isArray(v)), `${key}: one record`);
      } else assert.ok(Array.isArray(v), `${key}: a list, [] when empty`);
    }
    // A family new to the site: its own records, and none of a caregiver's.
    assert.equal(data.profile.id, family.id);
    assert.equal(data.profile.address_id, undefined, 'the address is its own record');
    assert.ok(data.accountStatus && data.careNeeds);
    assert.equal(data.addresses.length, 1);
    assert.equal(data.postings.length, 1);
    for (
      const key of [
        'caregiverProfile',
        'backgroundCheck',
        'backgroundCheckReimbursement',
        'banking',
        'td1',
        'workersCompensation',
      ]
    ) {
      assert.equal(data[key], null, `${key} is null when there is none`);
    }
    assert.deepEqual(data.invoices, []);
    assert.deepEqual(data.contactInquiries, []);
  } finally {
    await deleteUsers(family.id);
  }
});

test('my data: each owner gives its own keys of the export, and no key twice', async () => {
  assert.deepEqual(await ownDataFunctions(), Object.keys(OWNERS).sort());
  const given = Object.values(OWNERS).flat();
  assert.deepEqual([...given].sort(), [...OWN_DATA_KEYS, 'contactInquiries'].sort());
  const family = await createFamily();
  try {
    for (const [fn, keys] of Object.entries(OWNERS)) {
      const part = SERVICE_ONLY.has(fn)
        ? await asService((tx) => ownPart(tx, fn, family.id))
        : await asUserOf(family.id, (tx) => ownPart(tx, fn, family.id));
      assert.deepEqual(Object.keys(part).sort(), [...keys].sort(), fn);
    }
  } finally {
    await deleteUsers(family.id);
  }
});

test('my data: another person asking for someone else’s part of the export gets nothing of it', async () => {
  const team = await invoicedWeek('2026-03-01', { days: 2 });
  const { family, caregiver, memberId } = team;
  const [otherFamily, otherCaregiver] = await Promise.all([signedInFamily(), signedInCaregiver()]);
  try {
    // More of the victims' own: presence, a saved task, an emergency contact, tax and workers'
    // compensation settings, a favourite, a contact inquiry.
    await sql`insert into public.presence (user_id, is_online)
              values (${family.id}, true), (${caregiver.id}, true)`;
    await sql`insert into public.saved_tasks (user_id, title) values (${family.id}, 'Lunch')`;
    await sql`
      insert into public.emergency_contacts
        (member_id, family_id, name, relationship, phone_num, position)
      values (${memberId}, ${family.id}, 'Ann Lee', 'Friend', '(416) 555-0101', 0)`;
    await sql`insert into public.payroll_td1 (caregiver_id, federal_claim_cents)
              values (${caregiver.id}, 1600000)`;
    await sql`insert into public.workers_comp_accounts (family_id, rate_per_100)
              values (${family.id}, 1.5)`;
    await sql`insert into public.favourites (family_id, caregiver_id)
              values (${family.id}, ${caregiver.id})`;
    await createContactInquiry({ userId: family.id, subject: `export ${family.id}` });

    const functions = await ownDataFunctions();
    // The victim and a stranger of the same kind (a family does see a searchable caregiver's
    // profile, and a caregiver an available posting: those are public on their pages).
    for (
      const [victim, stranger] of [[family.id, otherFamily.id], [caregiver.id, otherCaregiver.id]]
    ) {
      const seenByOwner: string[] = [];
      for (const fn of functions) {
        if (SERVICE_ONLY.has(fn)) {
          await assert.rejects(asUserOf(victim, (tx) => ownPart(tx, fn, victim)), DENIED);
          await assert.rejects(asUserOf(stranger, (tx) => ownPart(tx, fn, victim)), DENIED);
          const part = await asService((tx) => ownPart(tx, fn, victim));
          for (const [key, v] of Object.entries(part)) if (!isEmpty(v)) seenByOwner.push(key);
          continue;
        }
        const own = await asUserOf(victim, (tx) => ownPart(tx, fn, victim));
        for (const [key, v] of Object.entries(own)) if (!isEmpty(v)) seenByOwner.push(key);
        const theirs = await asUserOf(stranger, (tx) => ownPart(tx, fn, victim));
        for (const [key, v] of Object.entries(theirs)) {
          assert.ok(isEmpty(v), `RLS: ${fn} gives another person nothing of ${key}`);
        }
      }
      // The refusals above are RLS's, not an empty scene: the owner sees their own.
      const expected = victim === family.id
        ? [
          'profile',
          'accountStatus',
          'careNeeds',
          'presence',
          'addresses',
          'postings',
          'favouriteCaregivers',
          'invites',
          'team',
          'emergencyContacts',
          'shifts',
          'savedTasks',
          'invoices',
          'invoiceEmployerCosts',
          'payrollYearToDate',
          'workersCompensation',
          'contactInquiries',
        ]
        : [
          'profile',
          'accountStatus',
          'presence',
          'addresses',
          'caregiverProfile',
          'backgroundCheck',
          'invites',
          'team',
          'shifts',
          'invoices',
          'payrollYearToDate',
          'td1',
        ];
      for (const key of expected) assert.ok(seenByOwner.includes(key), `the owner sees ${key}`);
    }

    // The files and whom an export is for: nothing of the victim's for another person.
    const files = await asUserOf(otherFamily.id, async (tx) => ({
      pictures: await tx`select * from private.accounts_own_files(${family.id}::uuid)`,
      checks: await tx`select * from private.background_checks_own_files(${caregiver.id}::uuid)`,
    }));
    assert.equal(files.pictures.length, 0);
    assert.deepEqual([...files.checks], [{ filePath: null, receiptPath: null }]);
    const ownCheck = await asUserOf(
      caregiver.id,
      (tx) => tx`select file_path from private.background_checks_own_files(${caregiver.id}::uuid)`,
    );
    assert.ok(ownCheck[0].filePath, 'the caregiver finds their own background check file');
    await assert.rejects(
      asUserOf(
        family.id,
        (tx) => tx`select * from private.accounts_export_recipient(${family.id}::uuid)`,
      ),
      DENIED,
    );
  } finally {
    await deleteUsers(family.id, caregiver.id, otherFamily.id, otherCaregiver.id);
  }
});

test('my data: anon executes none of the export functions', async () => {
  const family = await createFamily();
  try {
    const names = [...(await ownDataFunctions()), 'accounts_own_files'];
    names.push('background_checks_own_files', 'accounts_export_recipient');
    for (const fn of names) {
      await assert.rejects(
        asAnon((tx) => tx`select ${tx('private')}.${tx(fn)}(${family.id}::uuid)`),
        DENIED,
        `anon may not execute private.${fn}`,
      );
    }
    const [{ executable }] = await sql`
      select count(*)::int as executable
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'private'
         and (p.proname like '%\_own\_data' or p.proname like '%\_own\_files'
              or p.proname = 'accounts_export_recipient')
         and (has_function_privilege('anon', p.oid, 'execute')
              or has_function_privilege('public', p.oid, 'execute'))`;
    assert.equal(executable, 0);
  } finally {
    await deleteUsers(family.id);
  }
});
