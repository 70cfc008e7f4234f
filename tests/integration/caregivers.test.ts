// The caregivers API of issue 8 end to end (spec 002 §5, §7): every endpoint's success and failure
// shapes with the spec's messages, files checked by content, EXIF stripped, the 5-year rule, the
// admin queue, a family's view (city, never the street; one view per day).
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { sql } from '../../web/server/db.server.ts';
import { hasJpegMetadata } from '../../web/domains/caregivers/files.server.ts';
import { jpegWithGps, makeImage, TINY_PDF } from '../../web/domains/caregivers/test-fixtures.ts';
import { todayIso, yearsBefore } from '../../web/shared/dates.ts';
import {
  createCaregiverWithProfile,
  DEMO_CAREGIVER_COUNT,
  demoCaregiverSpec,
  placeAddress,
  PLACES,
} from '../factories/caregivers.ts';
import * as v from 'valibot';
import { minimumWageFor } from '../../web/domains/caregivers/model.ts';
import {
  AvailabilitySetSchema,
  BasicInfoSchema,
  EduAccredSchema,
  servicesSchemaFor,
  WorkExpSchema,
} from '../../web/domains/caregivers/schemas.ts';
import {
  api,
  deleteUsers,
  signedInAdmin,
  signedInCaregiver,
  signedInFamily,
  signIn,
  test,
} from './helpers.ts';

const address = placeAddress(PLACES[0], 100); // 100 Queen St W, Toronto, ON M5H 2N2

const basicInfo = {
  firstName: 'Ana',
  lastName: 'Lopez',
  dob: '1990-04-02',
  phoneNum: '4165550123',
  gender: 'female',
  address,
  workRadius: 25,
};

const serviceInfo = {
  service: { bathing: true, companionship: true },
  conditions: { homeHealthCare: true },
  jobType: { partTime: true },
  languagePref: ['english'],
  yearsExp: 4,
  wageExp: 19.5,
  bio: 'Four years of home care.',
};

function form(
  field: string,
  bytes: Uint8Array,
  name: string,
  type: string,
  extra: Record<string, string> = {},
) {
  const f = new FormData();
  f.append(field, new File([bytes as BlobPart], name, { type }));
  for (const [k, val] of Object.entries(extra)) f.append(k, val);
  return f;
}

