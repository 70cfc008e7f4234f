// My Availability on /profile (spec 002 §2, §5): the list with delete, and the add panel (days
// Monday … Sunday, start and end) that opens by itself while availability is incomplete. The form
// is checked with the server's AvailabilitySetSchema on the entries it will send; a server error
// shows in the panel.
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import * as v from 'valibot';
import { useT } from '../../../shared/i18n.tsx';
import { api } from '../../../shared/api-client.ts';
import { firstError } from '../../../shared/field-errors.ts';
import { showAlert } from '../../../shared/alerts.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { type AvailabilityEntry, DAY_IDS, DAY_KEYS, type DayId } from '../model.ts';
import { caregiverMessages } from '../messages.ts';
import { AvailabilitySetSchema } from '../schemas.ts';
import { profileMessages } from './messages-profile.ts';
import { availabilityEntries, dailyHours } from './profile-format.ts';
import { useFieldError } from './profile-errors.ts';
import { AvailabilityList } from './profile-parts.tsx';

type AvailForm = { days: string[]; startTime: string; endTime: string };

/**
 * Validates what will be sent (one entry per chosen day) with the server's schema and puts each
 * issue on the form field it concerns; a start not before the end marks both times.
 */
export const availabilityResolver: Resolver<AvailForm> = (values) => {
  const days = (values.days ?? []).map(Number) as DayId[];
  const entries = days.length
    ? availabilityEntries(days, values.startTime, values.endTime)
    : [{ dayId: undefined, startTime: values.startTime, endTime: values.endTime }];
  const result = v.safeParse(AvailabilitySetSchema, entries);
  const errors: Record<string, { type: string; message: string }> = {};
  if (!days.length) errors.days = { type: 'schema', message: 'selectDay' };
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.at(-1)?.key;
      const field = key === 'startTime' || key === 'endTime' ? key : 'days';
      errors[field] ??= { type: 'schema', message: issue.message };
    }
  }
  if (errors.startTime?.message === 'startBeforeEnd') {
    errors.endTime ??= { type: 'schema', message: 'endAfterStart' };
  }
  return Object.keys(errors).length
    ? { values: {}, errors: errors as never }
    : { values, errors: {} };
};

export function AvailabilitySection({ list, startOpen, onChange }: {
  list: AvailabilityEntry[];
  startOpen: boolean;
  onChange: (list: AvailabilityEntry[]) => void;
}) {
  const t = useT(profileMessages);
  const dayName = useT(caregiverMessages);
  const fieldError = useFieldError();
  const [open, setOpen] = useState(startOpen);
  const [panelError, setPanelError] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const { register, handleSubmit, reset, watch, formState: { errors, isSubmitting } } = useForm<
    AvailForm
  >({ resolver: availabilityResolver, defaultValues: { days: [], startTime: '', endTime: '' } });
  const hours = dailyHours(watch('startTime') ?? '', watch('endTime') ?? '');

  const submit = handleSubmit(async (values) => {
    setPanelError('');
    const entries = availabilityEntries(
      values.days.map(Number) as DayId[],
      values.startTime,
      values.endTime,
    );
    const res = await api<unknown>('POST', '/api/user/avail/set', entries);
    if (!res.ok) {
      setPanelError(firstError(res.errors));
      return;
    }
    onChange(availabilityFrom(res.data, list));
    reset();
    setOpen(false);
    showAlert({ type: 'success', message: t('availabilityAdded') });
  });

  const remove = async (entry: AvailabilityEntry) => {
    setBusyId(entry.id);
    const res = await api<unknown>('DELETE', `/api/user/avail/${encodeURIComponent(entry.id)}`);
    setBusyId(null);
    if (!res.ok) {
      showAlert({ type: 'error', message: firstError(res.errors) });
      return;
    }
    onChange(list.filter((a) => a.id !== entry.id));
    showAlert({ type: 'success', message: t('availabilityDeleted') });
  };

  return (
    <section className='cg-card card' aria-labelledby='cg-avail-title'>
      <div className='cg-card__header'>
        <h2 className='cg-card__title' id='cg-avail-title'>{t('myAvailability')}</h2>
        {!open && (
          <button
            type='button'
            className='button button--outline cg-small'
            onClick={() => setOpen(true)}
          >
            + {t('addAvailability')}
          </button>
        )}
      </div>
      {startOpen && list.length === 0 && <p className='cg-note'>{t('availabilityIncomplete')}</p>}
      <AvailabilityList list={list} onDelete={remove} busyId={busyId} />
      {open && (
        <form
          className='cg-avail-form'
          noValidate
          onSubmit={submit}
          aria-label={t('addAvailability')}
        >
          <fieldset className={`cg-fieldset${errors.days ? ' field--invalid' : ''}`}>
            <legend className='field__label'>{t('days')}</legend>
            <div className='cg-checks cg-checks--days'>
              {DAY_IDS.map((id) => (
                <label key={id} className='cg-check'>
                  <input type='checkbox' value={String(id)} {...register('days')} />
                  {dayName(DAY_KEYS[id])}
                </label>
              ))}
            </div>
            {errors.days && (
              <p className='field__error' role='alert'>{fieldError(errors.days.message)}</p>
            )}
          </fieldset>
          <div className='cg-form__row'>
            <div className={`field${errors.startTime ? ' field--invalid' : ''}`}>
              <label className='field__label' htmlFor='avail-start'>{t('startTime')}</label>
              <input
                id='avail-start'
                className='field__input'
                type='time'
                step={900}
                {...register('startTime')}
              />
              {errors.startTime && (
                <p className='field__error' role='alert'>{fieldError(errors.startTime.message)}</p>
              )}
            </div>
            <div className={`field${errors.endTime ? ' field--invalid' : ''}`}>
              <label className='field__label' htmlFor='avail-end'>{t('endTime')}</label>
              <input
                id='avail-end'
                className='field__input'
                type='time'
                step={900}
                {...register('endTime')}
              />
              {errors.endTime && (
                <p className='field__error' role='alert'>{fieldError(errors.endTime.message)}</p>
              )}
            </div>
          </div>
          <p className='cg-muted' aria-live='polite'>
            {t('dailyHours', { hours: String(Math.round(hours * 100) / 100) })}
          </p>
          {panelError && <p className='form-error' role='alert'>{panelError}</p>}
          <div className='cg-form__actions'>
            <button
              type='button'
              className='button button--outline'
              onClick={() => {
                reset();
                setPanelError('');
                setOpen(false);
              }}
            >
              {t('cancel')}
            </button>
            <SubmitButton busy={isSubmitting} busyLabel={t('saving')}>{t('add')}</SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}

/** The list after POST /api/user/avail/set: the answer's list, or the old one plus new entries. */
function availabilityFrom(data: unknown, previous: AvailabilityEntry[]): AvailabilityEntry[] {
  if (Array.isArray(data)) return data as AvailabilityEntry[];
  const d = data as Record<string, unknown> | null;
  const list = d?.myAvail ?? d?.availability ?? d?.entries;
  if (Array.isArray(list)) return list as AvailabilityEntry[];
  return previous;
}
