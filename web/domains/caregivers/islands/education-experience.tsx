// Step 3 of the caregiver sign-up (spec 002 §2, §4, §7): work experience and education or
// accreditation, each added, edited and deleted through a dialog. Next with both lists empty asks
// first (the skip dialog); then POST /api/user/caregiver/edu-accred/finish and, 0.5 s later, the
// finish step.
import { useReducer } from 'react';
import { Spinner } from '../../../components/form/spinner.tsx';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import type { EduAccred, WorkExperience } from '../model.ts';
import { EduAccredDialog, WorkExpDialog } from '../ui/education-dialogs.tsx';
import { EduEntries, WorkEntries } from '../ui/education-entries.tsx';
import {
  addButtonId,
  eduExpReducer,
  initialEduExp,
  onNextPress,
} from '../ui/education-experience-state.ts';
import { type HistoryEditing, type HistoryEntry, historyEntryPath } from '../ui/history-state.ts';
import { onboardingMessages } from '../ui/messages-onboarding.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { signupPath, STEP_NAV_DELAY_MS } from '../model.ts';
import { entryName } from '../ui/history-form-state.ts';
import { refusalText, stepBusy } from '../../../shared/step-finish-state.ts';

export type EducationExperienceProps = {
  workExp: WorkExperience[];
  eduAccred: EduAccred[];
};

export default function EducationExperience(props: EducationExperienceProps) {
  const t = useT(onboardingMessages);
  const [state, dispatch] = useReducer(eduExpReducer, props, initialEduExp);
  const { editing, deleting, finish: finishing } = state;

  const finish = async () => {
    dispatch({ type: 'send' });
    const res = await api('POST', '/api/user/caregiver/edu-accred/finish');
    if (!res.ok) {
      console.error('Education/experience finish failed', res.status, res.errors);
      dispatch({ type: 'refused', message: refusalText(res.errors, t('genericError')) });
      return;
    }
    dispatch({ type: 'saved' });
    await new Promise((resolve) => setTimeout(resolve, STEP_NAV_DELAY_MS));
    globalThis.location.assign(signupPath('finish'));
  };

  const onNext = () => {
    if (onNextPress(state) === 'ask') dispatch({ type: 'ask' });
    else void finish();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    dispatch({ type: 'deleteSent' });
    const res = await api('DELETE', historyEntryPath(deleting));
    if (!res.ok) {
      dispatch({ type: 'deleteRefused', message: refusalText(res.errors, t('genericError')) });
      return;
    }
    dispatch({ type: 'deleted' });
    // The row and its buttons are gone, so focus cannot go back to them: the list's Add button.
    setTimeout(() => document.getElementById(addButtonId(deleting.kind))?.focus(), 0);
  };

  const busy = stepBusy(finishing);
  const lists = {
    disabled: busy,
    onEdit: (next: HistoryEditing) => dispatch({ type: 'edit', editing: next }),
    onDelete: (target: HistoryEntry) => dispatch({ type: 'askDelete', target }),
  };
  const editDone = (answer: unknown) => dispatch({ type: 'editDone', answer });
  return (
    <div className='onb-edu'>
      <p className='visually-hidden' role='status' aria-live='polite'>
        {state.announced ? t('entrySaved') : ''}
      </p>
      <WorkEntries list={state.workExp} {...lists} />
      <EduEntries list={state.eduAccred} {...lists} />

      {finishing.error && <p className='form-error' role='alert'>{finishing.error}</p>}
      {finishing.saved && <p className='onb-saved' role='status'>{t('eduSaved')}</p>}
      <div className='onb-actions'>
        <button
          type='button'
          className='button button--primary onb-actions__next'
          disabled={busy}
          onClick={onNext}
        >
          {busy ? <Spinner label={t('saving')} /> : t('next')}
        </button>
      </div>

      <WorkExpDialog
        open={editing?.kind === 'work'}
        entry={editing?.kind === 'work' ? editing.entry : null}
        onDone={editDone}
      />
      <EduAccredDialog
        open={editing?.kind === 'edu'}
        entry={editing?.kind === 'edu' ? editing.entry : null}
        onDone={editDone}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        body={deleting ? t('deleteBody', { name: entryName(deleting.entry) }) : ''}
        error={state.deleteError}
        back={t('cancel')}
        confirm={t('delete')}
        confirmClassName='button--accent'
        busy={state.deleteBusy}
        busyLabel={t('deleting')}
        onBack={() => dispatch({ type: 'cancelDelete' })}
        onConfirm={() => void confirmDelete()}
      />
      <ConfirmDialog
        open={finishing.asking}
        title={t('skipTitle')}
        body={t('skipBody')}
        back={t('back')}
        confirm={t('skip')}
        confirmClassName='button--primary'
        onBack={() => dispatch({ type: 'back' })}
        onConfirm={() => void finish()}
      />
    </div>
  );
}
