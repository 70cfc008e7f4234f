// The care plan (spec 001 §5, §7): items added and removed, then Save asks, in a modal dialog,
// whether the change reaches the member's unstarted shifts too (yes: /update/include-shifts; no:
// /update). Escape or the close button cancels and nothing is saved.
import { useState } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { useT } from '../../../shared/i18n.tsx';
import { teamMessages } from '../messages.ts';
import { carePlanLabel, carePlanPath, sameList, type TeamMember } from '../model.ts';
import { NoticeLine, useSave } from './member-save.tsx';
import { addCarePlanItem, withoutIndex } from './my-team-state.ts';

export function CarePlan(
  { member, editable, onSaved, name }: {
    member: TeamMember;
    editable: boolean;
    onSaved: (m: TeamMember) => void;
    name: string;
  },
) {
  const t = useT(teamMessages);
  const [items, setItems] = useState(member.service);
  const [draft, setDraft] = useState('');
  const [asking, setAsking] = useState(false);
  const { notice, busy, save } = useSave(member.id, onSaved);
  const commit = async (includeShifts: boolean) => {
    setAsking(false);
    await save(
      carePlanPath(includeShifts),
      { service: items },
      t('carePlanSaved'),
      t('carePlanFailed'),
    );
  };
  return (
    <section className='card team-care-plan' aria-labelledby='team-care-plan-title'>
      <h2 id='team-care-plan-title'>{t('carePlan')}</h2>
      {items.length === 0 && <p>{t('carePlanEmpty')}</p>}
      <ul className='team-care-plan__items'>
        {items.map((item, i) => (
          <li key={`${item}-${i}`}>
            {carePlanLabel(item)}
            {editable && (
              <button
                type='button'
                className='button button--ghost'
                aria-label={`${t('remove')} ${carePlanLabel(item)}`}
                onClick={() => setItems(withoutIndex(items, i))}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {editable && (
        <form
          className='team-care-plan__add'
          onSubmit={(e) => {
            e.preventDefault();
            if (!draft.trim()) return;
            setItems(addCarePlanItem(items, draft));
            setDraft('');
          }}
        >
          <input
            className='field__input'
            aria-label={t('carePlanPlaceholder')}
            placeholder={t('carePlanPlaceholder')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type='submit' className='button button--outline' disabled={!draft.trim()}>
            {t('carePlanAdd')}
          </button>
          <button
            type='button'
            className='button button--primary'
            disabled={busy || sameList(items, member.service)}
            onClick={() => setAsking(true)}
          >
            {t('save')}
          </button>
        </form>
      )}
      <NoticeLine notice={notice} />
      <Dialog
        open={asking}
        title={t('applyShiftsTitle')}
        description={t('applyShiftsBody', { name })}
        closeLabel={t('cancel')}
        className='team-dialog'
        onClose={() => setAsking(false)}
      >
        <div className='hire__actions'>
          <button
            type='button'
            className='button button--outline'
            onClick={() => void commit(false)}
          >
            {t('applyShiftsNo')}
          </button>
          <button
            type='button'
            className='button button--primary'
            onClick={() => void commit(true)}
          >
            {t('applyShiftsYes')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
