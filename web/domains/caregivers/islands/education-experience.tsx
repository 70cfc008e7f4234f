// Step 3 of the caregiver sign-up (spec 002 §2, §4, §7): work experience and education or
// accreditation, each added, edited and deleted through a dialog. Next with both lists empty asks
// first (the skip dialog); then POST /api/user/caregiver/edu-accred/finish and, 0.5 s later, the
// finish step.
import { useId, useRef, useState } from 'react';
import { Spinner } from '../../../components/form/spinner.tsx';
import { api } from '../../../shared/api-client.ts';
import { type Locale, useLocale, useT } from '../../../shared/i18n.tsx';
import { caregiverMessages } from '../messages.ts';
import { type EduAccred, PRESENT, type WorkExperience } from '../model.ts';
import { EduAccredDialog, WorkExpDialog } from '../ui/education-dialogs.tsx';
import { onboardingMessages } from '../ui/messages-onboarding.ts';
import { ModalDialog } from '../ui/onboarding-fields.tsx';
import {
  EMPLOY_TYPE_KEYS,
  entryName,
  needsSkipConfirmation,
  signupPath,
  sortEduAccred,
  sortWorkExp,
  STEP_NAV_DELAY_MS,
} from '../ui/onboarding-state.ts';
import { monthYearText } from '../ui/profile-format.ts';

export type EducationExperienceProps = {
  workExp: WorkExperience[];
  eduAccred: EduAccred[];
};

type Editing =
  | { kind: 'work'; entry: WorkExperience | null }
  | { kind: 'edu'; entry: EduAccred | null }
  | null;
type Deleting = { kind: 'work'; entry: WorkExperience } | { kind: 'edu'; entry: EduAccred } | null;

const monthLabel = (iso: string, locale: Locale) => monthYearText(iso, locale);

