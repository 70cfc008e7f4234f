// The Add Shifts dialog (spec 001 §2, §5, §7; family only): start date (not before today in the
// care zone), start and end times in 5-minute steps, Repeat Shift (on by default) with an end
// date and weekdays, a note, and tasks for every new shift (new-shift-tasks.tsx: from the saved
// tasks or new; saved tasks are saved and deleted there too). The form is checked with the
// domain's schema (checkScheduleForm, then NewShiftsSchema, the server's), then POST
// /api/shift/new-shift.
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { Dialog } from '../../../components/dialog.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { showAlert } from '../../../shared/alerts.ts';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { type ShiftsMessageKey, shiftsMessages } from '../messages.ts';
import { type SavedTask, type Shift, TIME_STEP_SECONDS } from '../model.ts';
import {
  checkScheduleForm,
  NewShiftsSchema,
  type ScheduleForm,
  type ScheduleFormField,
} from '../schemas.ts';
import { NewShiftTasks } from './new-shift-tasks.tsx';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export function AddShiftsDialog(
  { open, onClose, memberId, caregiverName, today, zone, savedTasks, onSavedTasks, onAdded }: {
    open: boolean;
    onClose: () => void;
    memberId: string;
    caregiverName: string;
    today: string;
    zone: string;
    savedTasks: SavedTask[];
    onSavedTasks: (tasks: SavedTask[]) => void;
    onAdded: (shifts: Shift[]) => void;
  },
) {
  const t = useT(shiftsMessages);
  return (
    <Dialog
      open={open}
      title={t('addShiftsTitle')}
      onClose={onClose}
      closeLabel={t('close')}
      className='shifts-dialog shifts-add'
    >
      <AddShiftsForm
        memberId={memberId}
        caregiverName={caregiverName}
        today={today}
        zone={zone}
        savedTasks={savedTasks}
        onSavedTasks={onSavedTasks}
        onAdded={onAdded}
        onCancel={onClose}
      />
    </Dialog>
  );
}

function AddShiftsForm(
  { memberId, caregiverName, today, zone, savedTasks, onSavedTasks, onAdded, onCancel }: {
    memberId: string;
    caregiverName: string;
    today: string;
    zone: string;
    savedTasks: SavedTask[];
    onSavedTasks: (tasks: SavedTask[]) => void;
    onAdded: (shifts: Shift[]) => void;
    onCancel: () => void;
  },
) {
  const t = useT(shiftsMessages);
  const locale = useLocale();
  const [form, setForm] = useState<ScheduleForm>({
    startDate: today,
    startTime: '',
    endTime: '',
    repeat: true,
    endDate: '',
    weekdays: [],
    note: '',
  });
  const [errors, setErrors] = useState<Partial<Record<ScheduleFormField | 'general', string>>>(
    {},
  );
  const [tasks, setTasks] = useState<SavedTask[]>([]);
  const [busy, setBusy] = useState(false);
  const err = (f: ScheduleFormField | 'general') => errorText(shiftsMessages, locale, errors[f]);
  const set = (patch: Partial<ScheduleForm>) => setForm((f) => ({ ...f, ...patch }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkScheduleForm(form, today, zone);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const payload = v.safeParse(NewShiftsSchema, { memberId, shifts: checked.shifts, tasks });
    if (!payload.success) {
      setErrors({ general: payload.issues[0].message });
      return;
    }
    setErrors({});
    setBusy(true);
    const r = await api<{ shifts: Shift[]; count: number; name: string }>(
      'POST',
      '/api/shift/new-shift',
      payload.output,
    );
    setBusy(false);
    if (!r.ok) {
      // The server's text, already in the user's language, beside its field or at the top.
      const known: ScheduleFormField[] = ['startDate', 'startTime', 'endTime', 'endDate'];
      const next: Partial<Record<ScheduleFormField | 'general', string>> = {};
      for (const [field, message] of Object.entries(r.errors)) {
        const at = known.find((f) => f === field);
        if (at) next[at] = message;
        else next.general ??= message;
      }
      setErrors(next);
      return;
    }
    onAdded(r.data.shifts);
    showAlert({
      type: 'success',
      message: t('shiftsAdded', { n: r.data.count, name: r.data.name || caregiverName }),
    });
    onCancel();
  }

  return (
    <form className='shifts-add__form' noValidate onSubmit={submit}>
      {errors.general && <p className='field__error' role='alert'>{err('general')}</p>}
      {errors.form && <p className='field__error' role='alert'>{err('form')}</p>}
      <TextField
        label={t('startDate')}
        type='date'
        name='startDate'
        min={today}
        value={form.startDate}
        error={err('startDate')}
        onChange={(e) => set({ startDate: e.target.value })}
      />
      <div className='shifts-add__times'>
        <TextField
          label={t('startTime')}
          type='time'
          name='startTime'
          step={TIME_STEP_SECONDS}
          value={form.startTime}
          error={err('startTime')}
          onChange={(e) => set({ startTime: e.target.value })}
        />
        <TextField
          label={t('endTime')}
          type='time'
          name='endTime'
          step={TIME_STEP_SECONDS}
          value={form.endTime}
          error={err('endTime')}
          onChange={(e) => set({ endTime: e.target.value })}
        />
      </div>
      <label className='check shifts-add__repeat'>
        <input
          type='checkbox'
          role='switch'
          name='repeat'
          checked={form.repeat}
          onChange={(e) => set({ repeat: e.target.checked })}
        />
        {t('repeatShift')}
      </label>
      {form.repeat && (
        <>
          <TextField
            label={t('endDate')}
            type='date'
            name='endDate'
            min={form.startDate || today}
            value={form.endDate}
            error={err('endDate')}
            onChange={(e) => set({ endDate: e.target.value })}
          />
          <fieldset
            className='shifts-add__days'
            aria-describedby={errors.weekdays ? 'shifts-add-days-error' : undefined}
          >
            <legend>{t('repeatOn')}</legend>
            {WEEKDAYS.map((d) => (
              <label key={d} className='check'>
                <input
                  type='checkbox'
                  checked={form.weekdays.includes(d)}
                  onChange={(e) =>
                    set({
                      weekdays: e.target.checked
                        ? [...form.weekdays, d].sort()
                        : form.weekdays.filter((x) => x !== d),
                    })}
                />
                {t(`day${d}` as ShiftsMessageKey)}
              </label>
            ))}
            {errors.weekdays && (
              <p id='shifts-add-days-error' className='field__error' role='alert'>
                {err('weekdays')}
              </p>
            )}
          </fieldset>
        </>
      )}
      <label className='field'>
        <span className='field__label'>{t('shiftNoteField')}</span>
        <textarea
          className='field__input'
          name='note'
          rows={2}
          value={form.note}
          onChange={(e) => set({ note: e.target.value })}
        />
      </label>

      <NewShiftTasks
        tasks={tasks}
        setTasks={setTasks}
        savedTasks={savedTasks}
        onSavedTasks={onSavedTasks}
      />

      <div className='shifts-actions shifts-actions--end'>
        <button type='button' className='button button--ghost' onClick={onCancel}>
          {t('cancel')}
        </button>
        <SubmitButton busy={busy} busyLabel={t('adding')}>{t('submitShifts')}</SubmitButton>
      </div>
    </form>
  );
}
