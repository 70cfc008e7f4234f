// The About Me and My Info dialogs of /profile (spec 002 §2, §4, §5): validated with the server's
// own schema (profileUpdateSchemaFor the caregiver's province); only changed fields are sent, and
// an unchanged form just closes. Server field errors land on their fields.
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { schemaResolver, showServerErrors } from '../../../shared/form.ts';
import { useT } from '../../../shared/i18n.tsx';
import { api } from '../../../shared/api-client.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { phoneAfterEdit } from '../model.ts';
import {
  DATE_MIN,
  type OwnCaregiverCredentials,
  WORK_RADII_KM,
  YEARS_EXP_MAX,
  YEARS_EXP_MIN,
} from '../model.ts';
import { profileUpdateSchemaFor } from '../schemas.ts';
import { caregiverMessages } from '../messages.ts';
import { profileMessages } from './messages-profile.ts';
import { changedFields } from './profile-format.ts';
import { fieldMessage } from '../../../shared/field-errors.ts';
import { useFieldError } from './profile-errors.ts';
import type { Vocabulary } from './profile-parts.tsx';

type Saved = (changes: Partial<OwnCaregiverCredentials>) => void;

const ABOUT_FIELDS = ['bio', 'wageExp', 'yearsExp', 'languagePref', 'workRadius'] as const;

export function AboutMeForm({ credentials, province, vocabulary, onSaved, onCancel }: {
  credentials: OwnCaregiverCredentials;
  province: string | null;
  vocabulary: Vocabulary | null;
  onSaved: Saved;
  onCancel: () => void;
}) {
  const t = useT(profileMessages);
  const words = useT(caregiverMessages);
  const fieldError = useFieldError(province);
  const schema = useMemo(() => profileUpdateSchemaFor(province), [province]);
  const initial = {
    bio: credentials.bio ?? '',
    wageExp: credentials.wageExp ?? 0,
    yearsExp: credentials.yearsExp ?? 0,
    languagePref: [...(credentials.languagePref ?? [])].sort(),
    workRadius: credentials.workRadius ? Number(credentials.workRadius) : WORK_RADII_KM[0],
  };
  const [general, setGeneral] = useState('');
  const form = useForm({
    resolver: schemaResolver(schema),
    defaultValues: {
      bio: initial.bio,
      wageExp: String(initial.wageExp || ''),
      yearsExp: initial.yearsExp,
      languagePref: initial.languagePref,
      workRadius: String(initial.workRadius),
    } as Record<string, unknown>,
  });
  const { register, handleSubmit, formState: { errors, isSubmitting }, watch, setError } = form;
  const years = Number(watch('yearsExp') ?? 0);

  const submit = handleSubmit(async (values) => {
    setGeneral('');
    const next = {
      bio: values.bio,
      wageExp: values.wageExp,
      yearsExp: values.yearsExp,
      languagePref: [...(values.languagePref ?? [])].sort(),
      workRadius: values.workRadius,
    };
    const changes = changedFields(
      initial as Record<string, unknown>,
      next as Record<string, unknown>,
    );
    if (Object.keys(changes).length === 0) return onCancel();
    const res = await api('POST', '/api/user', changes);
    if (!res.ok) {
      showServerErrors(res.errors, ABOUT_FIELDS, (f, e, o) => setError(f, e, o), setGeneral);
      return;
    }
    onSaved({
      ...changes,
      ...(changes.workRadius !== undefined ? { workRadius: String(changes.workRadius) } : {}),
    } as Partial<OwnCaregiverCredentials>);
  });

  const languages = vocabulary?.language ??
    credentials.languagePref.map((key) => ({ key, label: key }));
  const err = (name: string) => fieldError(fieldMessage(errors[name]));

  return (
    <form className='cg-form' noValidate onSubmit={submit}>
      <TextAreaField label={t('bio')} error={err('bio')} minRows={4} {...register('bio')} />
      <TextField
        label={t('wage')}
        type='number'
        inputMode='decimal'
        step='0.01'
        min='0'
        hint={words('wageNote')}
        error={err('wageExp')}
        {...register('wageExp')}
      />
      <div className={`field${err('yearsExp') ? ' field--invalid' : ''}`}>
        <label className='field__label' htmlFor='about-years'>
          {t('yearsExp')}:{' '}
          <output htmlFor='about-years'>
            {years === 1 ? t('yearsValueOne') : t('yearsValue', { count: years })}
          </output>
        </label>
        <input
          id='about-years'
          className='cg-slider'
          type='range'
          min={YEARS_EXP_MIN}
          max={YEARS_EXP_MAX}
          step={1}
          {...register('yearsExp', { valueAsNumber: true })}
        />
        {err('yearsExp') && <p className='field__error' role='alert'>{err('yearsExp')}</p>}
      </div>
      <fieldset className={`cg-fieldset${err('languagePref') ? ' field--invalid' : ''}`}>
        <legend className='field__label'>{t('languages')}</legend>
        <div className='cg-checks'>
          {languages.map((l) => (
            <label key={l.key} className='cg-check'>
              <input type='checkbox' value={l.key} {...register('languagePref')} />
              {l.label}
            </label>
          ))}
        </div>
        {err('languagePref') && <p className='field__error' role='alert'>{err('languagePref')}</p>}
      </fieldset>
      <div className={`field${err('workRadius') ? ' field--invalid' : ''}`}>
        <label className='field__label' htmlFor='about-radius'>{t('workRadius')}</label>
        <select id='about-radius' {...register('workRadius')}>
          {WORK_RADII_KM.map((km) => <option key={km} value={km}>{t('radiusValue', { km })}
          </option>)}
        </select>
        {err('workRadius') && <p className='field__error' role='alert'>{err('workRadius')}</p>}
      </div>
      {general && <p className='form-error' role='alert'>{general}</p>}
      <div className='cg-form__actions'>
        <button type='button' className='button button--outline' onClick={onCancel}>
          {t('cancel')}
        </button>
        <SubmitButton busy={isSubmitting} busyLabel={t('saving')}>{t('save')}</SubmitButton>
      </div>
    </form>
  );
}

