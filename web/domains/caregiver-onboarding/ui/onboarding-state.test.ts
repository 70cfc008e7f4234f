import assert from 'node:assert/strict';
import * as v from 'valibot';
import { guardRedirect } from '../../../server/guards.server.ts';
import type { AccountStatus, Viewer } from '../../../server/viewer.server.ts';
import { caregiverMessages } from '../../caregivers/model.ts';
import { servicesSchemaFor, wageMinimumParams } from '../../caregivers/schemas.ts';
import { formatPhoneAsTyped, phoneAfterEdit } from '../../caregivers/model.ts';
import { routes } from '../routes.ts';
import {
  finishNeedsWarning,
  firstPanelWithError,
  initialFinishStep,
  initialServicesValues,
  panelOfField,
  panelSchemas,
  SERVICES_PANELS,
  servicesPayload,
  type ServicesValues,
} from './onboarding-state.ts';
import { translator } from '../../../shared/i18n.tsx';

// ---------------------------------------------------------------------------------------------
// Step redirects (spec 002 §2, spec 000 §2.2): each page's guard, through the route table's rows

const FLAGS: (keyof AccountStatus)[] = [
  'isProfileCompleted',
  'isBasicCompleted',
  'isServiceCompleted',
  'isEduAccredCompleted',
  'isUserImgCompleted',
  'isInitial',
  'isApply',
  'isMessage',
  'isBgCheckSubmitted',
  'isBgCheck',
  'isCompletedFirstShift',
  'isCompletedAll',
  'isPaymentMethod',
  'isBanking',
  'isAvailComplete',
];

function caregiver(done: Partial<AccountStatus>): Viewer {
  const status = Object.fromEntries(FLAGS.map((f) => [f, false])) as AccountStatus;
  return {
    id: 'u1',
    loginEmail: 'c@example.com',
    userIdNumber: 'CG1',
    userType: 'caregiver',
    email: 'c@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    imgUrlThumb: null,
    locale: 'en',
    status: { ...status, ...done },
  };
}

const PATHS = [
  '/caregiver/signup/basic-info',
  '/caregiver/signup/services',
  '/caregiver/signup/education-experience',
  '/caregiver/signup/finish',
];

function redirectFor(path: string, viewer: Viewer | null) {
  const row = routes.find((r) => r.path === path);
  assert.ok(row, `${path} is one of the sign-up's routes`);
  return guardRedirect(row.access, viewer, path);
}

Deno.test("the four sign-up pages are this domain's routes, each with a page", () => {
  // The domain has other pages too (profile, banking, background check, a family's view).
  const signup = routes.filter((r) => r.path.startsWith('/caregiver/signup/'));
  assert.deepEqual(signup.map((r) => r.path), PATHS);
  for (const row of routes) assert.equal(typeof row.page, 'function');
});

Deno.test("each sign-up step lets through only the first unfinished step, in the spec's order", () => {
  const stages: [Partial<AccountStatus>, string][] = [
    [{}, PATHS[0]],
    [{ isBasicCompleted: true }, PATHS[1]],
    [{ isBasicCompleted: true, isServiceCompleted: true }, PATHS[2]],
    [{ isBasicCompleted: true, isServiceCompleted: true, isEduAccredCompleted: true }, PATHS[3]],
  ];
  for (const [done, open] of stages) {
    for (const path of PATHS) {
      // Completed steps move forward, a missing earlier step moves back.
      assert.equal(
        redirectFor(path, caregiver(done)),
        path === open ? null : open,
        `${path} ${JSON.stringify(done)}`,
      );
    }
  }
});

Deno.test('a finished profile goes to /dashboard; a visitor goes to /login with the way back', () => {
  for (const path of PATHS) {
    assert.equal(redirectFor(path, caregiver({ isProfileCompleted: true })), '/dashboard');
    assert.equal(redirectFor(path, null), `/login?next=${encodeURIComponent(path)}`);
  }
  const family = { ...caregiver({}), userType: 'family' as const };
  assert.equal(redirectFor(PATHS[0], family), '/dashboard');
});

// ---------------------------------------------------------------------------------------------
// Phone formatted as typed

Deno.test('the phone is formatted (###) ###-#### as it is typed, digits only, at most 10', () => {
  assert.equal(formatPhoneAsTyped(''), '');
  assert.equal(formatPhoneAsTyped('4'), '(4');
  assert.equal(formatPhoneAsTyped('416'), '(416');
  assert.equal(formatPhoneAsTyped('4165'), '(416) 5');
  assert.equal(formatPhoneAsTyped('416555'), '(416) 555');
  assert.equal(formatPhoneAsTyped('4165551'), '(416) 555-1');
  assert.equal(formatPhoneAsTyped('4165551234'), '(416) 555-1234');
  assert.equal(formatPhoneAsTyped('416-555-1234 ext 9'), '(416) 555-1234');
  assert.equal(formatPhoneAsTyped('abc'), '');
});