export default function EducationExperience(props: EducationExperienceProps) {
  const t = useT(onboardingMessages);
  const tc = useT(caregiverMessages);
  const locale = useLocale();
  const [workExp, setWorkExp] = useState(() => sortWorkExp(props.workExp));
  const [eduAccred, setEduAccred] = useState(() => sortEduAccred(props.eduAccred));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
  const [askSkip, setAskSkip] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [general, setGeneral] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const skipBodyId = useId();
  const deleteBodyId = useId();
  // Where focus goes back to when a dialog closes.
  const returnFocus = useRef<HTMLElement | null>(null);

  const open = (next: Editing) => {
    returnFocus.current = document.activeElement as HTMLElement | null;
    setEditing(next);
  };
  const restoreFocus = () => setTimeout(() => returnFocus.current?.focus(), 0);

  const workDates = (w: WorkExperience) =>
    `${monthLabel(w.startDate, locale)} – ${
      w.endDate === PRESENT ? tc('present') : monthLabel(w.endDate, locale)
    }`;
  const eduDates = (e: EduAccred) =>
    e.type === 'education'
      ? [e.startDate?.slice(0, 4), e.endDate.slice(0, 4)].filter(Boolean).join(' – ')
      : e.accredDate.slice(0, 4);

  const finish = async () => {
    setAskSkip(false);
    setFinishing(true);
    setGeneral(undefined);
    const res = await api('POST', '/api/user/caregiver/edu-accred/finish');
    if (!res.ok) {
      console.error('Education/experience finish failed', res.status, res.errors);
      setGeneral(Object.values(res.errors)[0] ?? t('genericError'));
      setFinishing(false);
      return;
    }
    setSaved(true);
    await new Promise((resolve) => setTimeout(resolve, STEP_NAV_DELAY_MS));
    globalThis.location.assign(signupPath('finish'));
  };

  const onNext = () => {
    if (needsSkipConfirmation(workExp, eduAccred)) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      setAskSkip(true);
    } else void finish();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteError(undefined);
    const path = deleting.kind === 'work'
      ? `/api/user/work-exp/${encodeURIComponent(deleting.entry.workExpId)}`
      : `/api/user/edu-accred/${encodeURIComponent(deleting.entry.eduAccredId)}`;
    const res = await api('DELETE', path);
    setDeleteBusy(false);
    if (!res.ok) {
      setDeleteError(Object.values(res.errors)[0] ?? t('genericError'));
      return;
    }
    if (deleting.kind === 'work') {
      const id = deleting.entry.workExpId;
      setWorkExp((list) => list.filter((w) => w.workExpId !== id));
    } else {
      const id = deleting.entry.eduAccredId;
      setEduAccred((list) => list.filter((e) => e.eduAccredId !== id));
    }
    setDeleting(null);
    // The row (and its buttons) is gone: focus the section's add button.
    returnFocus.current = document.getElementById(
      deleting.kind === 'work' ? 'onb-add-work' : 'onb-add-edu',
    );
    restoreFocus();
  };

  const busy = finishing || saved;
  return (
    <div className='onb-edu'>
      <p className='visually-hidden' role='status' aria-live='polite'>{announcement}</p>
      <section className='onb-section' aria-labelledby='onb-work-heading'>
        <div className='onb-section__header'>
          <h2 id='onb-work-heading' className='onb-section__title'>{t('workExpHeading')}</h2>
          <button
            id='onb-add-work'
            type='button'
            className='button button--outline'
            onClick={() => open({ kind: 'work', entry: null })}
            disabled={busy}
          >
            {t('addWorkExp')}
          </button>
        </div>
        {workExp.length === 0
          ? <p className='onb-empty'>{t('noWorkExp')}</p>
          : (
            <ul className='onb-entries'>
              {workExp.map((w) => (
                <li key={w.workExpId} className='onb-entry'>
                  <div className='onb-entry__text'>
                    <p className='onb-entry__name'>{w.title}</p>
                    <p className='onb-entry__meta'>
                      {w.company}
                      {w.employType ? ` · ${tc(EMPLOY_TYPE_KEYS[w.employType])}` : ''}
                    </p>
                    <p className='onb-entry__meta'>{workDates(w)}</p>
                  </div>
                  <EntryActions
                    name={entryName(w)}
                    disabled={busy}
                    onEdit={() => open({ kind: 'work', entry: w })}
                    onDelete={() => {
                      returnFocus.current = document.activeElement as HTMLElement | null;
                      setDeleteError(undefined);
                      setDeleting({ kind: 'work', entry: w });
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
      </section>

      <section className='onb-section' aria-labelledby='onb-edu-heading'>
        <div className='onb-section__header'>
          <h2 id='onb-edu-heading' className='onb-section__title'>{t('eduHeading')}</h2>
          <button
            id='onb-add-edu'
            type='button'
            className='button button--outline'
            onClick={() => open({ kind: 'edu', entry: null })}
            disabled={busy}
          >
            {t('addEdu')}
          </button>
        </div>
        {eduAccred.length === 0
          ? <p className='onb-empty'>{t('noEdu')}</p>
          : (
            <ul className='onb-entries'>
              {eduAccred.map((e) => (
                <li key={e.eduAccredId} className='onb-entry'>
                  <div className='onb-entry__text'>
                    <p className='onb-entry__name'>{entryName(e)}</p>
                    <p className='onb-entry__meta'>
                      {e.type === 'education'
                        ? [e.degree, e.fieldOfStudy].filter(Boolean).join(', ') ||
                          t('eduTypeEducation')
                        : t('eduTypeAccreditation')}
                    </p>
                    <p className='onb-entry__meta'>{eduDates(e)}</p>
                  </div>
                  <EntryActions
                    name={entryName(e)}
                    disabled={busy}
                    onEdit={() => open({ kind: 'edu', entry: e })}
                    onDelete={() => {
                      returnFocus.current = document.activeElement as HTMLElement | null;
                      setDeleteError(undefined);
                      setDeleting({ kind: 'edu', entry: e });
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
      </section>

      {general && <p className='form-error' role='alert'>{general}</p>}
      {saved && <p className='onb-saved' role='status'>{t('eduSaved')}</p>}
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
        onDone={(answer) => {
          if (answer) {
            setWorkExp(sortWorkExp(answer.workExp));
            setAnnouncement(t('entrySaved'));
          }
          setEditing(null);
          restoreFocus();
        }}
      />
      <EduAccredDialog
        open={editing?.kind === 'edu'}
        entry={editing?.kind === 'edu' ? editing.entry : null}
        onDone={(answer) => {
          if (answer) {
            setEduAccred(sortEduAccred(answer.eduAccred));
            setAnnouncement(t('entrySaved'));
          }
          setEditing(null);
          restoreFocus();
        }}
      />

      <ModalDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        alert
        describedBy={deleteBodyId}
      >
        <p id={deleteBodyId}>
          {deleting ? t('deleteBody', { name: entryName(deleting.entry) }) : ''}
        </p>
        {deleteError && <p className='form-error' role='alert'>{deleteError}</p>}
        <div className='onb-dialog__actions'>
          <button
            type='button'
            className='button button--outline'
            disabled={deleteBusy}
            autoFocus
            onClick={() => {
              setDeleting(null);
              restoreFocus();
            }}
          >
            {t('cancel')}
          </button>
          <button
            type='button'
            className='button button--accent'
            disabled={deleteBusy}
            onClick={() => void confirmDelete()}
          >
            {deleteBusy ? <Spinner label={t('deleting')} /> : t('delete')}
          </button>
        </div>
      </ModalDialog>

      <ModalDialog open={askSkip} title={t('skipTitle')} alert describedBy={skipBodyId}>
        <p id={skipBodyId}>{t('skipBody')}</p>
        <div className='onb-dialog__actions'>
          <button
            type='button'
            className='button button--outline'
            autoFocus
            onClick={() => {
              setAskSkip(false);
              restoreFocus();
            }}
          >
            {t('back')}
          </button>
          <button type='button' className='button button--primary' onClick={() => void finish()}>
            {t('skip')}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}

function EntryActions({ name, disabled, onEdit, onDelete }: {
  name: string;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT(onboardingMessages);
  return (
    <div className='onb-entry__actions'>
      <button
        type='button'
        className='button button--ghost'
        aria-label={t('editLabel', { name })}
        disabled={disabled}
        onClick={onEdit}
      >
        {t('edit')}
      </button>
      <button
        type='button'
        className='button button--ghost onb-entry__delete'
        aria-label={t('deleteLabel', { name })}
        disabled={disabled}
        onClick={onDelete}
      >
        {t('delete')}
      </button>
    </div>
  );
}
