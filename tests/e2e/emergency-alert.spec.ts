// Issue 20 point 19: the Emergency job type means something. A background-checked caregiver who
// chose Emergency, with an open page, sees the alert arrive live and gets the email when a family
// nearby posts a job that needs care immediately; a caregiver nearby who did not choose
// Emergency gets neither. (Who is and is not alerted in every case, in both languages, is
// tests/integration/job-search-needs.test.ts; this is the flow as the caregiver meets it.)
import { expect, login, test } from './fixtures.ts';
import { approveByApi, onboardedCaregiver } from './onboarded-caregiver.ts';

test('a caregiver who chose Emergency is alerted live and by email of an immediate job nearby', async ({ page, createUser, db, readMail }) => {
  test.setTimeout(60_000);
  const admin = await createUser({ userType: 'admin' });
  const alerted = await onboardedCaregiver(createUser, db, 'Nadia');
  const quiet = await onboardedCaregiver(createUser, db, 'Odile');
  for (const c of [alerted, quiet]) await approveByApi(admin, c.userIdNumber);
  await db`update public.caregiver_profiles set job_types = array['partTime', 'emergency']
            where user_id = ${alerted.user.id}`;
  await db`update public.caregiver_profiles set job_types = array['partTime']
            where user_id = ${quiet.user.id}`;

  // Earlier news (the approved check) read, so the badge counts only what comes next.
  await db`update public.notifications set is_read = true where recipient_id = ${alerted.user.id}`;
  await login(page, alerted.user);
  const socket = page.waitForEvent('websocket', {
    predicate: (ws) => ws.url().includes('/api/realtime'),
  });
  await page.goto('/notifications');
  await socket;
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);

  // A family in Toronto signs up: its first posting needs care immediately.
  const since = new Date();
  const family = await createUser({ userType: 'family' });
  const [{ jobId }] =
    await db`select id as "jobId" from public.jobs where family_id = ${family.id}`;

  const alert = page.getByRole('main').getByRole('link', { name: /Urgent job near you/ });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText('Toronto, ON');
  await expect(page.getByTestId('unread-badge')).toHaveText('1');
  const mail = await readMail(alerted.user.email, { after: since, timeout: 20_000 });
  expect(mail.subject).toBe('Urgent: care needed immediately in Toronto, ON');
  expect(mail.text).toContain(`/job/${jobId}`);

  // The alert leads to the job.
  await alert.click();
  await expect(page).toHaveURL(new RegExp(`/job/${jobId}$`));

  // The caregiver nearby without Emergency heard nothing.
  const [{ count }] = await db`
    select count(*)::int as count from public.notifications
     where recipient_id = ${quiet.user.id} and class = 'Job'`;
  expect(count).toBe(0);
});
