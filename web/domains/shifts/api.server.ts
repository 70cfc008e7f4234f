// The shifts API (spec 001 §7), mounted at /api: /shift…, /task…, /user/tasks, and filing a
// report on a shift (the reports themselves are the reports domain's API; the
// onboarding's /user/status/completed_all is the accounts domain's). Parse with the schema, call
// an action, answer JSON. No SQL here.
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { readJson } from '../../server/http.server.ts';
import { describeRoutes } from '../../server/openapi.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import { ReportAnswerSchema, SubmitReportSchema } from '../reports/schemas.ts';
import { shiftsMessages } from './messages.ts';
import {
  CheckInSchema,
  CompleteSchema,
  DeleteSavedTaskSchema,
  NewShiftsAnswerSchema,
  NewShiftsSchema,
  SavedTaskAnswerSchema,
  SavedTaskSchema,
  ShiftSchema,
  TaskActionSchema,
  TaskAnswerSchema,
  TaskSchema,
} from './schemas.ts';

export const shiftsApi = new Hono<AppEnv>();

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');
const describe = describeRoutes('Shifts');
const Deleted = v.object({ id: v.string() });
const SavedTasks = v.object({ savedTasks: v.array(SavedTaskAnswerSchema) });

const newShifts = describe({
  summary: "Adds a team member's shifts (each with the tasks given), in the care location's time.",
  description: 'Each occurrence is a date with wall-clock start and end times in the care ' +
    "location's zone; a repeating schedule is sent as its occurrences. An end at 00:00 is the " +
    'end of the day. Overlapping shifts answer 409.',
  body: NewShiftsSchema,
  answers: { 201: NewShiftsAnswerSchema },
  errors: [404, 409],
});
shiftsApi.post('/shift/new-shift', newShifts, async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, newShifts.body, shiftsMessages);
  const { shifts, name } = await actions.addShifts(viewer, input);
  return c.json({ shifts, count: shifts.length, name }, 201);
});

shiftsApi.get(
  '/shift',
  describe({
    summary: "The caller's shifts: a member's, or from/to a time (ISO instants).",
    query: v.object({
      memberId: v.optional(v.string()),
      from: v.optional(v.pipe(v.string(), v.description('An ISO 8601 instant.'))),
      to: v.optional(v.pipe(v.string(), v.description('An ISO 8601 instant.'))),
    }),
    answers: { 200: v.object({ shifts: v.array(ShiftSchema) }) },
    errors: [400],
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    const shifts = await actions.listShifts(viewer, {
      memberId: c.req.query('memberId') || undefined,
      from: c.req.query('from') || undefined,
      to: c.req.query('to') || undefined,
    });
    return c.json({ shifts });
  },
);

shiftsApi.get(
  '/shift/:id',
  describe({ summary: 'A shift.', answers: { 200: ShiftSchema } }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json(await actions.readShift(viewer, c.req.param('id')));
  },
);

shiftsApi.delete(
  '/shift/:id',
  describe({
    summary: 'Deletes a shift not yet checked in (and its tasks).',
    answers: { 200: Deleted },
    errors: [409],
  }),
  async (c) => {
    const viewer = requireViewer(c);
    return c.json(await actions.deleteShift(viewer, c.req.param('id')));
  },
);

const checkIn = describe({
  summary: 'The Care Pro checks in, on the scheduled date, from where they are.',
  body: CheckInSchema,
  answers: { 200: ShiftSchema },
  errors: [409],
});
shiftsApi.post('/shift/:id/check-in', checkIn, async (c) => {
  const viewer = requireViewer(c);
  const { coordinates } = await readJson(c, checkIn.body, shiftsMessages);
  return c.json(await actions.checkIn(viewer, c.req.param('id'), coordinates));
});

const complete = describe({
  summary: 'The Care Pro completes a checked-in shift, with a note.',
  body: CompleteSchema,
  answers: { 200: ShiftSchema },
  errors: [409],
});
shiftsApi.post('/shift/:id/complete', complete, async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, complete.body, shiftsMessages);
  return c.json(await actions.completeShift(viewer, c.req.param('id'), input));
});

shiftsApi.get(
  '/shift/:id/task',
  describe({
    summary: "A shift's tasks.",
    answers: { 200: v.object({ tasks: v.array(TaskAnswerSchema) }) },
  }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json({ tasks: await actions.listTasks(viewer, c.req.param('id')) });
  },
);

const addTask = describe({
  summary: 'Adds a task to a shift that has not started.',
  body: TaskSchema,
  answers: { 201: TaskAnswerSchema },
  errors: [409],
});
shiftsApi.post('/shift/:id/task', addTask, async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, addTask.body, shiftsMessages);
  return c.json(await actions.addTask(viewer, c.req.param('id'), input), 201);
});

shiftsApi.get(
  '/task/:id/delete',
  describe({
    summary: 'Deletes a task of a shift that has not started.',
    answers: { 200: Deleted },
    errors: [409],
  }),
  async (c) => {
    const viewer = requireViewer(c);
    return c.json(await actions.deleteTask(viewer, c.req.param('id')));
  },
);

for (const action of ['complete', 'decline'] as const) {
  const actionTask = describe({
    summary: `The checked-in Care Pro ${action}s a task, with a note (final).`,
    body: TaskActionSchema,
    answers: { 200: TaskAnswerSchema },
    errors: [409],
  });
  shiftsApi.post(`/task/:id/${action}`, actionTask, async (c) => {
    const viewer = requireViewer(c);
    const { note } = await readJson(c, actionTask.body, shiftsMessages);
    return c.json(await actions.actionTask(viewer, c.req.param('id'), action, note ?? ''));
  });
}

shiftsApi.get(
  '/user/tasks',
  describe({ summary: "The family's saved tasks.", answers: { 200: SavedTasks } }),
  async (c) => {
    const viewer = requireViewer(c);
    noStore(c);
    return c.json({ savedTasks: await actions.listSavedTasks(viewer) });
  },
);

const saveTask = describe({
  summary: "Saves a task to the family's profile.",
  body: SavedTaskSchema,
  answers: { 200: SavedTasks },
});
shiftsApi.post('/user/tasks', saveTask, async (c) => {
  const viewer = requireViewer(c);
  const task = await readJson(c, saveTask.body, shiftsMessages);
  return c.json({
    savedTasks: await actions.saveTask(viewer, {
      title: task.title,
      body: task.body ?? '',
      time: task.time ?? '',
    }),
  });
});

const deleteSavedTask = describe({
  summary: 'Removes a saved task, by its place in the list.',
  body: DeleteSavedTaskSchema,
  answers: { 200: SavedTasks },
  errors: [404],
});
shiftsApi.delete('/user/tasks', deleteSavedTask, async (c) => {
  const viewer = requireViewer(c);
  const { taskIndex } = await readJson(c, deleteSavedTask.body, shiftsMessages);
  return c.json({ savedTasks: await actions.deleteSavedTask(viewer, taskIndex) });
});

const submitReport = describe({
  summary: 'Files a report on a visit (either party), before the shift is completed.',
  body: SubmitReportSchema,
  answers: { 201: ReportAnswerSchema },
  errors: [409],
});
shiftsApi.post('/shift/:id/report/submit', submitReport, async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, submitReport.body, shiftsMessages);
  return c.json(await actions.submitReport(viewer, c.req.param('id'), input), 201);
});