test('sign-up steps in order: basic info, services, education, finish; out of order is 409', async () => {
  const me = await signedInCaregiver();
  try {
    let res = await api('POST', '/api/user/caregiver/service-info', {
      cookie: me.cookie,
      body: serviceInfo,
    });
    assert.equal(res.status, 409);
    assert.equal(res.body.general, 'Please complete your basic info first.');

    res = await api('POST', '/api/user/caregiver/basic-info', {
      cookie: me.cookie,
      body: basicInfo,
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.phoneNum, '(416) 555-0123');
    assert.equal(res.body.status.isBasicCompleted, true);

    res = await api('POST', '/api/user/caregiver/finish', { cookie: me.cookie });
    assert.equal(res.status, 409);
    assert.equal(res.body.general, 'Please complete your services first.');

    res = await api('POST', '/api/user/caregiver/service-info', {
      cookie: me.cookie,
      body: serviceInfo,
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.status.isServiceCompleted, true);

    res = await api('POST', '/api/user/caregiver/finish', { cookie: me.cookie });
    assert.equal(res.status, 409);
    assert.equal(res.body.general, 'Please complete your education and experience first.');

    res = await api('POST', '/api/user/caregiver/edu-accred/finish', { cookie: me.cookie });
    assert.equal(res.status, 200);
    assert.equal(res.body.status.isEduAccredCompleted, true);

    res = await api('POST', '/api/user/caregiver/finish', { cookie: me.cookie });
    assert.equal(res.status, 200);
    assert.equal(res.body.status.isProfileCompleted, true);
    // Finished: the profile is not yet searchable (no approved check).
    const [p] = await sql`select is_searchable, locality, admin_area_level1, h3_cell, wage_exp_cents
                            from public.caregiver_profiles where user_id = ${me.id}`;
    assert.deepEqual(
      [p.isSearchable, p.locality, p.adminAreaLevel1, p.wageExpCents],
      [false, 'toronto', 'on', 1950],
    );
    assert.match(p.h3Cell, /^87[0-9a-f]{13}$/);

    res = await api('POST', '/api/user/caregiver/basic-info', {
      cookie: me.cookie,
      body: basicInfo,
    });
    assert.equal(res.status, 409);
    assert.equal(res.body.general, 'Your profile is already completed.');
  } finally {
    await deleteUsers(me.id);
  }
});

test('basic info: field errors in the spec words, in English and French; 401 and 403', async () => {
  const me = await signedInCaregiver();
  const family = await signedInFamily();
  try {
    const bad = {
      ...basicInfo,
      firstName: '',
      phoneNum: '416',
      gender: '',
      workRadius: 12,
      address: 'x',
    };
    let res = await api('POST', '/api/user/caregiver/basic-info', { cookie: me.cookie, body: bad });
    assert.equal(res.status, 422);
    assert.deepEqual(res.body, {
      firstName: 'Must not be empty',
      phoneNum: 'Must be a valid phone number',
      gender: 'Please make a selection',
      workRadius: 'Please make a selection',
      address: 'Please enter a valid address and select from one of the options below.',
    });
    res = await api('POST', '/api/user/caregiver/basic-info', {
      cookie: `${me.cookie}; locale=fr`,
      body: { ...basicInfo, firstName: '' },
    });
    assert.equal(res.status, 422);
    assert.equal(res.body.firstName, 'Ne doit pas être vide');
    res = await api('POST', '/api/user/caregiver/basic-info', { body: basicInfo });
    assert.equal(res.status, 401);
    res = await api('POST', '/api/user/caregiver/basic-info', {
      cookie: family.cookie,
      body: basicInfo,
    });
    assert.equal(res.status, 403);
    res = await api('POST', '/api/user/caregiver/basic-info', {
      cookie: me.cookie,
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(res.status, 400);
  } finally {
    await deleteUsers(me.id, family.id);
  }
});

test("service info: the province's minimum wage and the other messages", async () => {
  const me = await signedInCaregiver();
  try {
    await api('POST', '/api/user/caregiver/basic-info', { cookie: me.cookie, body: basicInfo });
    let res = await api('POST', '/api/user/caregiver/service-info', {
      cookie: me.cookie,
      body: { ...serviceInfo, wageExp: 14 },
    });
    assert.equal(res.status, 422);
    assert.equal(res.body.wageExp, "Must be higher than ON's minimum wage of $14.36");
    res = await api('POST', '/api/user/caregiver/service-info', {
      cookie: me.cookie,
      body: {
        service: {},
        conditions: {},
        jobType: {},
        languagePref: [],
        yearsExp: 31,
        wageExp: -1,
        bio: '',
      },
    });
    assert.equal(res.status, 422);
    assert.deepEqual(res.body, {
      service: 'Please select at least 1 service you can provide',
      conditions: 'Please select at least 1 option from below',
      jobType: 'Please select at least 1 type of job',
      languagePref: 'Please select at least 1 language',
      yearsExp: 'Years of experience must be from 0 to 30',
      wageExp: 'Wage can not be negative',
      bio: 'About me section must not be empty',
    });
    res = await api('POST', '/api/user/caregiver/service-info', {
      cookie: me.cookie,
      body: { ...serviceInfo, wageExp: 0 },
    });
    assert.equal(res.body.wageExp, 'Wage can not be empty or 0');
    res = await api('POST', '/api/user/caregiver/service-info', {
      cookie: me.cookie,
      body: { ...serviceInfo, service: { teleportation: true } },
    });
    assert.equal(res.status, 422);
    assert.equal(res.body.service, 'Please choose from the options provided.');
  } finally {
    await deleteUsers(me.id);
  }
});

test('POST /user: only the fields sent change; a field-to-message map on failure', async () => {
  const pro = await createCaregiverWithProfile({ stage: 'complete' });
  const me = await signIn(pro);
  try {
    let res = await api('POST', '/api/user', {
      cookie: me.cookie,
      body: { bio: 'New bio', yearsExp: 9 },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.credentials.bio, 'New bio');
    assert.equal(res.body.credentials.yearsExp, 9);
    assert.equal(res.body.credentials.wageExp, 22.5); // unchanged
    res = await api('POST', '/api/user', {
      cookie: me.cookie,
      body: { email: 'contact@example.ca', firstName: 'Amy', phoneNum: '905 555 0199' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.credentials.email, 'contact@example.ca');
    assert.equal(res.body.credentials.firstName, 'Amy');
    assert.equal(res.body.credentials.phoneNum, '(905) 555-0199');
    // The contact email never changes the login.
    const [login] = await sql`select email from better_auth.users where id = ${me.id}`;
    assert.equal(login.email, pro.email);
    res = await api('POST', '/api/user', {
      cookie: me.cookie,
      body: {
        bio: '',
        languagePref: [],
        jobType: {},
        service: [],
        conditions: {},
        workRadius: 7,
        wageExp: 10,
        phoneNum: '',
      },
    });
    assert.equal(res.status, 422);
    assert.deepEqual(res.body, {
      bio: 'Must not be empty',
      languagePref: 'Must select at least 1 language.',
      jobType: 'Please select at least 1 job type you are interested in.',
      service: 'Please select at least 1 service you can provide.',
      conditions: 'Please select at least 1 condition you are knowledgeable in.',
      workRadius: 'Please make a selection',
      wageExp: "Must be higher than ON's minimum wage of $14.36",
      phoneNum: 'Must not be empty',
    });
  } finally {
    await deleteUsers(me.id);
  }
});

test('availability: set adds entries and the flag, delete removes one; errors in the panel', async () => {
  const pro = await createCaregiverWithProfile({ stage: 'basic-info' });
  const me = await signIn(pro);
  try {
    let res = await api('POST', '/api/user/avail/set', {
      cookie: me.cookie,
      body: [
        { dayId: 2, startTime: '9:00 AM', endTime: '5:30 PM', startTimeISO: 'x', endTimeISO: 'y' },
        { dayId: 0, startTime: '08:00', endTime: '12:00' },
      ],
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.myAvail.map((a: any) => [a.dayId, a.startTime, a.endTime, a.endTimeComp]),
      [
        [0, '08:00', '12:00', 12],
        [2, '09:00', '17:30', 17.5],
      ],
    );
    const [s] =
      await sql`select is_avail_complete from public.account_statuses where user_id = ${me.id}`;
    assert.equal(s.isAvailComplete, true);

    res = await api('POST', '/api/user/avail/set', { cookie: me.cookie, body: [] });
    assert.equal(res.status, 422);
    assert.equal(res.body.dayId, 'Must select at least 1 day.');
    res = await api('POST', '/api/user/avail/set', {
      cookie: me.cookie,
      body: [{ dayId: 1, startTime: '18:00', endTime: '09:00' }],
    });
    assert.deepEqual(res.body, {
      startTime: 'Start time must be earlier than end time.',
      endTime: 'End time must be later than start time.',
    });
    res = await api('POST', '/api/user/avail/set', {
      cookie: me.cookie,
      body: [{ dayId: 1, startTime: '' }],
    });
    assert.equal(res.body.startTime, 'Must not be empty.');

    const [first, second] =
      (await api('GET', `/api/user/getuser/${pro.userIdNumber}`, { cookie: me.cookie }))
        .body.credentials.myAvail;
    res = await api('DELETE', `/api/user/avail/${first.id}`, { cookie: me.cookie });
    assert.equal(res.status, 200);
    assert.equal(res.body.myAvail.length, 1);
    res = await api('DELETE', `/api/user/avail/${first.id}`, { cookie: me.cookie });
    assert.equal(res.status, 404);
    await api('DELETE', `/api/user/avail/${second.id}`, { cookie: me.cookie });
    const [after] =
      await sql`select is_avail_complete from public.account_statuses where user_id = ${me.id}`;
    assert.equal(after.isAvailComplete, false);
    res = await api('DELETE', '/api/user/avail/not-a-uuid', { cookie: me.cookie });
    assert.equal(res.status, 404);
  } finally {
    await deleteUsers(me.id);
  }
});

test('work experience: create, update, delete, newest start first; messages; 404', async () => {
  const pro = await createCaregiverWithProfile({ stage: 'services' });
  const me = await signIn(pro);
  try {
    const job = {
      title: 'PSW',
      company: 'Bayshore',
      employType: 'Part-time',
      startDate: '2015-01',
      endDate: '2018-06',
    };
    let res = await api('POST', '/api/user/work-exp', { cookie: me.cookie, body: job });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    res = await api('POST', '/api/user/work-exp', {
      cookie: me.cookie,
      body: { ...job, title: 'Care Aide', startDate: '2019-02', endDate: 'Present' },
    });
    assert.deepEqual(res.body.workExp.map((w: any) => [w.title, w.startDate, w.endDate]), [
      ['Care Aide', '2019-02-01', 'Present'],
      ['PSW', '2015-01-01', '2018-06-01'],
    ]);
    const id = res.body.workExp[1].workExpId;
    res = await api('POST', `/api/user/work-exp/${id}`, {
      cookie: me.cookie,
      body: { ...job, title: 'Senior PSW' },
    });
    assert.equal(res.body.workExp[1].title, 'Senior PSW');
    res = await api('POST', '/api/user/work-exp', {
      cookie: me.cookie,
      body: { title: '', company: '', startDate: '2020-01', endDate: '2019-01' },
    });
    assert.equal(res.status, 422);
    assert.deepEqual(res.body, {
      title: 'Please enter your title',
      company: 'Please enter your company',
      startDate: 'Must be less than end date',
      endDate: 'Must be greater than start date',
    });
    res = await api('POST', '/api/user/work-exp', {
      cookie: me.cookie,
      body: { title: 'x', company: 'y' },
    });
    assert.deepEqual(res.body, {
      startDate: 'Please enter your start date',
      endDate: 'Please enter your end date',
    });
    res = await api('DELETE', `/api/user/work-exp/${id}`, { cookie: me.cookie });
    assert.equal(res.body.workExp.length, 1);
    res = await api('DELETE', `/api/user/work-exp/${id}`, { cookie: me.cookie });
    assert.equal(res.status, 404);
    res = await api('POST', `/api/user/work-exp/${crypto.randomUUID()}`, {
      cookie: me.cookie,
      body: job,
    });
    assert.equal(res.status, 404);
  } finally {
    await deleteUsers(me.id);
  }
});

test('education/accreditation: sorted by end date then accreditation date; type locked', async () => {
  const pro = await createCaregiverWithProfile({ stage: 'services' });
  const me = await signIn(pro);
  try {
    await api('POST', '/api/user/edu-accred', {
      cookie: me.cookie,
      body: {
        type: 'education',
        school: 'George Brown College',
        startDate: '2010',
        endDate: '2012',
      },
    });
    await api('POST', '/api/user/edu-accred', {
      cookie: me.cookie,
      body: { type: 'accreditation', accredName: 'First Aid', accredDate: '2020' },
    });
    const res = await api('POST', '/api/user/edu-accred', {
      cookie: me.cookie,
      body: { type: 'education', school: 'Sheridan', startDate: '2016', endDate: '2018' },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(
      res.body.eduAccred.map((e: any) => e.school ?? e.accredName),
      ['Sheridan', 'George Brown College', 'First Aid'],
    );
    const accred = res.body.eduAccred[2];
    let r = await api('POST', `/api/user/edu-accred/${accred.eduAccredId}`, {
      cookie: me.cookie,
      body: { type: 'education', school: 'X', endDate: '2015' },
    });
    assert.equal(r.status, 422);
    r = await api('POST', `/api/user/edu-accred/${accred.eduAccredId}`, {
      cookie: me.cookie,
      body: { type: 'accreditation', accredName: 'CPR Level C', accredDate: '2021' },
    });
    assert.equal(r.body.eduAccred[2].accredName, 'CPR Level C');
    r = await api('POST', '/api/user/edu-accred', {
      cookie: me.cookie,
      body: { type: 'education', school: '', endDate: '' },
    });
    assert.deepEqual(r.body, { school: 'Must not be empty', endDate: 'Must not be empty' });
    r = await api('POST', '/api/user/edu-accred', {
      cookie: me.cookie,
      body: { type: 'accreditation', accredName: '' },
    });
    assert.equal(r.body.accredName, 'Must not be empty');
    r = await api('DELETE', `/api/user/edu-accred/${accred.eduAccredId}`, { cookie: me.cookie });
    assert.equal(r.body.eduAccred.length, 2);
  } finally {
    await deleteUsers(me.id);
  }
});

test('POST /user/image: a renamed non-image is refused; EXIF/GPS stripped; thumbnail answered', async () => {
  const me = await signedInCaregiver();
  try {
    let res = await api('POST', '/api/user/image', {
      cookie: me.cookie,
      body: form(
        'image',
        new TextEncoder().encode('not an image at all'),
        'photo.jpg',
        'image/jpeg',
      ),
    });
    assert.equal(res.status, 422);
    assert.deepEqual(res.body, { image: 'Please select a valid image format (jpeg or png)' });
    res = await api('POST', '/api/user/image', {
      cookie: me.cookie,
      body: form('image', TINY_PDF, 'scan.png', 'image/png'),
    });
    assert.equal(res.body.image, 'Please select a valid image format (jpeg or png)');
    res = await api('POST', '/api/user/image', {
      cookie: me.cookie,
      body: form('image', new Uint8Array(5 * 1024 * 1024 + 1), 'big.jpg', 'image/jpeg'),
    });
    assert.equal(res.status, 413);
    assert.equal(res.body.general, 'The image must be 5 MB or smaller.');

    const gps = await jpegWithGps();
    assert.ok(hasJpegMetadata(gps));
    res = await api('POST', '/api/user/image', {
      cookie: me.cookie,
      body: form('image', gps, 'me.jpg', 'image/jpeg'),
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const { imgUrl, imgUrlThumb } = res.body;
    assert.match(
      imgUrlThumb,
      new RegExp(`^/storage/v1/object/public/avatars/${me.id}/[0-9a-f-]{36}\\.jpg$`),
    );
    for (const url of [imgUrl, imgUrlThumb]) {
      const file = await fetch(new URL(url, 'http://x').pathname);
      assert.equal(file.status, 200);
      const bytes = new Uint8Array(await file.arrayBuffer());
      assert.ok(!hasJpegMetadata(bytes), `${url} still carries metadata`);
      assert.equal((await sharp(bytes).metadata()).exif, undefined);
    }
    const thumb = await sharp(new Uint8Array(await (await fetch(imgUrlThumb)).arrayBuffer()))
      .metadata();
    assert.deepEqual([thumb.width, thumb.height], [160, 160]);
    const [u] = await sql`select u.img_url_thumb, s.is_user_img_completed from public.users u
                            join public.account_statuses s on s.user_id = u.id where u.id = ${me.id}`;
    assert.equal(u.imgUrlThumb, imgUrlThumb);
    assert.equal(u.isUserImgCompleted, true);

    // A PNG is accepted too.
    res = await api('POST', '/api/user/image', {
      cookie: me.cookie,
      body: form('image', await makeImage('png'), 'me.png', 'image/png'),
    });
    assert.equal(res.status, 200);
  } finally {
    await deleteUsers(me.id);
  }

  /** The app serves storage URLs; fetch one in-process. */
  async function fetch(path: string) {
    const { app } = await import('./helpers.ts');
    return await app.request(new URL(path, 'http://localhost').toString());
  }
});

test('background check: by content, 10 MB, the 5-year rule, under the file field; then the private record', async () => {
  const pro = await createCaregiverWithProfile({ stage: 'complete' });
  const me = await signIn(pro);
  try {
    const upload = (bytes: Uint8Array, name: string, type: string, issuedOn?: string) =>
      api('POST', '/api/user/caregiver/background-check', {
        cookie: me.cookie,
        body: form('file', bytes, name, type, issuedOn === undefined ? {} : { issuedOn }),
      });
    const today = todayIso();
    let res = await upload(
      new TextEncoder().encode('MZ executable'),
      'check.pdf',
      'application/pdf',
      today,
    );
    assert.equal(res.status, 422);
    assert.deepEqual(res.body, { file: 'Please select a valid file format (pdf, jpeg or png)' });
    const sixYears = yearsBefore(today, 6);
    res = await upload(TINY_PDF, 'check.pdf', 'application/pdf', sixYears);
    assert.equal(res.status, 422);
    assert.equal(res.body.file, 'Background check must not be older than 5 years');
    res = await upload(TINY_PDF, 'check.pdf', 'application/pdf', '2999-01-01');
    assert.equal(res.body.file, 'The issue date can not be in the future');
    res = await upload(TINY_PDF, 'check.pdf', 'application/pdf');
    assert.equal(res.body.file, 'Please enter the date your background check was issued');
    res = await upload(new Uint8Array(10 * 1024 * 1024 + 1), 'big.pdf', 'application/pdf', today);
    assert.equal(res.status, 413);
    assert.equal(res.body.general, 'The file must be 10 MB or smaller.');

    res = await upload(await makeImage('png'), 'scan.png', 'image/png', yearsBefore(today, 5));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.message, 'File successfully uploaded');
    assert.equal(res.body.bgCheck.state, 'submitted');

    res = await api('GET', '/api/user/private', { cookie: me.cookie });
    assert.equal(res.status, 200);
    const bg = res.body.bgCheck;
    assert.equal(bg.status.isApproved, false);
    assert.ok(bg.bgCheckFileSubmittedAt);
    assert.equal(bg.actionedOn, null);
    const file = await api('GET', bg.bgCheckFile, { cookie: me.cookie });
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'image/png');
    const [s] =
      await sql`select is_bg_check_submitted from public.account_statuses where user_id = ${me.id}`;
    assert.equal(s.isBgCheckSubmitted, true);
    // The database holds the 5-year rule too.
    await assert.rejects(() =>
      sql`update public.background_checks set issued_on = ${
        yearsBefore(today, 6)
      } where user_id = ${me.id}`
    );
  } finally {
    await deleteUsers(me.id);
  }
});

test('banking: spec messages; numbers encrypted at rest, masked unless the owner reveals them', async () => {
  const pro = await createCaregiverWithProfile({ stage: 'complete' });
  const me = await signIn(pro);
  try {
    let res = await api('POST', '/api/user/banking', {
      cookie: me.cookie,
      body: {
        instNum: '12',
        accNum: '12345678',
        transitNum: '1234',
        bankName: '',
        bankAddress: {},
        homeAddress: null,
      },
    });
    assert.equal(res.status, 422);
    assert.deepEqual(res.body, {
      instNum: 'Please enter a valid insitution number',
      accNum: 'Please enter a valid account number',
      transitNum: 'Please enter a valid transit/branch number',
      bankName: 'Must not be empty',
      bankAddress: 'Please input and select a valid address from the options provided',
      homeAddress: 'Please input and select a valid address from the options provided',
    });
    res = await api('POST', '/api/user/banking', {
      cookie: me.cookie,
      body: {
        instNum: '',
        accNum: '',
        transitNum: '',
        bankName: 'RBC',
        bankAddress: address,
        homeAddress: address,
      },
    });
    assert.deepEqual(
      [res.body.instNum, res.body.accNum, res.body.transitNum],
      ['Must not be empty', 'Must not be empty', 'Must not be empty'],
    );
    const banking = {
      instNum: '003',
      accNum: '7654321',
      transitNum: '12345',
      bankName: 'Royal Bank',
      bankAddress: address,
      homeAddress: address,
    };
    res = await api('POST', '/api/user/banking', { cookie: me.cookie, body: banking });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.accNum, '•••4321');
    assert.equal(res.body.transitNum, '•••2345');
    const [row] = await sql`select * from public.banking_details where user_id = ${me.id}`;
    const stored = JSON.stringify(row);
    assert.ok(!stored.includes('7654321') && !stored.includes('12345"'), 'plain numbers stored');
    res = await api('GET', '/api/user/private', { cookie: me.cookie });
    assert.equal(res.body.bankingDetails.accNum, '•••4321');
    assert.equal(res.body.bankingDetails.isMasked, true);
    res = await api('GET', '/api/user/private?reveal=1', { cookie: me.cookie });
    assert.equal(res.body.bankingDetails.accNum, '7654321');
    assert.equal(res.body.bankingDetails.transitNum, '12345');
    assert.equal(res.headers.get('cache-control'), 'private, no-store');
    const [s] = await sql`select is_banking from public.account_statuses where user_id = ${me.id}`;
    assert.equal(s.isBanking, true);
  } finally {
    await deleteUsers(me.id);
  }
});

test('admin queue: submitted first with file links; approve notifies and makes searchable; reject needs a reason', async () => {
  const admin = await signedInAdmin();
  const a = await createCaregiverWithProfile({ stage: 'complete' });
  const b = await createCaregiverWithProfile({ stage: 'complete' });
  const aIn = await signIn(a);
  const bIn = await signIn(b);
  const family = await signedInFamily();
  try {
    for (const me of [aIn, bIn]) {
      const res = await api('POST', '/api/user/caregiver/background-check', {
        cookie: me.cookie,
        body: form('file', TINY_PDF, 'c.pdf', 'application/pdf', {
          issuedOn: yearsBefore(todayIso(), 2),
        }),
      });
      assert.equal(res.status, 200);
    }
    let res = await api('GET', '/api/admin/background-checks', { cookie: admin.cookie });
    assert.equal(res.status, 200);
    const mine = res.body.checks.filter((c: any) =>
      [a.userIdNumber, b.userIdNumber].includes(c.userIdNumber)
    );
    assert.equal(mine.length, 2);
    assert.deepEqual(mine.map((c: any) => c.email).sort(), [a.email, b.email].sort());
    assert.ok(
      mine.every((c: any) =>
        c.state === 'submitted' && c.fileUrl.startsWith('/storage/v1/object/sign/')
      ),
    );
    const firstActioned = res.body.checks.findIndex((c: any) => c.state !== 'submitted');
    const lastSubmitted = res.body.checks.findLastIndex((c: any) => c.state === 'submitted');
    assert.ok(firstActioned === -1 || lastSubmitted < firstActioned, 'submitted checks come first');
    const file = await api('GET', mine[0].fileUrl, { cookie: admin.cookie });
    assert.equal(file.status, 200);

    // Before approval a family cannot see the caregiver.
    assert.equal(
      (await api('GET', `/api/user/getuser/${a.userIdNumber}`, { cookie: family.cookie })).status,
      404,
    );

    res = await api('POST', `/api/admin/background-checks/${a.userIdNumber}/approve`, {
      cookie: admin.cookie,
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.bgCheck.status.isApproved, true);
    assert.ok(res.body.bgCheck.actionedOn);
    const [s] = await sql`select s.is_bg_check, p.is_searchable from public.account_statuses s
                            join public.caregiver_profiles p using (user_id) where s.user_id = ${a.id}`;
    assert.deepEqual([s.isBgCheck, s.isSearchable], [true, true]);
    const [n] =
      await sql`select class, ref_id, message from public.notifications where recipient_id = ${a.id}`;
    assert.equal(n.class, 'Background Check');
    assert.equal(n.refId, 'background-check');
    assert.match(n.message, /approved/);
    assert.equal(
      (await api('GET', `/api/user/getuser/${a.userIdNumber}`, { cookie: family.cookie })).status,
      200,
    );

    res = await api('POST', `/api/admin/background-checks/${a.userIdNumber}/approve`, {
      cookie: admin.cookie,
    });
    assert.equal(res.status, 409);
    res = await api('POST', `/api/admin/background-checks/${b.userIdNumber}/reject`, {
      cookie: admin.cookie,
      body: { reason: ' ' },
    });
    assert.equal(res.status, 422);
    assert.equal(res.body.reason, 'Please enter a reason for the rejection');
    res = await api('POST', `/api/admin/background-checks/${b.userIdNumber}/reject`, {
      cookie: admin.cookie,
      body: { reason: 'The scan is <unreadable>' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.bgCheck.state, 'rejected');
    assert.equal(res.body.bgCheck.rejectionReason, 'The scan is <unreadable>');
    const [rejected] =
      await sql`select message from public.notifications where recipient_id = ${b.id}`;
    assert.match(rejected.message, /&lt;unreadable&gt;/);
    const priv = await api('GET', '/api/user/private', { cookie: bIn.cookie });
    assert.equal(priv.body.bgCheck.state, 'rejected');
    assert.equal(priv.body.bgCheck.rejectionReason, 'The scan is <unreadable>');

    res = await api('POST', '/api/admin/background-checks/000000000/approve', {
      cookie: admin.cookie,
    });
    assert.equal(res.status, 404);
    for (const who of [aIn, family]) {
      assert.equal(
        (await api('GET', '/api/admin/background-checks', { cookie: who.cookie })).status,
        403,
      );
      assert.equal(
        (await api('POST', `/api/admin/background-checks/${b.userIdNumber}/reject`, {
          cookie: who.cookie,
          body: {},
        }))
          .status,
        403,
      );
    }
  } finally {
    await deleteUsers(admin.id, a.id, b.id, family.id);
  }
});

test("a family reads an approved caregiver's city, never the street; distance to 0.5 km; one view a day", async () => {
  const pro = await createCaregiverWithProfile({
    stage: 'background-checked',
    address: placeAddress(PLACES[1], 77),
  });
  const family = await signedInFamily();
  try {
    const res = await api('GET', `/api/user/getuser/${pro.userIdNumber}`, {
      cookie: family.cookie,
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const c = res.body.credentials;
    assert.deepEqual(c.location, { locality: 'ottawa', adminAreaLevel1: 'on' });
    const whole = JSON.stringify(res.body);
    for (
      const secret of [
        'elgin',
        'Elgin',
        'k1p',
        'K1P',
        '77 ',
        '45.4215',
        '-75.6972',
        'address"',
        'email',
        'phoneNum',
        'dob',
      ]
    ) {
      assert.ok(!whole.includes(secret), `the family's answer contains ${secret}`);
    }
    assert.equal(typeof c.distanceKm, 'number');
    assert.equal(c.distanceKm * 2, Math.round(c.distanceKm * 2));
    assert.ok(c.distanceKm > 300 && c.distanceKm < 400, String(c.distanceKm)); // Toronto → Ottawa
    assert.equal(c.isBgCheck, true);
    assert.ok(res.body.workExp.length > 0 && res.body.eduAccred.length > 0 && c.myAvail.length > 0);
    assert.equal(res.body.workExp[0].endDate, 'Present'); // newest start first

    await api('GET', `/api/user/getuser/${pro.userIdNumber}`, { cookie: family.cookie });
    const views =
      await sql`select viewed_on from public.profile_views where caregiver_id = ${pro.id}`;
    assert.equal(views.length, 1);

    const reviews = await api('GET', `/api/review/get_all/${pro.userIdNumber}`, {
      cookie: family.cookie,
    });
    assert.deepEqual([reviews.status, reviews.body], [200, []]);

    // The caregiver sees their own profile with the address; no view is counted.
    const me = await signIn(pro);
    const own = await api('GET', `/api/user/getuser/${pro.userIdNumber}`, { cookie: me.cookie });
    assert.equal(own.body.credentials.address.addressParams.streetRoute, 'elgin st');
    assert.equal(
      (await sql`select 1 from public.profile_views where caregiver_id = ${pro.id}`).length,
      1,
    );

    const missing = await api('GET', '/api/user/getuser/abc', { cookie: family.cookie });
    assert.equal(missing.status, 404);
  } finally {
    await deleteUsers(pro.id, family.id);
  }
});

test('demo caregivers: 40 valid profiles across at least 8 provinces, wages at or above the minimum', () => {
  const provinces = new Set<string>();
  const emails = new Set<string>();
  for (let i = 0; i < DEMO_CAREGIVER_COUNT; i++) {
    const spec = demoCaregiverSpec(i);
    const province = spec.address.addressParams.adminAreaLevel1!;
    provinces.add(province);
    emails.add(spec.email);
    assert.ok(spec.wageExp >= minimumWageFor(province), `${spec.email} ${spec.wageExp}`);
    assert.ok(v.is(BasicInfoSchema, spec), spec.email);
    assert.ok(v.is(servicesSchemaFor(province), spec), spec.email);
    assert.ok(v.is(AvailabilitySetSchema, spec.availability), spec.email);
    for (const w of spec.workExp) assert.ok(v.is(WorkExpSchema, w), `${spec.email} work`);
    for (const e of spec.eduAccred) assert.ok(v.is(EduAccredSchema, e), `${spec.email} education`);
  }
  assert.equal(emails.size, DEMO_CAREGIVER_COUNT);
  assert.ok(provinces.size >= 8, [...provinces].join());
});
