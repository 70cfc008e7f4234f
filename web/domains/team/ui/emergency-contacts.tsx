// The member's emergency contacts (spec 001 §5): at least two, the first primary. The family adds
// them one at a time (each checked as typed in) and saves the list; the caregiver reads them.
import { useState } from 'react';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { type TeamMessageKey, teamMessages } from '../messages.ts';
import {
  type EmergencyContact,
  RELATIONSHIPS,
  SPECIFIED_RELATIONSHIPS,
  type TeamMember,
} from '../model.ts';
import { formatPhone } from '../schemas.ts';
import { NoticeLine, useSave } from './member-save.tsx';
import {
  addContact,
  canAddContact,
  type ContactFormErrors,
  contactsToSave,
  EMPTY_CONTACT,
  withoutIndex,
} from './my-team-state.ts';

export function EmergencyContacts(
  { member, editable, onSaved }: {
    member: TeamMember;
    editable: boolean;
    onSaved: (m: TeamMember) => void;
  },
) {
  const t = useT(teamMessages);
  const [contacts, setContacts] = useState(member.familyInfo.emergencyContacts);
  const [draft, setDraft] = useState<EmergencyContact>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const { notice, busy, save } = useSave(member.id, onSaved);
  const locale = useLocale();
  const err = (k: string) => errorText(teamMessages, locale, errors[k]);

  function add() {
    const next = addContact(contacts, draft);
    setErrors(next.errors);
    if (Object.keys(next.errors).length) return;
    setContacts(next.contacts);
    setDraft(EMPTY_CONTACT);
  }

  async function submit() {
    const checked = contactsToSave(contacts);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const r = await save(
      'update/emergency-contact',
      checked.body,
      t('contactsSaved'),
      t('contactsFailed'),
    );
    if (!r.ok) setErrors(r.errors);
  }

  return (
    <section className='card team-contacts' aria-labelledby='team-contacts-title'>
      <h2 id='team-contacts-title'>{t('emergencyContacts')}</h2>
      <p className='team-contacts__note'>{t('emergencyNote')}</p>
      {contacts.length === 0 && <p>{t('noContacts')}</p>}
      <ul className='team-contacts__list'>
        {contacts.map((c, i) => (
          <li key={`${c.name}-${i}`} className='team-contact'>
            <span className={`inv-chip team-chip--${i === 0 ? 'primary' : 'secondary'}`}>
              {i === 0 ? t('primary') : t('secondary')}
            </span>
            <strong>{c.name}</strong> · {t(`rel_${c.relationship}` as TeamMessageKey)}
            {c.specifyRelationship ? ` (${c.specifyRelationship})` : ''} · {c.phoneNum}
            {editable && (
              <button
                type='button'
                className='button button--ghost'
                aria-label={`${t('remove')} ${c.name}`}
                onClick={() => setContacts(withoutIndex(contacts, i))}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {editable && canAddContact(contacts) && (
        <fieldset className='team-contacts__form'>
          <legend>{t('addContact')}</legend>
          <label className='field'>
            <span className='field__label'>{t('contactName')}</span>
            <input
              className='field__input'
              name='contactName'
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            />
            {errors.name && <span className='field__error'>{err('name')}</span>}
          </label>
          <label className='field'>
            <span className='field__label'>{t('contactPhone')}</span>
            <input
              className='field__input'
              name='contactPhone'
              inputMode='tel'
              value={draft.phoneNum}
              onChange={(e) => setDraft({ ...draft, phoneNum: formatPhone(e.target.value) })}
            />
            {errors.phoneNum && <span className='field__error'>{err('phoneNum')}</span>}
          </label>
          <label className='field'>
            <span className='field__label'>{t('contactRelationship')}</span>
            <select
              className='field__input'
              name='contactRelationship'
              aria-label={t('contactRelationship')}
              value={draft.relationship}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  // The options are RELATIONSHIPS, or '' for none chosen yet.
                  relationship: e.target.value as EmergencyContact['relationship'],
                })}
            >
              <option value=''>—</option>
              {RELATIONSHIPS.map((r) => <option key={r} value={r}>{t(`rel_${r}`)}</option>)}
            </select>
            {errors.relationship && <span className='field__error'>{err('relationship')}</span>}
          </label>
          {SPECIFIED_RELATIONSHIPS.includes(draft.relationship) && (
            <label className='field'>
              <span className='field__label'>{t('contactSpecify')}</span>
              <input
                className='field__input'
                name='contactSpecify'
                value={draft.specifyRelationship}
                onChange={(e) => setDraft({ ...draft, specifyRelationship: e.target.value })}
              />
              {errors.specifyRelationship && (
                <span className='field__error'>{err('specifyRelationship')}</span>
              )}
            </label>
          )}
          <button type='button' className='button button--outline' onClick={add}>
            {t('addContact')}
          </button>
        </fieldset>
      )}
      {errors.list && <p className='field__error'>{err('list')}</p>}
      {editable && (
        <div className='hire__actions'>
          <button type='button' className='button button--primary' disabled={busy} onClick={submit}>
            {t('save')}
          </button>
        </div>
      )}
      <NoticeLine notice={notice} />
    </section>
  );
}
