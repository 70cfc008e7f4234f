// An expanded shift (spec 001 §2-§5, §7, §8): where and what, the visit records (the family sees
// the times and whether the location matched), the tasks, and the buttons each role may use.
// Caregiver: Check in → Complete → Completed (disabled), with the browser's location; tasks are
// completed or declined with a note while checked in. Family: tasks added before the shift starts
// (and while not checked in), deleted on an unstarted shift; the shift deleted before check-in.
// The server refuses everything the buttons hide anyway.
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import { TextField } from '../../../components/form/text-field.tsx';
import { showAlert } from '../../../shared/alerts.ts';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { subscribe } from '../../../shared/realtime-client.ts';
import { carePlanLabel, clockTime } from '../display.ts';
import {
  caregiverMayActionTask,
  familyMayChangeTasks,
  familyMayDeleteShift,
} from '../lifecycle.ts';
import { shiftsMessages } from '../messages.ts';
import {
  type CareVocabulary,
  type Shift,
  type Task,
  TIME_STEP_SECONDS,
  UPDATE_CHECK_MS,
  vocabularyLabel,
} from '../model.ts';
import { TaskSchema } from '../schemas.ts';
import { currentPosition } from './geolocation.ts';
import {
  checkInBlocked,
  checkInFailure,
  completionFailure,
  locationRefused,
  type Outcome,
} from './shift-action-state.ts';
import { Modal } from './modal.tsx';

type Viewer = 'family' | 'caregiver';

