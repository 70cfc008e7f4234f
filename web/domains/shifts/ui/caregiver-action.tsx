// The caregiver's one button on a shift (spec 001 §4, §5): Check in (on the scheduled date, with
// the browser's location), then Complete (every task actioned; a modal dialog takes the shift
// note and the location again), then Completed, disabled. Refusals are told in our words
// (shift-action-state.ts); the shift is read again a moment after each move (the update check).
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { showAlert } from '../../../shared/alerts.ts';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { shiftsMessages } from '../messages.ts';
import { type Shift, UPDATE_CHECK_MS } from '../model.ts';
import { currentPosition } from './geolocation.ts';
import {
  checkInBlocked,
  checkInFailure,
  completionFailure,
  locationRefused,
  type Outcome,
} from './shift-action-state.ts';

/** Check in → Complete → Completed (disabled); spec 001 §4, §5. */
export function CaregiverAction(
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
      <Dialog
        className='shifts-dialog'
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
      </Dialog>
    </>
  );
}
