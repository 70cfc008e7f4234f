// Experience and Education on a caregiver's own /profile (spec 002 §2, §7): each list with its Add
// button, every entry with Edit and Delete named after it, and the question before a deletion
// (only its own buttons answer it, spec 002 §2).
import { Dialog } from '../../../components/dialog.tsx';
import { Spinner } from '../../../components/form/spinner.tsx';
import { useT } from '../../../shared/i18n.tsx';
import type { EduAccred, WorkExperience } from '../model.ts';
import type { HistoryEditing, HistoryEntry } from './history-state.ts';
import { profileMessages } from './messages-profile.ts';
import { profileEntryName } from './profile-editor-state.ts';
import { EduAccredList, Section, WorkExpList } from './profile-parts.tsx';

export function HistorySections({ workExp, eduAccred, onEdit, onDelete }: {
  workExp: WorkExperience[];
  eduAccred: EduAccred[];
  onEdit: (editing: HistoryEditing) => void;
  onDelete: (target: HistoryEntry) => void;
}) {
  const t = useT(profileMessages);
  const actions = (target: HistoryEntry) => (
    <ItemActions
      name={profileEntryName(target)}
      onEdit={() => onEdit(target)}
      onDelete={() => onDelete(target)}
    />
  );
  const addButton = (label: string, editing: HistoryEditing) => (
    <button
      type='button'
      className='button button--outline cg-small'
      onClick={() => onEdit(editing)}
    >
      + {label}
    </button>
  );
  return (
    <>
      <Section
        title={t('experience')}
        id='cg-work'
        action={addButton(t('addExperience'), { kind: 'work', entry: null })}
      >
        <WorkExpList
          list={workExp}
          empty={t('noWorkExpOwn')}
          actions={(entry) => actions({ kind: 'work', entry })}
        />
      </Section>
      <Section
        title={t('education')}
        id='cg-edu'
        action={addButton(t('addEducation'), { kind: 'edu', entry: null })}
      >
        <EduAccredList
          list={eduAccred}
          empty={t('noEducationOwn')}
          actions={(entry) => actions({ kind: 'edu', entry })}
        />
      </Section>
    </>
  );
}

function ItemActions(
  { name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void },
) {
  const t = useT(profileMessages);
  return (
    <div className='cg-item-actions'>
      <button
        type='button'
        className='button button--ghost cg-small'
        aria-label={t('editNamed', { name })}
        onClick={onEdit}
      >
        {t('edit')}
      </button>
      <button
        type='button'
        className='button button--ghost cg-small cg-danger'
        aria-label={t('deleteNamed', { name })}
        onClick={onDelete}
      >
        {t('delete')}
      </button>
    </div>
  );
}

export function DeleteEntryDialog({ deleting, busy, onCancel, onConfirm }: {
  deleting: HistoryEntry | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT(profileMessages);
  return (
    <Dialog
      open={deleting !== null}
      title={t('deleteConfirmTitle')}
      closeLabel={t('close')}
      dismiss='buttons'
      onClose={onCancel}
      className='profile-dialog'
      titleClassName='profile-dialog__title'
    >
      {deleting && (
        <div className='cg-confirm'>
          <p>{t('deleteConfirmBody', { name: profileEntryName(deleting) })}</p>
          <div className='cg-form__actions'>
            <button type='button' className='button button--outline' onClick={onCancel}>
              {t('cancel')}
            </button>
            <button
              type='button'
              className='button button--accent'
              disabled={busy}
              onClick={onConfirm}
            >
              {busy ? <Spinner label={t('deleting')} /> : t('delete')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
