// The shifts payloads of spec 001 §5 and §7, for the islands and the server. Every message is a
// key of shiftsMessages (messages.ts).
import * as v from 'valibot';
import type { ShiftsMessageKey } from './messages.ts';
import { isLocalDate, isWallTime, occurrences } from './time.ts';
import { MAX_SHIFTS_PER_REQUEST } from './model.ts';

const k = (key: ShiftsMessageKey) => key;

const date = (required: ShiftsMessageKey) =>
  v.pipe(v.string(k(required)), v.nonEmpty(k(required)), v.check(isLocalDate, k('dateInvalid')));
const time = (required: ShiftsMessageKey) =>
  v.pipe(v.string(k(required)), v.nonEmpty(k(required)), v.check(isWallTime, k('timeInvalid')));

/** One occurrence, in the care location's wall-clock time (the server converts to UTC). */
export const NewShiftSchema = v.object({
  date: date('startDateRequired'),
  startTime: time('startTimeRequired'),
  endTime: time('endTimeRequired'),
  note: v.optional(v.pipe(v.string(), v.maxLength(2000, k('noteTooLong'))), ''),
});

export const TaskSchema = v.object({
  title: v.pipe(
    v.string(k('titleRequired')),
    v.trim(),
    v.nonEmpty(k('titleRequired')),
    v.maxLength(200, k('titleRequired')),
  ),
  body: v.optional(v.pipe(v.string(), v.maxLength(2000, k('noteTooLong'))), ''),
  /** A wall-clock time of day (HH:mm) in the care zone, or empty. */
  time: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.check(isWallTime, k('timeInvalid')))]),
    '',
  ),
});
export type TaskInput = v.InferOutput<typeof TaskSchema>;

/** POST /shift/new-shift: the dialog's occurrences (built with time.ts `occurrences`). */
export const NewShiftsSchema = v.object({
  memberId: v.pipe(v.string(k('memberNotFound')), v.uuid(k('memberNotFound'))),
  shifts: v.pipe(
    v.array(NewShiftSchema, k('noShifts')),
    v.minLength(1, k('noShifts')),
    v.maxLength(MAX_SHIFTS_PER_REQUEST, k('tooManyShifts')),
  ),
  tasks: v.optional(v.pipe(v.array(TaskSchema), v.maxLength(50, k('addTaskFailed'))), []),
});
export type NewShifts = v.InferOutput<typeof NewShiftsSchema>;

export const CoordinatesSchema = v.object({
  lat: v.pipe(v.number(k('enableLocation')), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(k('enableLocation')), v.minValue(-180), v.maxValue(180)),
  accuracy: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0)))),
});

// A missing `coordinates` is reported with the outer object's message: the location was refused.
export const CheckInSchema = v.object({
  coordinates: v.object(CoordinatesSchema.entries, k('enableLocation')),
}, k('enableLocation'));

export const CompleteSchema = v.object({
  coordinates: v.object(CoordinatesSchema.entries, k('enableLocation')),
  shiftNote: v.optional(v.pipe(v.string(), v.maxLength(5000, k('noteTooLong'))), ''),
}, k('enableLocation'));

export const TaskActionSchema = v.object({
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, k('noteTooLong'))), ''),
});

export const SavedTaskSchema = TaskSchema;

export const DeleteSavedTaskSchema = v.object({
  taskIndex: v.pipe(
    v.number(k('deleteSavedFailed')),
    v.integer(k('deleteSavedFailed')),
    v.minValue(0, k('deleteSavedFailed')),
  ),
});

/**
 * The Add Shifts dialog's form (spec 001 §5), checked in the island before it posts; the
 * occurrences it yields are what NewShiftsSchema (the server's schema) receives, so the island
 * parses those with NewShiftsSchema too. Start before end: an end of 00:00 is midnight (24:00).
 */
const endsAfter = (i: { startTime: string; endTime: string }) =>
  i.startTime < i.endTime || i.endTime === '00:00';
const datesOrdered = (i: { repeat: boolean; startDate: string; endDate: string }) =>
  !i.repeat || !isLocalDate(i.endDate) || i.startDate < i.endDate;

export const ScheduleFormSchema = v.pipe(
  v.object({
    startDate: date('startDateRequired'),
    startTime: time('startTimeRequired'),
    endTime: time('endTimeRequired'),
    repeat: v.boolean(),
    endDate: v.string(),
    weekdays: v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6))),
    note: v.optional(v.pipe(v.string(), v.maxLength(2000, k('noteTooLong'))), ''),
  }),
  v.forward(
    v.partialCheck([['startTime'], ['endTime']], endsAfter, k('startNotBeforeEnd')),
    ['startTime'],
  ),
  v.forward(
    v.partialCheck([['startTime'], ['endTime']], endsAfter, k('endNotAfterStart')),
    ['endTime'],
  ),
  v.forward(
    v.partialCheck(
      [['repeat'], ['endDate']],
      (i) => !i.repeat || i.endDate !== '',
      k('endDateRequired'),
    ),
    ['endDate'],
  ),
  v.forward(
    v.partialCheck(
      [['repeat'], ['endDate']],
      (i) => !i.repeat || i.endDate === '' || isLocalDate(i.endDate),
      k('dateInvalid'),
    ),
    ['endDate'],
  ),
  v.forward(
    v.partialCheck(
      [['repeat'], ['weekdays']],
      (i) => !i.repeat || i.weekdays.length > 0,
      k('weekdayRequired'),
    ),
    ['weekdays'],
  ),
  v.forward(
    v.partialCheck(
      [['repeat'], ['startDate'], ['endDate']],
      datesOrdered,
      k('startDateBeforeEnd'),
    ),
    ['startDate'],
  ),
  v.forward(
    v.partialCheck([['repeat'], ['startDate'], ['endDate']], datesOrdered, k('endDateAfterStart')),
    ['endDate'],
  ),
);
export type ScheduleForm = v.InferInput<typeof ScheduleFormSchema>;
export type ScheduleFormField = keyof ScheduleForm | 'form';

