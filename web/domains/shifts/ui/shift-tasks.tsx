// A shift's tasks (spec 001 §4, §5): GET /api/shift/{id}/task, kept live, each row with the
// role's buttons (task-row.tsx); the family adds one while the shift is unstarted.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import { TextField } from '../../../components/form/text-field.tsx';
import { showAlert } from '../../../shared/alerts.ts';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { subscribe } from '../../../shared/realtime-client.ts';
import { familyMayChangeTasks } from '../lifecycle.ts';
import { shiftsMessages } from '../messages.ts';
import { type Shift, type Task, TIME_STEP_SECONDS } from '../model.ts';
import { TaskSchema } from '../schemas.ts';
import { TaskRow } from './task-row.tsx';

/** GET /api/shift/{id}/task, kept live; the role's task buttons. */
export function Tasks(
  { shift, viewerType, now, onChanged }: {
    shift: Shift;
    viewerType: 'family' | 'caregiver';
    now: Date;
    onChanged: () => void;
  },
) {
  const t = useT(shiftsMessages);
  const [tasks, setTasks] = useState<Task[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    const r = await api<{ tasks: Task[] }>('GET', `/api/shift/${shift.id}/task`);
    if (r.ok) setTasks(r.data.tasks);
    else setFailed(true);
  }, [shift.id]);

  useEffect(() => {
    const off = subscribe('tasks', (change) => {
      const row = change.row as Task | null;
      if (row && row.shiftId !== shift.id) return;
      setTasks((list) => {
        if (!list) return list;
        if (!row) return list.filter((x) => x.id !== change.id);
        return list.some((x) => x.id === row.id)
          ? list.map((x) => (x.id === row.id ? row : x))
          : [...list, row];
      });
    });
    void load();
    return off;
  }, [shift.id, load]);

  const replace = (task: Task) =>
    setTasks((list) => (list ?? []).map((x) => (x.id === task.id ? task : x)));
  const mayChange = viewerType === 'family' &&
    familyMayChangeTasks({ state: shift.state, startsAt: shift.startTime }, now);

  return (
    <section className='shift-tasks' aria-label={t('tasks')}>
      <h4 className='shift-detail__sub'>{t('tasks')}</h4>
      {failed && (
        <p className='shifts-error' role='alert'>
          {t('loadTasksFailed')}{' '}
          <button type='button' className='button button--ghost' onClick={() => void load()}>
            {t('reload')}
          </button>
        </p>
      )}
      {!failed && tasks === null && <p className='shifts-muted'>{t('loading')}</p>}
      {tasks && tasks.length === 0 && <p className='shifts-muted'>{t('noTasks')}</p>}
      {tasks && tasks.length > 0 && (
        <ul className='shift-tasks__list'>
          {tasks.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              shift={shift}
              viewerType={viewerType}
              mayDelete={mayChange}
              onUpdated={(x) => {
                replace(x);
                onChanged();
              }}
              onDeleted={(id) => {
                setTasks((list) => (list ?? []).filter((x) => x.id !== id));
                onChanged();
              }}
            />
          ))}
        </ul>
      )}
      {mayChange && (
        <AddTask
          shiftId={shift.id}
          onAdded={(task) => {
            setTasks((list) => [...(list ?? []).filter((x) => x.id !== task.id), task]);
            onChanged();
          }}
        />
      )}
    </section>
  );
}

/** The family's new task on an unstarted shift ('Title must not be empty'). */
function AddTask({ shiftId, onAdded }: { shiftId: string; onAdded: (task: Task) => void }) {
  const t = useT(shiftsMessages);
  const locale = useLocale();
  const [draft, setDraft] = useState({ title: '', body: '', time: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = v.safeParse(TaskSchema, draft);
    if (!parsed.success) {
      setErrors({ title: parsed.issues[0].message });
      return;
    }
    setBusy(true);
    const r = await api<Task>('POST', `/api/shift/${shiftId}/task`, parsed.output);
    setBusy(false);
    if (!r.ok) {
      if (r.errors.title) setErrors({ title: r.errors.title });
      else showAlert({ type: 'error', message: r.errors.task ?? t('addTaskFailed') });
      return;
    }
    setErrors({});
    setDraft({ title: '', body: '', time: '' });
    onAdded(r.data);
  }

  return (
    <form className='shift-tasks__add' noValidate onSubmit={submit} aria-label={t('newTask')}>
      <TextField
        label={t('taskTitle')}
        name='title'
        value={draft.title}
        error={errorText(shiftsMessages, locale, errors.title)}
        onChange={(e) => setDraft({ ...draft, title: e.target.value })}
      />
      <TextField
        label={t('taskBody')}
        name='body'
        value={draft.body}
        onChange={(e) => setDraft({ ...draft, body: e.target.value })}
      />
      <TextField
        label={t('taskTime')}
        type='time'
        name='time'
        step={TIME_STEP_SECONDS}
        value={draft.time}
        onChange={(e) => setDraft({ ...draft, time: e.target.value })}
      />
      <button type='submit' className='button button--outline' disabled={busy}>
        {t('addTask')}
      </button>
    </form>
  );
}
