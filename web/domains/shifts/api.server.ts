// The shifts API (spec 001 §7), mounted at /api: /shift…, /task…, /report…, /user/tasks (the
// onboarding's /user/status/completed_all is the accounts domain's). Parse with the schema, call
// an action, answer JSON. No SQL here.
import { type Context, Hono } from 'hono';
import { readJson } from '../../server/http.server.ts';
import { type AppEnv, requireViewer } from '../../server/viewer.server.ts';
import * as actions from './actions.server.ts';
import { shiftsMessages } from './messages.ts';
import {
  CheckInSchema,
  CompleteSchema,
  DeleteSavedTaskSchema,
  NewShiftsSchema,
  ReportActionSchema,
  ReportSchema,
  SavedTaskSchema,
  TaskActionSchema,
  TaskSchema,
} from './schemas.ts';

export const shiftsApi = new Hono<AppEnv>();

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');

shiftsApi.post('/shift/new-shift', async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, NewShiftsSchema, shiftsMessages);
  const { shifts, name } = await actions.addShifts(viewer, input);
  return c.json({ shifts, count: shifts.length, name }, 201);
});

shiftsApi.get('/shift', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  const shifts = await actions.listShifts(viewer, {
    memberId: c.req.query('memberId') || undefined,
    from: c.req.query('from') || undefined,
    to: c.req.query('to') || undefined,
  });
  return c.json({ shifts });
});

shiftsApi.get('/shift/:id', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json(await actions.readShift(viewer, c.req.param('id')));
});

shiftsApi.delete('/shift/:id', async (c) => {
  const viewer = requireViewer(c);
  return c.json(await actions.deleteShift(viewer, c.req.param('id')));
});

shiftsApi.post('/shift/:id/check-in', async (c) => {
  const viewer = requireViewer(c);
  const { coordinates } = await readJson(c, CheckInSchema, shiftsMessages);
  return c.json(await actions.checkIn(viewer, c.req.param('id'), coordinates));
});

shiftsApi.post('/shift/:id/complete', async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, CompleteSchema, shiftsMessages);
  return c.json(await actions.completeShift(viewer, c.req.param('id'), input));
});

shiftsApi.get('/shift/:id/task', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json({ tasks: await actions.listTasks(viewer, c.req.param('id')) });
});

shiftsApi.post('/shift/:id/task', async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, TaskSchema, shiftsMessages);
  return c.json(await actions.addTask(viewer, c.req.param('id'), input), 201);
});

shiftsApi.get('/task/:id/delete', async (c) => {
  const viewer = requireViewer(c);
  return c.json(await actions.deleteTask(viewer, c.req.param('id')));
});

for (const action of ['complete', 'decline'] as const) {
  shiftsApi.post(`/task/:id/${action}`, async (c) => {
    const viewer = requireViewer(c);
    const { note } = await readJson(c, TaskActionSchema, shiftsMessages);
    return c.json(await actions.actionTask(viewer, c.req.param('id'), action, note ?? ''));
  });
}

shiftsApi.get('/user/tasks', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json({ savedTasks: await actions.listSavedTasks(viewer) });
});

shiftsApi.post('/user/tasks', async (c) => {
  const viewer = requireViewer(c);
  const task = await readJson(c, SavedTaskSchema, shiftsMessages);
  return c.json({
    savedTasks: await actions.saveTask(viewer, {
      title: task.title,
      body: task.body ?? '',
      time: task.time ?? '',
    }),
  });
});

shiftsApi.delete('/user/tasks', async (c) => {
  const viewer = requireViewer(c);
  const { taskIndex } = await readJson(c, DeleteSavedTaskSchema, shiftsMessages);
  return c.json({ savedTasks: await actions.deleteSavedTask(viewer, taskIndex) });
});

shiftsApi.post('/shift/:id/report/submit', async (c) => {
  const viewer = requireViewer(c);
  const input = await readJson(c, ReportSchema, shiftsMessages);
  return c.json(await actions.submitReport(viewer, c.req.param('id'), input), 201);
});

shiftsApi.get('/report', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  const limit = Number(c.req.query('limit') ?? '') || undefined;
  return c.json(await actions.listReports(viewer, { cursor: c.req.query('cursor'), limit }));
});

shiftsApi.get('/report/:id/get', async (c) => {
  const viewer = requireViewer(c);
  noStore(c);
  return c.json(await actions.readReport(viewer, c.req.param('id')));
});

shiftsApi.post('/shift/:shiftId/report/update/:reportId/action', async (c) => {
  const viewer = requireViewer(c);
  const { action } = await readJson(c, ReportActionSchema, shiftsMessages);
  return c.json(
    await actions.actionReport(viewer, c.req.param('shiftId'), c.req.param('reportId'), action),
  );
});