/**
 * The dialog's whole check: the schema, then what needs the care zone's today (start date not
 * before it) and the range (a chosen weekday must fall in it; at most MAX_SHIFTS_PER_REQUEST).
 * Answers catalog keys per field, or the occurrences to post.
 */
export function checkScheduleForm(
  form: ScheduleForm,
  today: string,
  zone: string,
):
  | { ok: true; shifts: v.InferOutput<typeof NewShiftSchema>[] }
  | { ok: false; errors: Partial<Record<ScheduleFormField, ShiftsMessageKey>> } {
  const parsed = v.safeParse(ScheduleFormSchema, form);
  const errors: Partial<Record<ScheduleFormField, ShiftsMessageKey>> = {};
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const field = (v.getDotPath(issue) ?? 'form').split('.')[0] as ScheduleFormField;
      errors[field] ??= issue.message as ShiftsMessageKey;
    }
  }
  if (!errors.startDate && isLocalDate(form.startDate) && form.startDate < today) {
    errors.startDate = 'startDatePast';
  }
  if (!parsed.success || Object.keys(errors).length) return { ok: false, errors };
  const f = parsed.output;
  const found = occurrences({
    startDate: f.startDate,
    endDate: f.endDate,
    repeat: f.repeat,
    weekdays: f.weekdays,
    startTime: f.startTime,
    endTime: f.endTime,
    zone,
  }, MAX_SHIFTS_PER_REQUEST + 1);
  if (found.length === 0) return { ok: false, errors: { weekdays: 'daysOutOfRange' } };
  if (found.length > MAX_SHIFTS_PER_REQUEST) {
    return { ok: false, errors: { form: 'tooManyShifts' } };
  }
  return {
    ok: true,
    shifts: found.map((o) => ({
      date: o.date,
      startTime: f.startTime,
      endTime: f.endTime,
      note: f.note ?? '',
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Answers, for the API's OpenAPI document (web/server/openapi.server.ts). The spec leaves the
// new shifts' answer open (spec 001 §7 "not described"): these say it. Typed against model.ts
// (tests/integration/openapi.test.ts), checked against real answers by the same test.

const PartyInfoSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  userIdNumber: v.string(),
});

export const VisitRecordSchema = v.object({
  kind: v.picklist(['check-in', 'completion']),
  recordedAt: v.string(),
  distanceM: v.nullable(v.number()),
  flagged: v.boolean(),
  accuracy: v.nullable(v.number()),
});

/** One shift (an occurrence): UTC instants and the care location's IANA zone. */
export const ShiftSchema = v.pipe(
  v.object({
    id: v.string(),
    memberId: v.string(),
    teamId: v.pipe(v.string(), v.description("The family's team: its public user number.")),
    startTime: v.pipe(v.string(), v.description('The start, an ISO 8601 instant (UTC).')),
    endTime: v.pipe(v.string(), v.description('The end, an ISO 8601 instant (UTC).')),
    timeZone: v.pipe(v.string(), v.description("The care location's IANA time zone.")),
    note: v.string(),
    createdAt: v.string(),
    address: v.object({ addressFull: v.string() }),
    service: v.array(v.string()),
    conditions: v.array(v.string()),
    languagePref: v.array(v.string()),
    caregiverInfo: PartyInfoSchema,
    familyInfo: v.object({ ...PartyInfoSchema.entries, imgUrlThumb: v.nullable(v.string()) }),
    reports: v.pipe(
      v.array(v.string()),
      v.description('The reports filed on it that the reader may read, oldest first.'),
    ),
    numTasks: v.number(),
    numTasksActioned: v.number(),
    checkedInAt: v.nullable(v.string()),
    completedAt: v.nullable(v.string()),
    shiftNote: v.string(),
    state: v.picklist(['scheduled', 'checked_in', 'completed']),
    isUnactioned: v.boolean(),
    status: v.object({
      isCheckedIn: v.boolean(),
      isCompleted: v.boolean(),
      isPaid: v.boolean(),
      isSubmitted: v.boolean(),
      isApproved: v.boolean(),
    }),
    visits: v.array(VisitRecordSchema),
  }),
  v.title('Shift'),
);

/** POST /shift/new-shift's answer: the occurrences made, how many, and whose team. */
export const NewShiftsAnswerSchema = v.object({
  shifts: v.pipe(
    v.array(ShiftSchema),
    v.description('The shifts made, one per occurrence, in the order sent; each has its tasks.'),
  ),
  count: v.number(),
  name: v.pipe(v.string(), v.description("The Care Pro's name, for 'Successfully added…'.")),
});

export const TaskAnswerSchema = v.pipe(
  v.object({
    id: v.string(),
    shiftId: v.string(),
    memberId: v.string(),
    teamId: v.string(),
    title: v.string(),
    body: v.string(),
    time: v.nullable(v.string()),
    note: v.string(),
    state: v.picklist(['pending', 'completed', 'declined']),
    isCompleted: v.boolean(),
    isDeclined: v.boolean(),
    actionedAt: v.nullable(v.string()),
    createdAt: v.string(),
  }),
  v.title('Task'),
);

export const SavedTaskAnswerSchema = v.object({
  title: v.string(),
  body: v.string(),
  time: v.string(),
});
