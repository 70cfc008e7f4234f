// The pinned note (spec 001 §5): five lines shown; the family edits it, Cancel puts it back.
import { useState } from 'react';
import { useT } from '../../../shared/i18n.tsx';
import { teamMessages } from '../messages.ts';
import { PINNED_NOTE_LINES, type TeamMember } from '../model.ts';
import { NoticeLine, useSave } from './member-save.tsx';

export function PinnedNote(
  { member, editable, onSaved }: {
    member: TeamMember;
    editable: boolean;
    onSaved: (m: TeamMember) => void;
  },
) {
  const t = useT(teamMessages);
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState(member.pinnedNote);
  const { notice, busy, save } = useSave(member.id, onSaved);
  const submit = async () => {
    const r = await save('update', { pinnedNote: note }, t('pinnedSaved'), t('pinnedFailed'));
    if (r.ok) setEditing(false);
  };
  return (
    <section className='card team-pinned' aria-labelledby='team-pinned-title'>
      <h2 id='team-pinned-title'>{t('pinnedNote')}</h2>
      {!editing && (
        <p className='team-pinned__text' style={{ WebkitLineClamp: PINNED_NOTE_LINES }}>
          {member.pinnedNote || t('pinnedEmpty')}
        </p>
      )}
      {editing && (
        <textarea
          className='field__input'
          aria-label={t('pinnedNote')}
          rows={5}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      )}
      {editable && (
        <div className='hire__actions'>
          {!editing && (
            <button
              type='button'
              className='button button--outline'
              onClick={() => setEditing(true)}
            >
              {t('edit')}
            </button>
          )}
          {editing && (
            <>
              <button
                type='button'
                className='button button--ghost'
                onClick={() => {
                  setNote(member.pinnedNote);
                  setEditing(false);
                }}
              >
                {t('cancel')}
              </button>
              <button
                type='button'
                className='button button--primary'
                disabled={busy || note === member.pinnedNote}
                onClick={submit}
              >
                {t('save')}
              </button>
            </>
          )}
        </div>
      )}
      <NoticeLine notice={notice} />
    </section>
  );
}
