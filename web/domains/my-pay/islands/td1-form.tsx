// The caregiver's TD1 claim amounts (issue 12: "TD1 amounts default to the basic personal
// amounts and can be set by the caregiver in their profile"), placed on /profile/banking by name.
// Federal and provincial total claim amounts in dollars; a blank field means the basic personal
// amount (claim code 1). Read and saved through the invoices domain's GET/POST /api/invoice/td1,
// in cents. The amounts apply to invoices generated afterwards.
import { type FormEvent, useEffect, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { formatCents } from '../../../shared/money.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { myPayMessages } from '../messages.ts';
import { claimDollars, parseClaimDollars } from '../model.ts';

export type Td1FormProps = Record<string, never>;

type Td1 = { federalClaimCents: number | null; provincialClaimCents: number | null };
type Field = keyof Td1;
const FIELDS: Field[] = ['federalClaimCents', 'provincialClaimCents'];

export default function Td1Form(_: Td1FormProps) {
  const t = useT(myPayMessages);
  const locale = useLocale();
  const [saved, setSaved] = useState<Td1 | null>(null);
  const [values, setValues] = useState<Record<Field, string>>({
    federalClaimCents: '',
    provincialClaimCents: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'general', string>>>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [loaded, setLoaded] = useState(false);
  const loading = !loaded;

  const show = (td1: Td1) => {
    setSaved(td1);
    setValues({
      federalClaimCents: claimDollars(td1.federalClaimCents),
      provincialClaimCents: claimDollars(td1.provincialClaimCents),
    });
  };

  useEffect(() => {
    api<Td1>('GET', '/api/invoice/td1').then((res) => {
      if (res.ok) show(res.data);
      else setErrors({ general: t('td1LoadFailed') });
      setLoaded(true);
    });
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus('');
    const body: Partial<Td1> = {};
    const found: typeof errors = {};
    for (const field of FIELDS) {
      const cents = parseClaimDollars(values[field]);
      if (cents === 'invalid') found[field] = t('td1Invalid');
      else body[field] = cents;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const res = await api<Td1>('POST', '/api/invoice/td1', body);
    setBusy(false);
    if (res.ok) {
      show(res.data);
      setStatus(t('td1Saved'));
    } else setErrors(res.errors);
  };

  const current = (cents: number | null | undefined) =>
    cents == null ? t('td1Basic') : t('td1Current', { amount: formatCents(cents, locale) });

  return (
    <form className='mp-td1' onSubmit={submit} noValidate aria-labelledby='mp-td1-title'>
      <h2 id='mp-td1-title' className='mp-section__title'>{t('td1Title')}</h2>
      <p className='mp-muted'>{t('td1Intro')}</p>
      {errors.general && <p className='form-error' role='alert'>{errors.general}</p>}
      <TextField
        label={t('td1Federal')}
        name='federalClaimCents'
        inputMode='decimal'
        autoComplete='off'
        value={values.federalClaimCents}
        onChange={(e) => setValues((v) => ({ ...v, federalClaimCents: e.target.value }))}
        error={errors.federalClaimCents}
        hint={
          <>
            {t('td1FederalHelp')} {saved && current(saved.federalClaimCents)}
          </>
        }
        disabled={loading}
      />
      <TextField
        label={t('td1Provincial')}
        name='provincialClaimCents'
        inputMode='decimal'
        autoComplete='off'
        value={values.provincialClaimCents}
        onChange={(e) => setValues((v) => ({ ...v, provincialClaimCents: e.target.value }))}
        error={errors.provincialClaimCents}
        hint={
          <>
            {t('td1ProvincialHelp')} {saved && current(saved.provincialClaimCents)}
          </>
        }
        disabled={loading}
      />
      <SubmitButton busy={busy || loading} busyLabel={loading ? t('loading') : t('td1Saving')}>
        {t('td1Save')}
      </SubmitButton>
      <p className='mp-td1__status' role='status' data-testid='td1-status'>{status}</p>
    </form>
  );
}
