// The family gives (or corrects) the reason of a record of employment, on its page.
import { type FormEvent, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { roeMessages } from '../messages.ts';
import type { ReasonCode } from '../model.ts';
import { chosenReason } from '../separation-state.ts';
import { ReasonField } from './reason-field.tsx';

export type ReasonFormProps = { id: string; reasonCode: ReasonCode | null };

export default function ReasonForm({ id, reasonCode }: ReasonFormProps) {
  const t = useT(roeMessages);
  const [value, setValue] = useState<string>(reasonCode ?? '');
  const [saved, setSaved] = useState<ReasonCode | null>(reasonCode);
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus('');
    const chosen = chosenReason(value);
    if ('error' in chosen) return setError(t(chosen.error));
    setError(undefined);
    setBusy(true);
    const res = await api('POST', `/api/records-of-employment/${id}/reason`, {
      reasonCode: chosen.code,
    });
    setBusy(false);
    if (res.ok) {
      setSaved(chosen.code);
      setStatus(t('reasonSaved'));
    } else setError(res.errors.reasonCode ?? res.errors.general ?? Object.values(res.errors)[0]);
  };

  return (
    <form className='roe-reason' onSubmit={submit} noValidate data-testid='roe-reason-form'>
      {!saved && <p className='roe-alert'>{t('reasonAsk')}</p>}
      <ReasonField value={value} onChange={setValue} error={error} disabled={busy} />
      <SubmitButton busy={busy} busyLabel={t('reasonSaving')}>{t('reasonSave')}</SubmitButton>
      <p role='status' className='roe-status' data-testid='roe-reason-status'>{status}</p>
    </form>
  );
}
