// Step 1 of the caregiver sign-up (spec 002 §2, §5, §7): names, date of birth, phone formatted as
// typed, gender, work radius and the home address picked from suggestions. Validated with the
// shared BasicInfoSchema; after the server accepts, services follow 0.5 s later.
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AddressInput } from '../../../components/address-input/address-input.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import type { Address } from '../../../shared/address/address-schema.ts';
import { api } from '../../../shared/api-client.ts';
import { schemaResolver, showServerErrors } from '../../../shared/form.ts';
import { useT } from '../../../shared/i18n.tsx';
import { DATE_MIN, GENDERS, WORK_RADII_KM } from '../../caregivers/model.ts';
import { BasicInfoSchema } from '../../caregivers/schemas.ts';
import { todayIso } from '../../../shared/dates.ts';
import { genderMessages } from '../../caregivers/model.ts';
import { focusFirstInvalid, RadioChoice } from '../../../components/form/choice-groups.tsx';
import { firstMessage } from '../../../shared/field-errors.ts';
import { useFieldError } from '../ui/field-error.ts';
import { phoneAfterEdit, signupPath, STEP_NAV_DELAY_MS } from '../../caregivers/model.ts';
import { stepMessages } from '../messages.ts';

export type BasicInfoFormProps = {
  /** What the account already knows (the names given at signup, a previous attempt). */
  initial: {
    firstName: string;
    lastName: string;
    dob: string;
    phoneNum: string;
    gender: string;
    workRadius: string;
    address: Address | null;
  };
};

type Values = BasicInfoFormProps['initial'];
const FIELDS = [
  'firstName',
  'lastName',
  'dob',
  'phoneNum',
  'gender',
  'workRadius',
  'address',
] as const;

export default function BasicInfoForm({ initial }: BasicInfoFormProps) {
  const t = useT(stepMessages);
  const tg = useT(genderMessages);
  const fieldError = useFieldError();
  const formRef = useRef<HTMLFormElement>(null);
  const [general, setGeneral] = useState<string>();
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({
    defaultValues: initial,
    resolver: schemaResolver(BasicInfoSchema) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const err = (field: keyof Values) => fieldError(firstMessage(errors[field]));

  useEffect(() => {
    if (submitCount) focusFirstInvalid(formRef.current);
  }, [submitCount]);

  const onValid = async () => {
    setGeneral(undefined);
    const values = form.getValues();
    const res = await api('POST', '/api/user/caregiver/basic-info', {
      ...values,
      workRadius: Number(values.workRadius),
    });
    if (!res.ok) {
      // Spec 002 §8: basic-info failures are logged; the field map is still worth showing.
      console.error('Basic info failed', res.status, res.errors);
      showServerErrors(res.errors, FIELDS, form.setError, setGeneral);
      return;
    }
    setSaved(true);
    await new Promise((resolve) => setTimeout(resolve, STEP_NAV_DELAY_MS));
    globalThis.location.assign(signupPath('services'));
    // Stay busy until the next page replaces this one.
    await new Promise(() => {});
  };

  const busy = isSubmitting || saved;
  return (
    <form
      ref={formRef}
      className='onb-form'
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      aria-busy={busy || undefined}
    >
      <div className='onb-row'>
        <TextField
          label={t('firstName')}
          autoComplete='given-name'
          error={err('firstName')}
          {...form.register('firstName')}
        />
        <TextField
          label={t('lastName')}
          autoComplete='family-name'
          error={err('lastName')}
          {...form.register('lastName')}
        />
      </div>
      <div className='onb-row'>
        <TextField
          label={t('dob')}
          type='date'
          autoComplete='bday'
          max={todayIso()}
          min={DATE_MIN}
          error={err('dob')}
          {...form.register('dob')}
        />
        <Controller
          control={form.control}
          name='phoneNum'
          render={({ field }) => (
            <TextField
              label={t('phoneNum')}
              type='tel'
              inputMode='numeric'
              autoComplete='tel-national'
              placeholder={t('phonePlaceholder')}
              error={err('phoneNum')}
              ref={field.ref}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(phoneAfterEdit(field.value, e.target.value))}
            />
          )}
        />
      </div>
      <Controller
        control={form.control}
        name='gender'
        render={({ field }) => (
          <RadioChoice
            legend={t('gender')}
            name='gender'
            inputRef={field.ref}
            options={GENDERS.map((g) => ({
              value: g,
              label: tg(g),
            }))}
            value={field.value}
            onChange={field.onChange}
            error={err('gender')}
          />
        )}
      />
      <Controller
        control={form.control}
        name='workRadius'
        render={({ field }) => (
          <RadioChoice
            legend={t('workRadius')}
            name='workRadius'
            inputRef={field.ref}
            options={WORK_RADII_KM.map((km) => ({
              value: String(km),
              label: t('radiusKm', { km }),
            }))}
            value={field.value}
            onChange={field.onChange}
            error={err('workRadius')}
          />
        )}
      />
      <p className='field__hint onb-radius-hint'>{t('workRadiusHint')}</p>
      <Controller
        control={form.control}
        name='address'
        render={({ field }) => (
          <AddressInput
            id='caregiver-address'
            label={t('address')}
            mode='full'
            value={field.value}
            onChange={field.onChange}
            error={err('address')}
          />
        )}
      />
      {general && <p className='form-error' role='alert'>{general}</p>}
      {saved && <p className='onb-saved' role='status'>{t('basicSaved')}</p>}
      <div className='onb-actions'>
        <SubmitButton busy={busy} busyLabel={t('saving')} className='onb-actions__next'>
          {t('next')}
        </SubmitButton>
      </div>
    </form>
  );
}
