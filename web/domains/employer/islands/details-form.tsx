// The family's employer details (issue 23 point 1) on /mypay/employer: legal name, mailing
// address and payroll program account number, checked here with the server's schema and saved
// through POST /api/employer/details. The number may stay empty until the family has one.
import { type FormEvent, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { employerMessages } from '../messages.ts';
import { PROVINCE_CODES } from '../../../shared/address/provinces.ts';
import type { EmployerDetails } from '../model.ts';
import {
  detailErrors,
  type DetailField,
  type DetailValues,
  valuesOf,
} from '../ui/remittances-state.ts';

export type DetailsFormProps = { details: EmployerDetails | null };

const PROVINCE_NAMES: Record<string, { en: string; fr: string }> = {
  AB: { en: 'Alberta', fr: 'Alberta' },
  BC: { en: 'British Columbia', fr: 'Colombie-Britannique' },
  MB: { en: 'Manitoba', fr: 'Manitoba' },
  NB: { en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
  NL: { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
  NS: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
  NT: { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' },
  NU: { en: 'Nunavut', fr: 'Nunavut' },
  ON: { en: 'Ontario', fr: 'Ontario' },
  PE: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
  QC: { en: 'Quebec', fr: 'Québec' },
  SK: { en: 'Saskatchewan', fr: 'Saskatchewan' },
  YT: { en: 'Yukon', fr: 'Yukon' },
};

export default function DetailsForm({ details }: DetailsFormProps) {
  const t = useT(employerMessages);
  const locale = useLocale();
  const [values, setValues] = useState<DetailValues>(valuesOf(details));
  const [errors, setErrors] = useState<Partial<Record<DetailField | 'general', string>>>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const err = (field: DetailField | 'general') =>
    errorText(employerMessages, locale, errors[field]);

  const set = (field: DetailField) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus('');
    const found = detailErrors(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const res = await api<{ details: EmployerDetails }>('POST', '/api/employer/details', values);
    setBusy(false);
    if (res.ok) {
      setValues(valuesOf(res.data.details));
      setStatus(t('saved'));
    } else setErrors(res.errors);
  };

  const field = (name: DetailField, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={set(name)}
      error={err(name)}
      {...extra}
    />
  );

  return (
    <form className='er-details' onSubmit={submit} noValidate aria-labelledby='er-details-title'>
      <h2 id='er-details-title' className='mp-section__title'>{t('detailsTitle')}</h2>
      <p>{t('detailsIntro')}</p>
      <div className='er-help'>
        <h3 className='er-help__title'>{t('howToGetTitle')}</h3>
        <p>{t('howToGet')}</p>
        <p>{t('untilThen')}</p>
      </div>
      {errors.general && <p className='form-error' role='alert'>{err('general')}</p>}
      {field('legalName', t('legalName'), { autoComplete: 'name', maxLength: 120 })}
      {field('addressLine1', t('addressLine1'), { autoComplete: 'address-line1', maxLength: 120 })}
      {field('addressLine2', t('addressLine2'), { autoComplete: 'address-line2', maxLength: 120 })}
      {field('city', t('city'), { autoComplete: 'address-level2', maxLength: 80 })}
      <div className={`field${errors.province ? ' field--invalid' : ''}`}>
        <label className='field__label' htmlFor='er-province'>{t('province')}</label>
        <select
          id='er-province'
          name='province'
          value={values.province}
          onChange={set('province')}
          autoComplete='address-level1'
          aria-invalid={errors.province ? true : undefined}
          aria-describedby={errors.province ? 'er-province-error' : undefined}
        >
          <option value=''>{t('provincePlaceholder')}</option>
          {PROVINCE_CODES.map((code) => (
            <option key={code} value={code}>{PROVINCE_NAMES[code][locale]}</option>
          ))}
        </select>
        {errors.province && (
          <p id='er-province-error' className='field__error' role='alert'>{err('province')}</p>
        )}
      </div>
      {field('postalCode', t('postalCode'), { autoComplete: 'postal-code', maxLength: 7 })}
      {field('payrollAccount', t('payrollAccount'), {
        autoComplete: 'off',
        maxLength: 20,
        hint: t('payrollAccountHint'),
        spellCheck: false,
      })}
      <SubmitButton busy={busy} busyLabel={t('saving')}>{t('save')}</SubmitButton>
      <p className='er-status' role='status' data-testid='employer-details-status'>{status}</p>
    </form>
  );
}
