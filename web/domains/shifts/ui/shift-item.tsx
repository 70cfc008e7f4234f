// One shift of the schedule panel's list (spec 001 §2, §4): the toggle (the other party on
// /myteam/all, when, hours, the display status and the red Unactioned flag) and, expanded, the
// shift's detail with the reports domain's Report button placed by name.
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { PlacedIsland } from '../../../shared/placed-island.tsx';
import { clockTime, hoursText, shiftStatus, shortDate } from '../display.ts';
import { shiftsMessages } from '../messages.ts';
import type { CareVocabulary, Shift } from '../model.ts';
import { shiftHours } from '../time.ts';
import { ShiftDetail } from './shift-detail.tsx';

export function ShiftItem(
  { shift, viewerType, vocabulary, now, party, open, onToggle, onChange, onDeleted }: {
    shift: Shift;
    viewerType: 'family' | 'caregiver';
    vocabulary: CareVocabulary;
    now: Date;
    /** The other party's name, shown on /myteam/all only. */
    party: string | null;
    open: boolean;
    onToggle: () => void;
    onChange: (s: Shift) => void;
    onDeleted: (id: string) => void;
  },
) {
  const t = useT(shiftsMessages);
  const locale = useLocale();
  const zone = shift.timeZone;
  const status = shiftStatus(shift, viewerType, now);
  return (
    <li id={`shift-${shift.id}`} className='shift-item'>
      <button
        type='button'
        className='shift-item__toggle'
        aria-expanded={open}
        aria-controls={`shift-${shift.id}-detail`}
        onClick={onToggle}
      >
        {party !== null && <span className='shift-item__who'>{party}</span>}
        <span className='shift-item__when'>
          {t('shiftWhen', {
            date: shortDate(shift.startTime, zone, locale),
            start: clockTime(shift.startTime, zone, locale),
            end: clockTime(shift.endTime, zone, locale),
          })}
        </span>
        <span className='shift-item__hours'>
          {t('shiftHours', { hours: hoursText(shiftHours(shift.startTime, shift.endTime)) })}
        </span>
        <span className={`shifts-chip shifts-chip--${shift.state}`} data-testid='shift-status'>
          {t(status.key)}
        </span>
        {status.unactioned && (
          <span className='shifts-chip shifts-chip--unactioned'>{t('unactioned')}</span>
        )}
      </button>
      {status.unactioned && (
        <p className='shifts-unactioned' role='note'>
          {viewerType === 'family' ? t('unactionedFamily') : t('unactionedCaregiver')}
        </p>
      )}
      {open && (
        <div id={`shift-${shift.id}-detail`} aria-label={t('shiftDetails')} role='region'>
          <ShiftDetail
            shift={shift}
            viewerType={viewerType}
            vocabulary={vocabulary}
            now={now}
            onChange={onChange}
            onDeleted={onDeleted}
            report={
              <PlacedIsland
                name='reports/file-report'
                props={{ shiftId: shift.id, disabled: shift.state === 'completed' }}
              />
            }
          />
        </div>
      )}
    </li>
  );
}
