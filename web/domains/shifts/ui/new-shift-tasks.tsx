// The Add Shifts dialog's tasks (spec 001 §5, §7): the tasks every new shift gets, chosen from the
// family's saved tasks or written new (checked with TaskSchema, the server's), and the saved
// tasks themselves, saved and deleted here (POST and DELETE /api/user/tasks answer the list).
import { useState } from 'react';
import * as v from 'valibot';
import { TextField } from '../../../components/form/text-field.tsx';
import { showAlert } from '../../../shared/alerts.ts';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { type ShiftsMessageKey, shiftsMessages } from '../messages.ts';
import { type SavedTask, TIME_STEP_SECONDS } from '../model.ts';
import { TaskSchema } from '../schemas.ts';

const EMPTY_TASK: SavedTask = { title: '', body: '', time: '' };

export function NewShiftTasks(
  { tasks, setTasks, savedTasks, onSavedTasks }: {
    tasks: SavedTask[];
    setTasks: (update: (list: SavedTask[]) => SavedTask[]) => void;
    savedTasks: SavedTask[];
    onSavedTasks: (tasks: SavedTask[]) => void;
  },
) {
  const t = useT(shiftsMessages);
  const locale = useLocale();
  const [draft, setDraft] = useState<SavedTask>(EMPTY_TASK);
  const [draftError, setDraftError] = useState<string | undefined>();
  const [savingTask, setSavingTask] = useState(false);

  /** The new task's fields through the schema; its error is the title's. */
  function checkedDraft(): SavedTask | null {
    const parsed = v.safeParse(TaskSchema, draft);
    if (!parsed.success) {
      setDraftError(errorText(shiftsMessages, locale, parsed.issues[0].message));
      return null;
    }
    setDraftError(undefined);
    return {
      title: parsed.output.title,
      body: parsed.output.body ?? '',
      time: parsed.output.time ?? '',
    };
  }

  function addDraft() {
    const task = checkedDraft();
    if (!task) return;
    setTasks((list) => [...list, task]);
    setDraft(EMPTY_TASK);
  }

  /** Saves or deletes a saved task; both answer the whole list and show their own message. */
  async function changeSavedTasks(
    method: 'POST' | 'DELETE',
    body: unknown,
    messages: { ok: ShiftsMessageKey; failed: ShiftsMessageKey },
  ) {
    const r = await api<{ savedTasks: SavedTask[] }>(method, '/api/user/tasks', body);
    if (r.ok) {
      onSavedTasks(r.data.savedTasks);
      showAlert({ type: 'success', message: t(messages.ok) });
    } else {
      showAlert({ type: 'error', message: t(messages.failed) });
    }
  }

  async function saveDraft() {
    const task = checkedDraft();
    if (!task) return;
    setSavingTask(true);
    await changeSavedTasks('POST', task, { ok: 'taskSaved', failed: 'saveTaskFailed' });
    setSavingTask(false);
  }

  async function deleteSaved(index: number) {
    await changeSavedTasks('DELETE', { taskIndex: index }, {
      ok: 'savedTaskDeleted',
      failed: 'deleteSavedFailed',
    });
  }

  return (
    <fieldset className='shifts-add__tasks'>
      <legend>{t('tasks')}</legend>
      <h3 className='shifts-add__sub'>{t('tasksToAdd')}</h3>
      {tasks.length === 0
        ? <p className='shifts-muted'>{t('noTasks')}</p>
        : (
          <ul className='shifts-chips'>
            {tasks.map((task, i) => (
              <li key={`${task.title}-${i}`} className='shifts-chip'>
                {task.title}
                {task.time ? ` · ${task.time}` : ''}
                <button
                  type='button'
                  className='icon-button'
                  aria-label={t('removeTask', { title: task.title })}
                  onClick={() => setTasks((list) => list.filter((_, j) => j !== i))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      <h3 className='shifts-add__sub'>{t('savedTasks')}</h3>
      {savedTasks.length === 0
        ? <p className='shifts-muted'>{t('noSavedTasks')}</p>
        : (
          <ul className='shifts-saved'>
            {savedTasks.map((task, i) => (
              <li key={`${task.title}-${i}`}>
                <button
                  type='button'
                  className='button button--outline'
                  aria-label={t('useSavedTask', { title: task.title })}
                  onClick={() => setTasks((list) => [...list, task])}
                >
                  + {task.title}
                </button>
                <button
                  type='button'
                  className='icon-button'
                  aria-label={t('deleteSavedTask', { title: task.title })}
                  onClick={() => void deleteSaved(i)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      <h3 className='shifts-add__sub'>{t('newTask')}</h3>
      <TextField
        label={t('taskTitle')}
        name='taskTitle'
        value={draft.title}
        error={draftError}
        onChange={(e) => setDraft({ ...draft, title: e.target.value })}
      />
      <TextField
        label={t('taskBody')}
        name='taskBody'
        value={draft.body}
        onChange={(e) => setDraft({ ...draft, body: e.target.value })}
      />
      <TextField
        label={t('taskTime')}
        type='time'
        name='taskTime'
        step={TIME_STEP_SECONDS}
        value={draft.time}
        onChange={(e) => setDraft({ ...draft, time: e.target.value })}
      />
      <div className='shifts-actions'>
        <button type='button' className='button button--outline' onClick={addDraft}>
          {t('addTask')}
        </button>
        <button
          type='button'
          className='button button--ghost'
          disabled={savingTask}
          onClick={() => void saveDraft()}
        >
          {t('saveTask')}
        </button>
      </div>
    </fieldset>
  );
}