export function ShiftDetail(
  { shift, viewerType, vocabulary, now, onChange, onDeleted, report }: {
    shift: Shift;
    viewerType: Viewer;
    /** Labels of the client's conditions and languages. */
    vocabulary: CareVocabulary;
    now: Date;
    onChange: (s: Shift) => void;
    onDeleted: (id: string) => void;
    /** The reports domain's Report button, placed by the island by name. */
    report?: ReactNode;
  },
) {
  const t = useT(shiftsMessages);
  const locale = useLocale();
  const zone = shift.timeZone;
  const time = (iso: string) => clockTime(iso, zone, locale);

  /** Re-reads the shift (the update check after an action, and the completion's task count). */
  const refresh = useCallback(async () => {
    const r = await api<Shift>('GET', `/api/shift/${shift.id}`);
    if (r.ok) onChange(r.data);
    return r.ok ? r.data : null;
  }, [shift.id, onChange]);

  return (
    <div className='shift-detail'>
      <dl className='shift-detail__facts'>
        {shift.address.addressFull && (
          <>
            <dt>{t('address')}</dt>
            <dd>{shift.address.addressFull}</dd>
          </>
        )}
        {shift.note && (
          <>
            <dt>{t('note')}</dt>
            <dd className='shift-detail__note'>{shift.note}</dd>
          </>
        )}
        {shift.service.length > 0 && (
          <>
            <dt>{t('carePlan')}</dt>
            <dd>{shift.service.map(carePlanLabel).join(', ')}</dd>
          </>
        )}
        {shift.conditions.length > 0 && (
          <>
            <dt>{t('conditions')}</dt>
            <dd data-testid='shift-conditions'>
              {shift.conditions.map((k) => vocabularyLabel(vocabulary.conditions, k, locale))
                .join(', ')}
            </dd>
          </>
        )}
        {shift.languagePref.length > 0 && (
          <>
            <dt>{t('languages')}</dt>
            <dd data-testid='shift-languages'>
              {shift.languagePref.map((k) => vocabularyLabel(vocabulary.languages, k, locale))
                .join(', ')}
            </dd>
          </>
        )}
        {shift.shiftNote && (
          <>
            <dt>{t('shiftNote')}</dt>
            <dd className='shift-detail__note'>{shift.shiftNote}</dd>
          </>
        )}
      </dl>
      {shift.visits.length > 0 && (
        <section aria-label={t('visits')}>
          <h4 className='shift-detail__sub'>{t('visits')}</h4>
          <ul className='shift-visits'>
            {shift.visits.map((visit) => (
              <li key={visit.kind}>
                {t(visit.kind === 'check-in' ? 'visitCheckIn' : 'visitCompletion', {
                  time: time(visit.recordedAt),
                })}{' '}
                <span
                  className={`shifts-chip shifts-chip--${visit.flagged ? 'warn' : 'ok'}`}
                >
                  {visit.distanceM === null
                    ? t('locationUnknown')
                    : visit.flagged
                    ? t('locationFlagged', { distance: visit.distanceM })
                    : t('locationMatched')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Tasks shift={shift} viewerType={viewerType} now={now} onChanged={refresh} />
      <div className='shifts-actions'>
        {viewerType === 'caregiver' && (
          <CaregiverAction shift={shift} now={now} onChange={onChange} refresh={refresh} />
        )}
        {viewerType === 'family' && familyMayDeleteShift(shift) && (
          <DeleteShift shift={shift} onDeleted={onDeleted} />
        )}
        {report}
      </div>
    </div>
  );
}

/** Check in → Complete → Completed (disabled); spec 001 §4, §5. */
function CaregiverAction(
  { shift, now, onChange, refresh }: {
    shift: Shift;
    now: Date;
    onChange: (s: Shift) => void;
    refresh: () => Promise<Shift | null>;
  },
) {
  const t = useT(shiftsMessages);
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [shiftNote, setShiftNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const warn = (message: string) => showAlert({ type: 'warning', message });
  const tell = (o: Outcome) => showAlert({ type: o.type, message: 'key' in o ? t(o.key) : o.text });
  const later = () => setTimeout(() => void refresh(), UPDATE_CHECK_MS);

  async function checkIn() {
    const blocked = checkInBlocked(shift, now);
    if (blocked) {
      tell(blocked);
      return;
    }
    setBusy(true);
    try {
      const coordinates = await currentPosition().catch(() => null);
      if (!coordinates) {
        tell(locationRefused);
        return;
      }
      const r = await api<Shift>('POST', `/api/shift/${shift.id}/check-in`, { coordinates });
      if (!r.ok) {
        tell(checkInFailure(r));
        return;
      }
      onChange({
        ...shift,
        state: 'checked_in',
        status: { ...shift.status, isCheckedIn: true },
      });
      later();
    } finally {
      setBusy(false);
    }
  }

  /** The task count comes from a fresh read of the shift (spec 001 §5). */
  async function startCompletion() {
    setBusy(true);
    const fresh = await refresh();
    setBusy(false);
    const pending = fresh ? fresh.numTasks - fresh.numTasksActioned : 0;
    if (pending > 0) {
      warn(t('tasksOutstanding', { n: pending }));
      return;
    }
    setError(undefined);
    setCompleting(true);
  }

  async function complete(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const coordinates = await currentPosition().catch(() => null);
      if (!coordinates) {
        tell(locationRefused);
        setError(t('enableLocation'));
        return;
      }
      const r = await api<Shift>('POST', `/api/shift/${shift.id}/complete`, {
        coordinates,
        shiftNote,
      });
      if (!r.ok) {
        const outcome = completionFailure(r);
        tell(outcome);
        setError('key' in outcome ? t(outcome.key) : outcome.text);
        return;
      }
      setCompleting(false);
      onChange({
        ...shift,
        state: 'completed',
        shiftNote,
        status: { ...shift.status, isCompleted: true },
      });
      later();
    } finally {
      setBusy(false);
    }
  }

  const label = shift.state === 'completed'
    ? t('completed')
    : shift.state === 'checked_in'
    ? t('complete')
    : t('checkIn');
  return (
    <>
      <button
        type='button'
        className='button button--primary'
        disabled={busy || shift.state === 'completed'}
        onClick={() => void (shift.state === 'scheduled' ? checkIn() : startCompletion())}
      >
        {label}
      </button>
      <Modal
        open={completing}
        title={t('completeShiftTitle')}
        onClose={() => setCompleting(false)}
        closeLabel={t('close')}
      >
        <form className='shifts-form' onSubmit={complete}>
          {error && (
            <p className='field__error' role='alert'>{errorText(shiftsMessages, locale, error)}</p>
          )}
          <label className='field'>
            <span className='field__label'>{t('shiftNote')}</span>
            <textarea
              className='field__input'
              name='shiftNote'
              rows={4}
              value={shiftNote}
              onChange={(e) => setShiftNote(e.target.value)}
            />
          </label>
          <div className='shifts-actions shifts-actions--end'>
            <button
              type='button'
              className='button button--ghost'
              onClick={() => setCompleting(false)}
            >
              {t('cancel')}
            </button>
            <button type='submit' className='button button--primary' disabled={busy}>
              {t('completeShift')}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}

function DeleteShift({ shift, onDeleted }: { shift: Shift; onDeleted: (id: string) => void }) {
  const t = useT(shiftsMessages);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    const r = await api<{ id: string }>('DELETE', `/api/shift/${shift.id}`);
    setBusy(false);
    setConfirming(false);
    if (!r.ok) {
      showAlert({ type: 'error', message: r.errors.shift ?? t('deleteShiftFailed') });
      return;
    }
    onDeleted(shift.id);
  }
  return (
    <>
      <button
        type='button'
        className='button button--outline shifts-danger'
        onClick={() => setConfirming(true)}
      >
        {t('deleteShift')}
      </button>
      <Modal
        open={confirming}
        title={t('deleteShift')}
        onClose={() => setConfirming(false)}
        closeLabel={t('close')}
      >
        <p>{t('deleteShiftConfirm')}</p>
        <div className='shifts-actions shifts-actions--end'>
          <button
            type='button'
            className='button button--ghost'
            onClick={() => setConfirming(false)}
          >
            {t('cancel')}
          </button>
          <button
            type='button'
            className='button button--primary'
            disabled={busy}
            onClick={() => void remove()}
          >
            {t('delete')}
          </button>
        </div>
      </Modal>
    </>
  );
}

/** GET /api/shift/{id}/task, kept live; the role's task buttons. */
function Tasks(
  { shift, viewerType, now, onChanged }: {
    shift: Shift;
    viewerType: Viewer;
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

function TaskRow(
  { task, shift, viewerType, mayDelete, onUpdated, onDeleted }: {
    task: Task;
    shift: Shift;
    viewerType: Viewer;
    mayDelete: boolean;
    onUpdated: (t: Task) => void;
    onDeleted: (id: string) => void;
  },
) {
  const t = useT(shiftsMessages);
  const locale = useLocale();
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const actioned = task.state !== 'pending';

  async function action(kind: 'complete' | 'decline') {
    if (!caregiverMayActionTask(shift)) {
      showAlert({ type: 'warning', message: t('mustCheckIn') });
      return;
    }
    setBusy(true);
    const r = await api<Task>('POST', `/api/task/${task.id}/${kind}`, { note });
    setBusy(false);
    if (!r.ok) {
      setErrors(r.errors);
      return;
    }
    setErrors({});
    onUpdated(r.data);
  }

  async function remove() {
    const r = await api<{ id: string }>('GET', `/api/task/${task.id}/delete`);
    if (!r.ok) {
      showAlert({ type: 'error', message: r.errors.task ?? t('deleteTaskFailed') });
      return;
    }
    onDeleted(task.id);
  }

  const stateKey = task.state === 'completed'
    ? 'taskCompleted'
    : task.state === 'declined'
    ? 'taskDeclined'
    : 'taskPending';
  const general = errors.task ?? errors.action ?? errors.general;
  return (
    <li className={`shift-task shift-task--${task.state}`}>
      <div className='shift-task__head'>
        <strong>{task.title}</strong>
        {task.time && (
          <span className='shifts-muted'>
            {t('taskAt', { time: clockTime(task.time, shift.timeZone, locale) })}
          </span>
        )}
        <span className={`shifts-chip shifts-chip--${task.state}`}>{t(stateKey)}</span>
        {mayDelete && (
          <button
            type='button'
            className='icon-button'
            aria-label={t('deleteTask', { title: task.title })}
            onClick={() => void remove()}
          >
            ×
          </button>
        )}
      </div>
      {task.body && <p className='shift-task__body'>{task.body}</p>}
      {actioned && (
        <p className='shift-task__outcome' data-testid='task-outcome'>
          {task.actionedAt
            ? t('taskActionedAt', {
              action: t(stateKey),
              time: clockTime(task.actionedAt, shift.timeZone, locale),
            })
            : t(stateKey)}
          {' · '}
          <span className='shift-task__note'>
            {task.note ? t('taskActionNote', { note: task.note }) : t('taskNoNote')}
          </span>
        </p>
      )}
      {viewerType === 'caregiver' && (
        <div className='shift-task__action'>
          {!actioned && (
            <TextField
              label={t('taskNote', { title: task.title })}
              name='taskNote'
              value={note}
              error={errors.note}
              onChange={(e) => setNote(e.target.value)}
            />
          )}
          {/* Once actioned the buttons stay, disabled (spec 001 §4: final), the chosen one marked. */}
          <div className='shifts-actions'>
            <button
              type='button'
              className='button button--primary'
              disabled={busy || actioned}
              aria-pressed={actioned ? task.state === 'completed' : undefined}
              onClick={() => void action('complete')}
            >
              {t('completeTask')}
            </button>
            <button
              type='button'
              className='button button--outline'
              disabled={busy || actioned}
              aria-pressed={actioned ? task.state === 'declined' : undefined}
              onClick={() => void action('decline')}
            >
              {t('declineTask')}
            </button>
          </div>
          {general && (
            <p className='field__error' role='alert'>
              {errorText(shiftsMessages, locale, general)}
            </p>
          )}
        </div>
      )}
    </li>
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
