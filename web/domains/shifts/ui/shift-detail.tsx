// An expanded shift (spec 001 §2-§5, §7, §8): where and what, the visit records (the family sees
// the times and whether the location matched), the tasks, and the buttons each role may use.
// Caregiver: Check in → Complete → Completed (disabled), with the browser's location; tasks are
// completed or declined with a note while checked in. Family: tasks added before the shift starts
// (and while not checked in), deleted on an unstarted shift; the shift deleted before check-in.
// The server refuses everything the buttons hide anyway.
import { type ReactNode, useCallback } from 'react';
import { api } from '../../../shared/api-client.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { carePlanLabel, clockTime } from '../display.ts';
import { familyMayDeleteShift } from '../lifecycle.ts';
import { shiftsMessages } from '../messages.ts';
import { type CareVocabulary, type Shift, vocabularyLabel } from '../model.ts';
import { CaregiverAction } from './caregiver-action.tsx';
import { DeleteShift } from './delete-shift.tsx';
import { Tasks } from './shift-tasks.tsx';

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
