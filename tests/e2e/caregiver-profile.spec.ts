// The caregiver's profile pages (spec 002 §2, §4, §5; issue 8): a caregiver edits About Me and
// adds availability on /profile and sees both after a reload; banking is submitted, then updated,
// and shown masked; an admin approves a submitted background check on /admin/background-checks;
// a family then reads /caregiver/{userIdNumber} with the city and never the street, where before
// the approval the same page was the 404 page.
//
// The caregiver is built through the real API, the way onboarding does it (basic info with a
// street address, services, education step, background-check upload, finish), so the pages are
// tested against what the server really stores.
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures.ts';
import {
  approveByApi,
  daysAgo,
  HOME,
  onboardedCaregiver,
  PDF,
  POSTAL,
  STREET,
} from './onboarded-caregiver.ts';

async function pickAddress(page: Page, label: string, query: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(query);
  await page.getByRole('option').first().click();
  await expect(input).not.toHaveValue(query);
}

test('a background-checked caregiver edits About Me and availability, then banking', async ({ page, createUser, db }) => {
  const { user, userIdNumber } = await onboardedCaregiver(createUser, db, 'Noémie');
  await approveByApi(await createUser({ userType: 'admin' }), userIdNumber);
  await login(page, user);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Noémie Tremblay' })).toBeVisible();
  await expect(page.getByTestId('status-bg-check')).toHaveText('Completed');
  await expect(page.getByTestId('status-banking')).toHaveText('Incomplete');

  // Availability is incomplete, so its add panel is already open.
  const panel = page.getByRole('form', { name: 'Add availability' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Add' }).click();
  await expect(panel.getByText('Must select at least 1 day.')).toBeVisible();
  await expect(panel.getByText('Must not be empty.').first()).toBeVisible();
  await panel.getByLabel('Monday').check();
  await panel.getByLabel('Wednesday').check();
  await panel.getByLabel('Start time').fill('17:00');
  await panel.getByLabel('End time').fill('09:00');
  await panel.getByRole('button', { name: 'Add' }).click();
  await expect(panel.getByText('Start time must be earlier than end time.')).toBeVisible();
  await expect(panel.getByText('End time must be later than start time.')).toBeVisible();
  await panel.getByLabel('Start time').fill('09:00');
  await panel.getByLabel('End time').fill('17:30');
  await panel.getByRole('button', { name: 'Add' }).click();
  await expect(panel).toHaveCount(0);
  const availability = page.locator('.cg-avail');
  await expect(availability.getByText('Monday')).toBeVisible();
  await expect(availability.getByText('Wednesday')).toBeVisible();

  // About Me: Escape does not close the dialog; a save sends the change.
  await page.getByRole('button', { name: 'Edit About Me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit About Me' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('About me').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Must not be empty')).toBeVisible();
  await dialog.getByLabel('About me').fill('Twelve years with seniors at home; fluent in French.');
  await dialog.getByLabel('Hourly wage').fill('24.50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('about-me')).toContainText('Twelve years with seniors at home');

  await page.reload();
  await expect(page.getByTestId('about-me')).toContainText('Twelve years with seniors at home');
  await expect(page.getByTestId('about-me')).toContainText('$24.50/hr');
  await expect(availability.getByText('Monday')).toBeVisible();
  await expect(availability.getByText('Wednesday')).toBeVisible();
  // Complete now: the panel waits for the button.
  await expect(page.getByRole('form', { name: 'Add availability' })).toHaveCount(0);

  // Unchanged editors close without a call; an empty selection has the spec's message.
  const edits: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/user') edits.push(r.url());
  });
  await page.getByRole('button', { name: 'Edit About Me' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const jobs = page.locator('[data-field="jobType"]');
  await jobs.getByRole('button', { name: "Edit Jobs I'm Interested in" }).click();
  await jobs.getByRole('button', { name: 'Save' }).click();
  await expect(jobs.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await jobs.getByRole('button', { name: "Edit Jobs I'm Interested in" }).click();
  for (const box of await jobs.getByRole('checkbox', { checked: true }).all()) await box.uncheck();
  await jobs.getByRole('button', { name: 'Save' }).click();
  await expect(jobs.getByText('Please select at least 1 job type you are interested in.'))
    .toBeVisible();
  await jobs.getByRole('button', { name: 'Cancel' }).click();
  expect(edits).toHaveLength(0);

  // My Info: the phone keeps digits, formatted as typed; Escape does not close the dialog.
  await page.getByRole('button', { name: 'Edit My Info' }).click();
  const info = page.getByRole('dialog', { name: 'Edit My Info' });
  await page.keyboard.press('Escape');
  await expect(info).toBeVisible();
  const phone = info.getByLabel('Phone');
  await phone.fill('');
  await phone.pressSequentially('613-555-01');
  await expect(phone).toHaveValue('(613) 555-01');
  await phone.pressSequentially('77');
  await expect(phone).toHaveValue('(613) 555-0177');
  await info.getByRole('button', { name: 'Save' }).click();
  await expect(info).toBeHidden();
  await expect(page.getByTestId('my-info')).toContainText('(613) 555-0177');
  expect(edits).toHaveLength(1);

  // Banking: digits only, cut to length; Submit, then Update; numbers masked.
  await page.goto('/profile/banking');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage banking info' })).toBeVisible();
  const inst = page.getByLabel('Institution number');
  await inst.pressSequentially('0a0-41');
  await expect(inst).toHaveValue('004');
  const transit = page.getByLabel('Transit/branch number');
  await transit.pressSequentially('1234567');
  await expect(transit).toHaveValue('12345');
  const account = page.getByLabel('Account number');
  await account.pressSequentially('98 76-54321');
  await expect(account).toHaveValue('9876543');
  await page.getByLabel('Bank name').fill('TD Canada Trust');
  await pickAddress(page, 'Bank address', 'Toronto');
  await pickAddress(page, 'Home address', 'Toronto');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('banking-overlay')).toContainText('Banking info saved!');
  await expect(page.getByTestId('saved-accNum')).toHaveText(/^•+6543$/);
  await expect(page.getByTestId('saved-accNum')).not.toHaveText('9876543');
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
  await expect(page.getByTestId('banking-overlay')).toBeHidden({ timeout: 8000 });

  await page.getByLabel('Institution number').fill('010');
  await page.getByLabel('Transit/branch number').fill('54321');
  await page.getByLabel('Account number').fill('1112223');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByTestId('saved-accNum')).toHaveText(/^•+2223$/);
  await page.reload();
  await expect(page.getByTestId('saved-accNum')).toHaveText(/^•+2223$/);
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByTestId('status-banking')).toHaveText('Completed');
});

test('an admin approves a submitted check; a family then sees the city, never the street', async ({ page, browser, createUser, db }) => {
  const { userIdNumber } = await onboardedCaregiver(createUser, db, 'Léa');
  const family = await createUser({ userType: 'family' });
  const admin = await createUser({ userType: 'admin' });

  // Not approved yet: the real 404 page for a family.
  await login(page, family);
  const before = await page.goto(`/caregiver/${userIdNumber}`);
  expect(before?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "Oops! We've lost this page" })).toBeVisible();

  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await login(adminPage, admin);
    await adminPage.goto('/admin/background-checks');
    const row = adminPage.locator(`tr[data-user-id-number="${userIdNumber}"]`);
    await expect(row.getByTestId('queue-state')).toHaveText('Submitted — waiting for review');
    await expect(row.getByRole('link', { name: /Open file/ })).toHaveAttribute('href', /.+/);
    await row.getByRole('button', { name: 'Approve: Léa Tremblay' }).click();
    const confirm = adminPage.getByRole('dialog', { name: 'Approve this background check?' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByTestId('queue-state')).toHaveText('Approved');
    await expect(row.getByRole('button', { name: /Approve/ })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  const after = await page.goto(`/caregiver/${userIdNumber}`);
  expect(after?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Léa Tremblay' })).toBeVisible();
  await expect(page.getByTestId('caregiver-location')).toContainText('Toronto, ON');
  const html = await page.content();
  expect(html).not.toContain(STREET);
  expect(html.toLowerCase()).not.toContain('victoria st');
  expect(html.toUpperCase()).not.toContain(POSTAL);
  expect(html).not.toContain(String(HOME.coordinates.lat));
  await expect(page.getByTestId('rate-you-pay')).toHaveText('$28.53/hr');
  await expect(page.getByText('Pending verification of work experience.')).toBeVisible();
  await expect(page.getByText('Pending verification of education.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hire' })).toHaveAttribute(
    'href',
    `/caregiver/${userIdNumber}/hire`,
  );
});

test('a caregiver who skipped the check uploads it on /profile/background-check', async ({ page, createUser, db }) => {
  const { user } = await onboardedCaregiver(createUser, db, 'Maya', { withCheck: false });
  await login(page, user);

  await page.goto('/profile');
  await expect(page.getByTestId('status-bg-check')).toHaveText('Incomplete');
  await page.getByTestId('status-bg-check').click();
  await expect(page).toHaveURL(/\/profile\/background-check$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Background Check' })).toBeVisible();
  // A standalone page: no Back or Skip.
  await expect(page.getByRole('button', { name: /^(Back|Skip)$/ })).toHaveCount(0);
  await expect(page.getByTestId('bg-state')).toHaveAttribute('data-state', 'none');

  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Please choose a file to upload.')).toBeVisible();
  await expect(page.getByText('Please enter the date your background check was issued'))
    .toBeVisible();

  await page.getByLabel('Background check file').setInputFiles({
    name: 'check.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await page.getByLabel('Date issued').fill(daysAgo(6 * 366));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Background check must not be older than 5 years')).toBeVisible();

  // A renamed text file is refused by its bytes; the message sits under the file field.
  await page.getByLabel('Background check file').setInputFiles({
    name: 'check.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf at all'),
  });
  await page.getByLabel('Date issued').fill(daysAgo(10));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Please select a valid file format (pdf, jpeg or png)'))
    .toBeVisible();

  await page.getByLabel('Background check file').setInputFiles({
    name: 'check.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('File successfully uploaded')).toBeVisible();
  await expect(page.getByTestId('bg-state')).toHaveAttribute('data-state', 'submitted');
  await expect(page.getByTestId('bg-state')).toContainText('Submitted');
  await expect(page.getByRole('link', { name: 'View submitted file' })).toHaveAttribute(
    'href',
    /.+/,
  );

  await page.goto('/profile');
  await expect(page.getByTestId('status-bg-check')).toHaveText('Pending');
});

test('experience and education are added, edited and deleted on /profile', async ({ page, createUser, db }) => {
  const { user } = await onboardedCaregiver(createUser, db, 'Ana');
  await login(page, user);
  await page.goto('/profile');
  const work = page.locator('section[aria-labelledby="cg-work-title"]');
  const edu = page.locator('section[aria-labelledby="cg-edu-title"]');

  // A current position ends in Present.
  await work.getByRole('button', { name: '+ Add experience' }).click();
  const add = page.getByRole('dialog', { name: 'Add Work Experience' });
  await page.keyboard.press('Escape');
  await expect(add).toBeVisible();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Please enter your title')).toBeVisible();
  await add.getByLabel('Title').fill('Personal support worker');
  await add.getByLabel('Company').fill('Bayshore');
  await add.getByLabel('Start Date').fill('2019-03');
  await add.getByLabel('Currently working here').check();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await expect(work.getByText('Personal support worker')).toBeVisible();
  await expect(work.getByText(/Mar 2019 – Present/)).toBeVisible();

  await work.getByRole('button', { name: 'Edit Personal support worker' }).click();
  const editWork = page.getByRole('dialog', { name: 'Edit Work Experience' });
  await editWork.getByLabel('Title').fill('Senior personal support worker');
  await editWork.getByRole('button', { name: 'Save' }).click();
  await expect(editWork).toBeHidden();
  await expect(work.getByText('Senior personal support worker')).toBeVisible();

  // An accreditation: its type is locked once saved.
  await edu.getByRole('button', { name: '+ Add education or accreditation' }).click();
  const addEdu = page.getByRole('dialog', { name: 'Add Education or Accreditation' });
  await addEdu.getByLabel('Accreditation').check();
  await addEdu.getByLabel('Accreditation Name').fill('First Aid and CPR');
  await addEdu.getByLabel('Year Received').fill('2022');
  await addEdu.getByRole('button', { name: 'Save' }).click();
  await expect(addEdu).toBeHidden();
  await expect(edu.getByText('First Aid and CPR')).toBeVisible();
  await edu.getByRole('button', { name: 'Edit First Aid and CPR' }).click();
  const editEdu = page.getByRole('dialog', { name: 'Edit Education or Accreditation' });
  await expect(editEdu.getByText('The type can not be changed once added.')).toBeVisible();
  await editEdu.getByLabel('Education', { exact: true }).click();
  await expect(editEdu.getByLabel('Accreditation', { exact: true })).toBeChecked();
  await editEdu.getByRole('button', { name: 'Cancel' }).click();

  await page.reload();
  await expect(work.getByText('Senior personal support worker')).toBeVisible();
  await expect(edu.getByText('First Aid and CPR')).toBeVisible();

  // Delete asks first.
  await work.getByRole('button', { name: 'Delete Senior personal support worker' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(work.getByText('Senior personal support worker')).toHaveCount(0);
  await page.reload();
  await expect(work.getByText('Add your work experience so families know your background.'))
    .toBeVisible();
});

// 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin rejects with a reason; the caregiver sees it and may upload again; a picture is uploaded', async ({ page, browser, createUser, db }) => {
  const { user, userIdNumber } = await onboardedCaregiver(createUser, db, 'Zoé');
  const admin = await createUser({ userType: 'admin' });

  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await login(adminPage, admin);
    await adminPage.goto('/admin/background-checks');
    const row = adminPage.locator(`tr[data-user-id-number="${userIdNumber}"]`);
    await row.getByRole('button', { name: 'Reject: Zoé Tremblay' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Reject this background check?' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Please enter a reason for the rejection')).toBeVisible();
    await dialog.getByLabel('Reason').fill('The scan is unreadable.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('queue-state')).toHaveText('Not approved');
    await expect(row).toContainText('The scan is unreadable.');
  } finally {
    await adminContext.close();
  }

  await login(page, user);
  await page.goto('/profile/background-check');
  await expect(page.getByTestId('bg-state')).toHaveAttribute('data-state', 'rejected');
  await expect(page.getByTestId('bg-state')).toContainText('Reason: The scan is unreadable.');
  await expect(page.getByRole('heading', { name: 'Upload a new background check' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByTestId('status-bg-check')).toHaveText('Incomplete');
  await page.getByLabel('Upload picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('Your profile picture was updated.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile picture of Zoé Tremblay' }))
    .toHaveAttribute('src', /.+/);
  await page.getByLabel('Change picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Please select a valid image format (jpeg or png)')).toBeVisible();
});

test('a family at /profile gets its own profile editor; the caregiver-only pages send it to /dashboard', async ({ page, createUser }) => {
  const family = await createUser({ userType: 'family', firstName: 'Olivia', lastName: 'Chen' });
  await login(page, family);
  await page.goto('/profile');
  // The editor itself is tested in tests/e2e/family-profile.spec.ts (issue 20 point 29).
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Olivia');
  await expect(page.getByText(family.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'My job postings' })).toHaveAttribute(
    'href',
    '/profile/jobs',
  );
  await page.goto('/profile/banking');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile/background-check');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/background-checks');
  await expect(page).toHaveURL(/\/dashboard$/);
});
