// The two lists of sign-up step 3 (spec 002 §2, §4): work experience, then education or
// accreditation, each under its heading with its Add button, every entry with Edit and Delete
// buttons named after it.
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { caregiverMessages } from '../messages.ts';
import type { EduAccred, WorkExperience } from '../model.ts';
import { addButtonId, eduYears, workDateRange } from './education-experience-state.ts';
import type { HistoryEditing, HistoryEntry } from './history-state.ts';
import { onboardingMessages } from './messages-onboarding.ts';
import { EMPLOY_TYPE_KEYS, entryName } from './history-form-state.ts';

type ListProps<E> = {
  list: E[];
  /** The step is finishing: nothing may change. */
  disabled: boolean;
  onEdit: (editing: HistoryEditing) => void;
  onDelete: (target: HistoryEntry) => void;
};

export function WorkEntries({ list, disabled, onEdit, onDelete }: ListProps<WorkExperience>) {
  const t = useT(onboardingMessages);
  const tc = useT(caregiverMessages);
  const locale = useLocale();
  return (
    <EntrySection
      kind='work'
      heading={t('workExpHeading')}
      add={t('addWorkExp')}
      empty={list.length === 0 ? t('noWorkExp') : null}
      disabled={disabled}
      onAdd={() => onEdit({ kind: 'work', entry: null })}
    >
      {list.map((w) => (
        <li key={w.workExpId} className='onb-entry'>
          <div className='onb-entry__text'>
            <p className='onb-entry__name'>{w.title}</p>
            <p className='onb-entry__meta'>
              {w.company}
              {w.employType ? ` · ${tc(EMPLOY_TYPE_KEYS[w.employType])}` : ''}
            </p>
            <p className='onb-entry__meta'>{workDateRange(w, locale, tc('present'))}</p>
          </div>
          <EntryActions
            name={entryName(w)}
            disabled={disabled}
            onEdit={() => onEdit({ kind: 'work', entry: w })}
            onDelete={() => onDelete({ kind: 'work', entry: w })}
          />
        </li>
      ))}
    </EntrySection>
  );
}

export function EduEntries({ list, disabled, onEdit, onDelete }: ListProps<EduAccred>) {
  const t = useT(onboardingMessages);
  return (
    <EntrySection
      kind='edu'
      heading={t('eduHeading')}
      add={t('addEdu')}
      empty={list.length === 0 ? t('noEdu') : null}
      disabled={disabled}
      onAdd={() => onEdit({ kind: 'edu', entry: null })}
    >
      {list.map((e) => (
        <li key={e.eduAccredId} className='onb-entry'>
          <div className='onb-entry__text'>
            <p className='onb-entry__name'>{entryName(e)}</p>
            <p className='onb-entry__meta'>
              {e.type === 'education'
                ? [e.degree, e.fieldOfStudy].filter(Boolean).join(', ') || t('eduTypeEducation')
                : t('eduTypeAccreditation')}
            </p>
            <p className='onb-entry__meta'>{eduYears(e)}</p>
          </div>
          <EntryActions
            name={entryName(e)}
            disabled={disabled}
            onEdit={() => onEdit({ kind: 'edu', entry: e })}
            onDelete={() => onDelete({ kind: 'edu', entry: e })}
          />
        </li>
      ))}
    </EntrySection>
  );
}

function EntrySection({ kind, heading, add, empty, disabled, onAdd, children }: {
  kind: HistoryEntry['kind'];
  heading: string;
  add: string;
  /** The sentence shown instead of an empty list. */
  empty: string | null;
  disabled: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  const headingId = `onb-${kind}-heading`;
  return (
    <section className='onb-section' aria-labelledby={headingId}>
      <div className='onb-section__header'>
        <h2 id={headingId} className='onb-section__title'>{heading}</h2>
        <button
          id={addButtonId(kind)}
          type='button'
          className='button button--outline'
          onClick={onAdd}
          disabled={disabled}
        >
          {add}
        </button>
      </div>
      {empty ? <p className='onb-empty'>{empty}</p> : <ul className='onb-entries'>{children}</ul>}
    </section>
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
