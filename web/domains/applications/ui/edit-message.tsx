// The caregiver's message while the application is unactioned (spec 002 §5): shown with Edit,
// then edited in place; Update is disabled when the message is empty or unchanged.
import { useState } from 'react';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { applicationMessages } from '../messages.ts';
import type { JobApplication } from '../model.ts';
import { applicationsUi } from '../ui-messages.ts';
import { checkEdit, editedApplication } from './application-view-state.ts';
import { canUpdate } from './list-state.ts';

export function EditMessage({ app, onSaved }: {
  app: JobApplication;
  onSaved: (row: JobApplication) => void;
}) {
  const t = useT(applicationsUi);
  const m = useT(applicationMessages);
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(app.message);
  const [error, setError] = useState<string>();
  const [general, setGeneral] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (!editing) {
    return (
      <section className='ap-block'>
        <h2 className='ap-subtitle'>{t('yourMessage')}</h2>
        <p className='ap-message'>{app.message}</p>
        <button
          type='button'
          className='button button--outline'
          onClick={() => {
            setDraft(app.message);
            setEditing(true);
          }}
        >
          {t('edit')}
        </button>
      </section>
    );
  }
  const save = async () => {
    setGeneral(undefined);
    const checked = checkEdit(draft);
    if (!checked.ok) {
      setError(errorText(applicationMessages, locale, checked.error));
      return;
    }
    setBusy(true);
    const res = await api<unknown>('POST', `/api/job-applications/${app.id}/edit`, {
      message: checked.message,
    });
    setBusy(false);
    if (!res.ok) {
      if (res.errors.message) setError(res.errors.message);
      else setGeneral(Object.values(res.errors)[0]);
      return;
    }
    onSaved(editedApplication(app, res.data, checked.message, new Date()));
    setEditing(false);
  };
  return (
    <form
      className='ap-block'
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 className='ap-subtitle'>{t('editTitle')}</h2>
      {general && <p className='ap-alert ap-alert--error' role='alert'>{general}</p>}
      <TextAreaField
        label={t('yourMessage')}
        hint={m('editMessagePrompt')}
        value={draft}
        rows={6}
        error={error}
        onChange={(e) => {
          setDraft(e.target.value);
          setError(undefined);
        }}
      />
      <div className='ap-actions'>
        <button type='button' className='button button--outline' onClick={() => setEditing(false)}>
          {t('cancel')}
        </button>
        <button
          type='submit'
          className='button button--primary'
          disabled={busy || !canUpdate(app.message, draft)}
        >
          {m('update')}
        </button>
      </div>
    </form>
  );
}
