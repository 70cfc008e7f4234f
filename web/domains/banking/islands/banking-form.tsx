// /profile/banking (spec 002 §2, §5): 'Manage banking info'. Institution 3, transit 5 and account
// 7 digits (digits only, cut to length as typed), bank name, bank and home addresses picked from
// suggestions; validated with the server's BankingSchema. Submit at first, Update once banking
// exists; a success overlay for 5 seconds; the saved details are shown masked.
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { schemaResolver, showServerErrors } from '../../../shared/form.ts';
import { fieldMessage, useCatalogError } from '../../../shared/field-errors.ts';
import { useT } from '../../../shared/i18n.tsx';
import { api } from '../../../shared/api-client.ts';
import type { Address } from '../../../shared/address/address-schema.ts';
import { AddressInput } from '../../../components/address-input/address-input.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { BANK_DIGITS, type BankingDetails } from '../model.ts';
import { BankingSchema } from '../schemas.ts';
import { bankingMessages } from '../messages.ts';
import { type BankNumberField, bankNumberInput } from '../ui/bank-number.ts';

/** The success overlay stays this long (spec 002 §9). */
export const BANKING_SUCCESS_MS = 5000;

export type BankingFormProps = { banking: BankingDetails | null };

type Values = {
  instNum: string;
  transitNum: string;
  accNum: string;
  bankName: string;
  bankAddress: Address | null;
  homeAddress: Address | null;
};
const FIELDS = [
  'instNum',
  'transitNum',
  'accNum',
  'bankName',
  'bankAddress',
  'homeAddress',
] as const;
const NUMBERS: BankNumberField[] = ['instNum', 'transitNum', 'accNum'];
const LABELS = { instNum: 'instNum', transitNum: 'transitNum', accNum: 'accNum' } as const;

const asAddress = (value: unknown): Address | null =>
  value && typeof value === 'object' && 'addressFull' in value ? value as Address : null;

export default function BankingForm({ banking: initial }: BankingFormProps) {
  const t = useT(bankingMessages);
  const fieldError = useCatalogError(bankingMessages);
  const [banking, setBanking] = useState(initial);
  const [general, setGeneral] = useState('');
  const [overlay, setOverlay] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: schemaResolver(BankingSchema) as never,
    defaultValues: {
      instNum: '',
      transitNum: '',
      accNum: '',
      bankName: initial?.bankName ?? '',
      bankAddress: asAddress(initial?.bankAddress),
      homeAddress: asAddress(initial?.homeAddress),
    },
  });

  useEffect(() => {
    if (!overlay) return;
    const timer = setTimeout(() => setOverlay(false), BANKING_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [overlay]);

  const submit = handleSubmit(async (values) => {
    setGeneral('');
    // The schema's output: digits checked, name trimmed, addresses as picked.
    const res = await api<BankingDetails | { bankingDetails: BankingDetails }>(
      'POST',
      '/api/user/banking',
      values,
    );
    if (!res.ok) {
      showServerErrors(res.errors, FIELDS, (f, e, o) => setError(f, e, o), setGeneral);
      return;
    }
    const saved = 'bankingDetails' in res.data ? res.data.bankingDetails : res.data;
    setBanking(saved);
    reset({
      instNum: '',
      transitNum: '',
      accNum: '',
      bankName: saved.bankName,
      bankAddress: asAddress(saved.bankAddress) ?? values.bankAddress,
      homeAddress: asAddress(saved.homeAddress) ?? values.homeAddress,
    });
    setOverlay(true);
  });

  const err = (name: keyof Values) => fieldError(fieldMessage(errors[name]));

  return (
    <div className='cg-banking'>
      {banking && (
        <section className='cg-saved' aria-labelledby='cg-saved-title' data-testid='banking-saved'>
          <h2 id='cg-saved-title'>{t('savedDetails')}</h2>
          <dl className='cg-facts'>
            <div className='cg-facts__row'>
              <dt>{t('bankName')}</dt>
              <dd>{banking.bankName}</dd>
            </div>
            {NUMBERS.map((field) => (
              <div key={field} className='cg-facts__row'>
                <dt>{t(LABELS[field])}</dt>
                <dd data-testid={`saved-${field}`}>{banking[field]}</dd>
              </div>
            ))}
          </dl>
          <p className='cg-muted'>{t('maskedNote')} {t('reenterNote')}</p>
        </section>
      )}
      <form className='cg-bank-form' noValidate onSubmit={submit}>
        <div className='cg-bank-numbers'>
          {NUMBERS.map((field) => {
            const reg = register(field);
            return (
              <TextField
                key={field}
                label={t(LABELS[field])}
                inputMode='numeric'
                autoComplete='off'
                hint={t('digitsHint', { count: BANK_DIGITS[field] })}
                error={err(field)}
                {...reg}
                onChange={(e) => {
                  const kept = bankNumberInput(field, e.currentTarget.value);
                  e.currentTarget.value = kept;
                  setValue(field, kept, { shouldValidate: !!errors[field] });
                }}
              />
            );
          })}
        </div>
        <TextField
          label={t('bankName')}
          autoComplete='off'
          error={err('bankName')}
          {...register('bankName')}
        />
        <Controller
          control={control}
          name='bankAddress'
          render={({ field }) => (
            <AddressInput
              id='bank-address'
              label={t('bankAddress')}
              mode='full'
              value={field.value}
              onChange={field.onChange}
              error={err('bankAddress')}
            />
          )}
        />
        <Controller
          control={control}
          name='homeAddress'
          render={({ field }) => (
            <AddressInput
              id='home-address'
              label={t('homeAddress')}
              mode='full'
              value={field.value}
              onChange={field.onChange}
              error={err('homeAddress')}
            />
          )}
        />
        {general && <p className='form-error' role='alert'>{general}</p>}
        <div className='cg-form__actions'>
          <SubmitButton busy={isSubmitting} busyLabel={t('submitting')}>
            {banking ? t('update') : t('submit')}
          </SubmitButton>
        </div>
      </form>
      {overlay && (
        <div className='cg-overlay' role='status' aria-live='polite' data-testid='banking-overlay'>
          <div className='cg-overlay__box'>
            <span className='cg-overlay__check' aria-hidden='true'>✓</span>
            <h2>{t('bankingSaved')}</h2>
            <p>{t('bankingSavedBody')}</p>
          </div>
        </div>
      )}
    </div>
  );
}
