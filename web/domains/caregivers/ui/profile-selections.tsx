// Jobs I'm Interested in / My Services / My Trained Conditions on /profile (spec 002 §2, §4, §5):
// each list opens an inline editor; saving an unchanged selection closes without a call, an empty
// one shows the spec's message (the server's schema decides), a change is sent as POST /api/user.
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { useT } from '../../../shared/i18n.tsx';
import { api } from '../../../shared/api-client.ts';
import { firstError } from '../../../shared/field-errors.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import type { KeyMap } from '../model.ts';
import { profileUpdateSchemaFor } from '../schemas.ts';
import { type ProfileMessageKey, profileMessages } from './messages-profile.ts';
import { sameKeys } from './profile-format.ts';
import { keyMap } from '../../../shared/key-map.ts';
import { useFieldError } from './profile-errors.ts';
import { ChipList, chosenKeys, labelOf } from './profile-parts.tsx';

export type SelectionField = 'jobType' | 'service' | 'conditions';

const TITLES: Record<SelectionField, [ProfileMessageKey, ProfileMessageKey]> = {
  jobType: ['jobsInterested', 'editJobTypes'],
  service: ['myServices', 'editServices'],
  conditions: ['myConditions', 'editConditions'],
};

export function SelectionEditor({ field, value, options, onSaved }: {
  field: SelectionField;
  value: KeyMap;
  /** Key → label, from the signup materials. */
  options: Record<string, string> | undefined;
  onSaved: (field: SelectionField, value: KeyMap) => void;
}) {
  const t = useT(profileMessages);
  const fieldError = useFieldError();
  const schema = useMemo(() => profileUpdateSchemaFor(null), []);
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set(chosenKeys(value)));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [title, editTitle] = TITLES[field];
  const keys = options ? Object.keys(options) : chosenKeys(value);
  const id = `cg-sel-${field}`;

  const open = () => {
    setChosen(new Set(chosenKeys(value)));
    setError('');
    setEditing(true);
  };

  const save = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const next = keyMap(chosen);
    if (sameKeys(next, value)) {
      setEditing(false);
      return;
    }
    const checked = v.safeParse(schema, { [field]: next });
    if (!checked.success) {
      setError(fieldError(checked.issues[0].message) ?? '');
      return;
    }
    setBusy(true);
    const res = await api('POST', '/api/user', { [field]: next });
    setBusy(false);
    if (!res.ok) {
      setError(firstError(res.errors, field));
      return;
    }
    onSaved(field, next);
    setEditing(false);
  };

  return (
    <div className='cg-selection' data-field={field}>
      <div className='cg-card__header'>
        <h3 className='cg-selection__title' id={`${id}-title`}>{t(title)}</h3>
        {!editing && (
          <button
            type='button'
            className='button button--ghost cg-small'
            onClick={open}
            aria-label={t(editTitle)}
          >
            {t('edit')}
          </button>
        )}
      </div>
      {editing
        ? (
          <form onSubmit={save} noValidate aria-labelledby={`${id}-title`}>
            <fieldset className={`cg-fieldset${error ? ' field--invalid' : ''}`}>
              <legend className='visually-hidden'>{t(editTitle)}</legend>
              <div className='cg-checks'>
                {keys.map((key) => (
                  <label key={key} className='cg-check'>
                    <input
                      type='checkbox'
                      checked={chosen.has(key)}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        setChosen((set) => {
                          const copy = new Set(set);
                          if (on) copy.add(key);
                          else copy.delete(key);
                          return copy;
                        });
                      }}
                    />
                    {labelOf(options, key)}
                  </label>
                ))}
              </div>
              {error && <p className='field__error' role='alert'>{error}</p>}
            </fieldset>
            <div className='cg-form__actions'>
              <button
                type='button'
                className='button button--outline cg-small'
                onClick={() => setEditing(false)}
              >
                {t('cancel')}
              </button>
              <SubmitButton className='cg-small' busy={busy} busyLabel={t('saving')}>
                {t('save')}
              </SubmitButton>
            </div>
          </form>
        )
        : <ChipList items={chosenKeys(value).map((k) => labelOf(options, k))} empty={t('none')} />}
    </div>
  );
}