const INFO_FIELDS = ['firstName', 'lastName', 'email', 'phoneNum', 'dob'] as const;

export function MyInfoForm({ credentials, onSaved, onCancel }: {
  credentials: OwnCaregiverCredentials;
  onSaved: Saved;
  onCancel: () => void;
}) {
  const t = useT(profileMessages);
  const fieldError = useFieldError();
  const schema = useMemo(() => profileUpdateSchemaFor(null), []);
  const initial = {
    firstName: credentials.firstName ?? '',
    lastName: credentials.lastName ?? '',
    email: credentials.email ?? '',
    phoneNum: credentials.phoneNum ?? '',
    dob: credentials.dob ?? '',
  };
  const [general, setGeneral] = useState('');
  const { register, handleSubmit, formState: { errors, isSubmitting }, setError, control } =
    useForm({
      resolver: schemaResolver(schema),
      defaultValues: initial as Record<string, unknown>,
    });

  const submit = handleSubmit(async (values) => {
    setGeneral('');
    const next = Object.fromEntries(INFO_FIELDS.map((f) => [f, values[f]]));
    const changes = changedFields(
      initial as Record<string, unknown>,
      next as Record<string, unknown>,
    );
    if (Object.keys(changes).length === 0) return onCancel();
    const res = await api('POST', '/api/user', changes);
    if (!res.ok) {
      showServerErrors(res.errors, INFO_FIELDS, (f, e, o) => setError(f, e, o), setGeneral);
      return;
    }
    onSaved(changes as Partial<OwnCaregiverCredentials>);
  });
  const err = (name: string) => fieldError(fieldMessage(errors[name]));

  return (
    <form className='cg-form' noValidate onSubmit={submit}>
      <div className='cg-form__row'>
        <TextField
          label={t('firstName')}
          autoComplete='given-name'
          error={err('firstName')}
          {...register('firstName')}
        />
        <TextField
          label={t('lastName')}
          autoComplete='family-name'
          error={err('lastName')}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('contactEmail')}
        type='email'
        autoComplete='email'
        hint={t('emailHint')}
        error={err('email')}
        {...register('email')}
      />
      <Controller
        control={control}
        name='phoneNum'
        render={({ field }) => (
          <TextField
            label={t('phone')}
            type='tel'
            inputMode='numeric'
            autoComplete='tel-national'
            error={err('phoneNum')}
            ref={field.ref}
            name={field.name}
            value={String(field.value ?? '')}
            onBlur={field.onBlur}
            // Digits only, formatted as typed; (xxx) xxx-xxxx at 10 (the sign-up's own rule).
            onChange={(e) =>
              field.onChange(phoneAfterEdit(String(field.value ?? ''), e.target.value))}
          />
        )}
      />
      <TextField
        label={t('dob')}
        type='date'
        min={DATE_MIN}
        error={err('dob')}
        {...register('dob')}
      />
      {general && <p className='form-error' role='alert'>{general}</p>}
      <div className='cg-form__actions'>
        <button type='button' className='button button--outline' onClick={onCancel}>
          {t('cancel')}
        </button>
        <SubmitButton busy={isSubmitting} busyLabel={t('saving')}>{t('save')}</SubmitButton>
      </div>
    </form>
  );
}