Deno.test('backspacing over a formatting character removes the digit before it', () => {
  assert.equal(phoneAfterEdit('(416) 5', '(416) '), '(416');
  assert.equal(phoneAfterEdit('(416) 555-1', '(416) 555-'), '(416) 555');
  assert.equal(phoneAfterEdit('(416) 555-1', '(416) 5551'), '(416) 555');
  assert.equal(phoneAfterEdit('(416) 555-1', '(416) 555-12'), '(416) 555-12');
  assert.equal(phoneAfterEdit('(4', ''), '');
  assert.equal(phoneAfterEdit('(416) 555-123', '(416) 555-1234'), '(416) 555-1234');
});

// ---------------------------------------------------------------------------------------------
// Services panels: each Next validates its own panel with the shared schema

const en = translator(caregiverMessages, 'en');
function panelErrors(panel: number, values: ServicesValues, province: string | null = 'ON') {
  const result = v.safeParse(panelSchemas(province)[panel], values);
  const errors: Record<string, string> = {};
  for (const issue of result.issues ?? []) {
    const key = issue.message as keyof typeof caregiverMessages.en;
    errors[String(issue.path?.[0]?.key)] ??= en(key, wageMinimumParams(province));
  }
  return errors;
}

Deno.test('the panels cover every field of the service-info payload, each field once', () => {
  const fields = SERVICES_PANELS.flatMap((p) => p.fields).sort();
  assert.deepEqual(fields, Object.keys(servicesSchemaFor('ON').entries).sort());
  assert.equal(panelOfField('languagePref'), 2);
  assert.equal(panelOfField('bio'), 3);
  assert.equal(panelOfField('general'), null);
  assert.equal(firstPanelWithError({ bio: 'x', jobType: 'y', general: 'z' }), 2);
  assert.equal(firstPanelWithError({ general: 'z' }), null);
});

Deno.test('fresh services: homeHealthCare and english are chosen, so only panels 1 and 3 refuse', () => {
  const values = initialServicesValues();
  assert.deepEqual(values.conditions, { homeHealthCare: true });
  assert.deepEqual(values.languagePref, ['english']);
  assert.deepEqual(panelErrors(0, values), {
    service: 'Please select at least 1 service you can provide',
  });
  assert.deepEqual(panelErrors(1, values), {});
  assert.deepEqual(panelErrors(2, values), { jobType: 'Please select at least 1 type of job' });
  const cleared = { ...values, conditions: {}, languagePref: [] };
  assert.deepEqual(panelErrors(1, cleared), {
    conditions: 'Please select at least 1 option from below',
  });
  assert.equal(panelErrors(2, cleared).languagePref, 'Please select at least 1 language');
});

Deno.test("the last panel: wage messages with the province's minimum, bio, years 0 to 30", () => {
  const base = { ...initialServicesValues(), bio: 'I care.', yearsExp: 3 };
  assert.deepEqual(panelErrors(3, { ...base, wageExp: '' }), {
    wageExp: 'Wage can not be empty or 0',
  });
  assert.deepEqual(panelErrors(3, { ...base, wageExp: '0' }), {
    wageExp: 'Wage can not be empty or 0',
  });
  assert.deepEqual(panelErrors(3, { ...base, wageExp: '-3' }), {
    wageExp: 'Wage can not be negative',
  });
  assert.deepEqual(panelErrors(3, { ...base, wageExp: '14' }), {
    wageExp: "Must be higher than ON's minimum wage of $14.36",
  });
  assert.deepEqual(panelErrors(3, { ...base, wageExp: '14' }, 'ab'), {
    wageExp: "Must be higher than AB's minimum wage of $15.00",
  });
  assert.deepEqual(panelErrors(3, { ...base, wageExp: '14.36' }), {});
  // A province without a known minimum uses 0.
  assert.deepEqual(panelErrors(3, { ...base, wageExp: '1' }, null), {});
  assert.deepEqual(panelErrors(3, { ...base, wageExp: '20', bio: '  ' }), {
    bio: 'About me section must not be empty',
  });
  assert.ok(panelErrors(3, { ...base, wageExp: '20', yearsExp: 31 }).yearsExp);
  assert.deepEqual(panelErrors(3, { ...base, wageExp: '20', yearsExp: 30 }), {});
});

Deno.test('the payload sends chosen keys as true and the wage as a number', () => {
  const payload = servicesPayload({
    service: { bathing: true, mealPrep: false },
    conditions: { homeHealthCare: true },
    jobType: { fullTime: true },
    languagePref: ['english', 'french'],
    wageExp: '18.50',
    yearsExp: 4,
    bio: 'Hello',
  });
  assert.deepEqual(payload, {
    service: { bathing: true },
    conditions: { homeHealthCare: true },
    jobType: { fullTime: true },
    languagePref: ['english', 'french'],
    wageExp: 18.5,
    yearsExp: 4,
    bio: 'Hello',
  });
  assert.equal(servicesPayload({ ...initialServicesValues(), wageExp: ' ' }).wageExp, null);
  assert.ok(v.safeParse(servicesSchemaFor('ON'), payload).success);
});

// ---------------------------------------------------------------------------------------------
// Finish decisions

Deno.test('finish opens on the check once the image is done, and warns without a submitted check', () => {
  assert.equal(initialFinishStep(false), 4);
  assert.equal(initialFinishStep(true), 5);
  assert.equal(finishNeedsWarning(false, false), true);
  assert.equal(finishNeedsWarning(false, true), false);
  assert.equal(finishNeedsWarning(true, false), false);
});
