// One task of a shift (spec 001 §4, §5): its title, time and state; once actioned, when and with
// what note. The caregiver completes or declines it with a note while checked in (final: the
// buttons stay, disabled, the chosen one pressed); the family deletes it on an unstarted shift.
import { useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { showAlert } from '../../../shared/alerts.ts';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { clockTime } from '../display.ts';
import { caregiverMayActionTask } from '../lifecycle.ts';
import { shiftsMessages } from '../messages.ts';
import type { Shift, Task } from '../model.ts';

export function TaskRow(
  { task, shift, viewerType, mayDelete, onUpdated, onDeleted }: {
    task: Task;
    shift: Shift;
    viewerType: 'family' | 'caregiver';
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
