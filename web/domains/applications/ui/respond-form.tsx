// The family's answer to an application (spec 002 §4, §5, §8): Accept & Offer or Decline with a
// return message, both required; accepting leads straight to the hire flow for the posting. The
// server's error shows at the top of the form.
import { useId, useState } from 'react';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { applicationMessages } from '../messages.ts';
import type { JobApplication } from '../model.ts';
import { applicationsUi } from '../ui-messages.ts';
import {
  answeredApplication,
  checkResponse,
  type Errors,
  hireLinkOf,
  withoutError,
} from './application-view-state.ts';

export function RespondForm({ app, onDone }: {
  app: JobApplication;
  onDone: (row: JobApplication) => void;
}) {
  const t = useT(applicationsUi);
  const m = useT(applicationMessages);
  const locale = useLocale();
  const [action, setAction] = useState('');
  const [returnMessage, setReturnMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string>();
  const [busy, setBusy] = useState(false);
  const actionError = useId();
  const err = (k: string) => errorText(applicationMessages, locale, errors[k]);

  const submit = async () => {
    setGeneral(undefined);
    const checked = checkResponse(action, returnMessage);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    const res = await api<unknown>(
      'POST',
      `/api/job-applications/${app.id}/${checked.action}`,
      { returnMessage: checked.returnMessage },
    );
    const hireLink = res.ok ? hireLinkOf(res.data) : null;
    if (hireLink) {
      location.assign(hireLink);
      return;
    }
    setBusy(false);
    if (!res.ok) {
      if (res.errors.returnMessage) setErrors({ returnMessage: res.errors.returnMessage });
      else setGeneral(Object.values(res.errors)[0]);
      return;
    }
    onDone(
      answeredApplication(app, res.data, checked.action, checked.returnMessage, new Date()),
    );
  };

  return (
    <form
      className='ap-block ap-respond'
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className='ap-subtitle'>{t('respond')}</h2>
      {general && <p className='ap-alert ap-alert--error' role='alert'>{general}</p>}
      <fieldset
        className='ap-choices'
        aria-describedby={errors.action ? actionError : undefined}
        data-invalid={errors.action ? true : undefined}
      >
        <legend>{t('action')}</legend>
        {(['accept', 'decline'] as const).map((value) => (
          <label key={value} className='ap-choice'>
            <input
              type='radio'
              name='action'
              value={value}
              checked={action === value}
              onChange={() => {
                setAction(value);
                setErrors((e) => withoutError(e, 'action'));
              }}
            />
            <span>{value === 'accept' ? m('acceptAndOffer') : m('decline')}</span>
          </label>
        ))}
        {errors.action && (
          <p id={actionError} className='field__error' role='alert'>{err('action')}</p>
        )}
      </fieldset>
      <TextAreaField
        label={t('returnMessage')}
        value={returnMessage}
        rows={4}
        error={err('returnMessage')}
        onChange={(e) => {
          setReturnMessage(e.target.value);
          setErrors((e) => withoutError(e, 'returnMessage'));
        }}
      />
      <div className='ap-actions'>
        <SubmitButton busy={busy} busyLabel={t('sending')}>{t('submit')}</SubmitButton>
      </div>
    </form>
  );
}
