// The caregiver's SIN (issue 23 point 1), placed by name on /profile/banking. The number is
// checked here with the server's schema (Luhn, no 0 or 8 start) and sent once; what comes back
// and what is shown is only ever the masked form ('*** *** 544').
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { employerMessages } from '../messages.ts';
import { SinSchema } from '../schemas.ts';

export type SinFormProps = { masked: string | null };

export default function SinForm({ masked: initial }: SinFormProps) {
  const t = useT(employerMessages);
  const locale = useLocale();
  const [masked, setMasked] = useState(initial);
  const [sin, setSin] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus('');
    const checked = v.safeParse(SinSchema, { sin });
    if (!checked.success) {
      setError(checked.issues[0].message);
      return;
    }
    setError(undefined);
    setBusy(true);
    const res = await api<{ masked: string }>('POST', '/api/employer/sin', { sin });
    setBusy(false);
    if (res.ok) {
      setMasked(res.data.masked);
      setSin('');
      setStatus(t('sinSaved'));
    } else setError(res.errors.sin ?? res.errors.general ?? Object.values(res.errors)[0]);
  };

  return (
    <form className='er-sin' onSubmit={submit} noValidate aria-labelledby='er-sin-title'>
      <h2 id='er-sin-title' className='mp-section__title'>{t('sinTitle')}</h2>
      <p className='mp-muted'>{t('sinIntro')}</p>
      {masked
        ? <p data-testid='sin-masked'>{t('sinOnFile', { masked })}</p>
        : <p className='alert alert--warning' data-testid='sin-missing'>{t('sinMissing')}</p>}
      <TextField
        label={t('sinLabel')}
        name='sin'
        inputMode='numeric'
        autoComplete='off'
        maxLength={11}
        value={sin}
        onChange={(e) => setSin(e.target.value)}
        error={errorText(employerMessages, locale, error)}
        hint={masked ? t('sinChange') : undefined}
      />
      <SubmitButton busy={busy} busyLabel={t('sinSaving')}>{t('sinSave')}</SubmitButton>
      <p className='er-status' role='status' data-testid='sin-status'>{status}</p>
    </form>
  );
}
