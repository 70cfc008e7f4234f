// The records tests/e2e/signed-in-a11y.spec.ts opens every signed-in page on, made with the
// factories (Playwright runs in Node and cannot load them): a hired team with two invoiced weeks
// (one paid, one pending), a review, a shift under way with an incident report, a conversation,
// an application from a second caregiver, a record of employment, and a staff account with a line in the admin trail.
// `deno run -A tests/e2e/signed-in-scene.ts` prints it as JSON on its last line.
import { openChannel } from '../../web/domains/messages/actions.server.ts';
import { leaveEmployment } from '../../web/domains/records-of-employment/actions.server.ts';
import { checkIn } from '../../web/domains/shifts/actions.server.ts';
import { recordAdminAction } from '../../web/server/admin-audit.server.ts';
import { asService, sql } from '../../web/server/db.server.ts';
import { createAdmin } from '../factories/accounts.ts';
import { createApplication } from '../factories/applications.ts';
import { createCaregiverWithProfile } from '../factories/caregivers.ts';
import { seedDemoInvoices } from '../factories/invoices.ts';
import { placeReport } from '../factories/reports.ts';
import { seedDemoReview } from '../factories/reviews.ts';
import { actor, placeShift, shiftTeam } from '../factories/shifts.ts';

const login = (u: { id: string; email: string; password: string; totpSecret?: string }) => ({
  id: u.id,
  email: u.email,
  password: u.password,
  // Staff sign in with a second step (ADR 044): e2e `login` answers it with this key.
  totpSecret: u.totpSecret,
});

export async function signedInScene() {
  const team = await shiftTeam();
  const { family, caregiver, memberId } = team;
  await seedDemoInvoices(family.email, caregiver.email);
  await seedDemoReview(family.email, caregiver.email);
  const invoices = await sql`
    select id, status from public.invoices where member_id = ${memberId} order by week_start`;
  const paid = invoices.find((i) => i.status === 'paid');
  const pending = invoices.find((i) => i.status !== 'paid');

  const shiftId = await placeShift(memberId, new Date(Date.now() - 60_000), 4);
  await checkIn(actor(caregiver, 'caregiver'), shiftId, { ...team.care, accuracy: 10 });
  const reportId = await placeReport(shiftId, caregiver.id);

  const [hire] = await sql`
    select i.id as invite_id, i.job_id from public.team_members m
      join public.team_invites i on i.id = m.invite_id where m.id = ${memberId}`;
  const [familyRow] = await sql`select first_name from public.users where id = ${family.id}`;
  const channelId = await openChannel(
    { ...actor(family, 'family'), status: {} } as unknown as Parameters<typeof openChannel>[0],
    caregiver.userIdNumber,
  );
  await sql`
    insert into public.messages (channel_id, family_id, caregiver_id, author_id, body)
    values (${channelId}, ${family.id}, ${caregiver.id}, ${family.id}, 'Hello, are you free Monday?')`;

  // A second caregiver applies to the family's posting.
  const applicant = await createCaregiverWithProfile({
    workExp: [],
    eduAccred: [],
    availability: [],
  });
  await sql`update public.jobs set is_available = true where id = ${hire.jobId}`;
  const application = await createApplication(
    applicant,
    { id: family.id, email: family.email, firstName: familyRow.firstName as string },
    hire.jobId as string,
  );

  // A record of employment for the paid weeks, as the caregiver's leaving prepares it (null if
  // the domain refuses: the spec then says the record's page went unchecked).
  const roe = await leaveEmployment(actor(caregiver, 'caregiver'), memberId).catch((err) => {
    console.error('signed-in scene: no record of employment', err);
    return null;
  });

  const admin = await createAdmin({ firstName: 'Ada', lastName: 'Staff' });
  await asService((tx) =>
    recordAdminAction(tx, admin, 'autopayRun', new Date().toISOString(), { asOf: 'now' })
  );

  return {
    family: login(family),
    caregiver: login(caregiver),
    applicant: login(applicant),
    admin: login(admin),
    caregiverUserIdNumber: caregiver.userIdNumber,
    memberId,
    shiftId,
    reportId,
    jobId: hire.jobId as string,
    inviteId: hire.inviteId as string,
    applicationId: application.id,
    channelId,
    paidInvoiceId: (paid?.id as string) ?? null,
    pendingInvoiceId: (pending?.id as string) ?? null,
    recordOfEmploymentId: roe?.id ?? null,
  };
}

if (import.meta.main) {
  console.log(JSON.stringify(await signedInScene()));
  // Imported server modules keep timers alive; the scene is written, so stop here.
  Deno.exit(0);
}
