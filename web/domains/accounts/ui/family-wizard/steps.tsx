// The six steps' fields. Each reads and writes the wizard's one form (react-hook-form context),
// so Back and Next keep every value; errors are the schemas' spec messages, translated.
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../../../../components/form/text-field.tsx';
import { errorText, useLocale, useT } from '../../../../shared/i18n.tsx';
import { PasswordChecklist } from '../password-checklist.tsx';
import {
  SERVICE_KEYS,
  SERVICE_LENGTH,
  SERVICE_PER_WEEK,
  SERVICE_START,
} from '../../../jobs/model.ts';
import { accountMessages, familySignupMessages } from '../../messages.ts';
import { FamilyContactFields } from '../family-contact-fields.tsx';
import { RadioGroup, ToggleGroup } from './choice-groups.tsx';
import { serviceIconUrl, type SignupMaterials } from './materials.ts';
import { toggleItem, toggleKey, type WizardField, type WizardValues } from './wizard-state.ts';

function useStep() {
  const form = useFormContext<WizardValues>();
  const locale = useLocale();
  const t = useT(familySignupMessages);
  const errorOf = (field: WizardField) => {
    const error = form.formState.errors[field] as
      | { message?: string; [k: string]: unknown }
      | undefined;
    return errorText(accountMessages, locale, firstMessage(error));
  };
  return { form, t, errorOf };
}

// An address can fail deep inside (coordinates.lat…); every such issue carries the same message.
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

export function CareNeedsFields() {
  const { form, t, errorOf } = useStep();
  const groups = [
    { name: 'serviceStart', legend: t('serviceStartLegend'), values: SERVICE_START },
    { name: 'servicePerWeek', legend: t('servicePerWeekLegend'), values: SERVICE_PER_WEEK },
    { name: 'serviceLength', legend: t('serviceLengthLegend'), values: SERVICE_LENGTH },
  ] as const;
  return (
    <div className='fw-fields'>
      {groups.map((group) => (
        <Controller
          key={group.name}
          control={form.control}
          name={group.name}
          render={({ field }) => (
            <RadioGroup
              legend={group.legend}
              name={group.name}
              options={group.values.map((value) => ({
                value,
                label: t(`${group.name}.${value}` as Parameters<typeof t>[0]),
              }))}
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              error={errorOf(group.name)}
            />
          )}
        />
      ))}
    </div>
  );
}

export function ServicesFields({ materials }: { materials: SignupMaterials }) {
  const { form, t, errorOf } = useStep();
  // The spec's twelve keys, in their order; a key the server does not know is not offered.
  const keys = SERVICE_KEYS.filter((key) => key in materials.service);
  return (
    <Controller
      control={form.control}
      name='service'
      render={({ field }) => (
        <ToggleGroup
          legend={t('servicesLegend')}
          hideLegend
          variant='tiles'
          options={keys.map((key) => ({
            value: key,
            label: materials.service[key],
            icon: serviceIconUrl(materials, key),
          }))}
          isPressed={(key) => !!field.value[key]}
          onToggle={(key) => field.onChange(toggleKey(field.value, key))}
          error={errorOf('service')}
        />
      )}
    />
  );
}

export function ConditionsFields({ materials }: { materials: SignupMaterials }) {
  const { form, t, errorOf } = useStep();
  return (
    <Controller
      control={form.control}
      name='conditions'
      render={({ field }) => (
        <ToggleGroup
          legend={t('conditionsLegend')}
          hideLegend
          variant='chips'
          options={Object.entries(materials.conditions).map(([value, label]) => ({ value, label }))}
          isPressed={(key) => !!field.value[key]}
          onToggle={(key) => field.onChange(toggleKey(field.value, key))}
          error={errorOf('conditions')}
        />
      )}
    />
  );
}

export function LanguageFields({ materials }: { materials: SignupMaterials }) {
  const { form, t, errorOf } = useStep();
  return (
    <Controller
      control={form.control}
      name='languagePref'
      render={({ field }) => (
        <ToggleGroup
          legend={t('languagesLegend')}
          hideLegend
          variant='chips'
          options={materials.language.map((l) => ({ value: l.key, label: l.label }))}
          isPressed={(key) => field.value.includes(key)}
          onToggle={(key) => field.onChange(toggleItem(field.value, key))}
          error={errorOf('languagePref')}
        />
      )}
    />
  );
}

export function BasicInfoFields({ idPrefix }: { idPrefix: string }) {
  const { form, t, errorOf } = useStep();
  return (
    <div className='fw-fields'>
      <FamilyContactFields
        form={form}
        errorOf={errorOf}
        idPrefix={idPrefix}
        rowClassName='fw-row'
        labels={{
          firstName: t('firstName'),
          lastName: t('lastName'),
          phone: t('phone'),
          phoneHint: t('phoneHint'),
          address: t('address'),
          addressPlaceholder: t('addressPlaceholder'),
        }}
      />
    </div>
  );
}

export function LoginInfoFields() {
  const { form, t, errorOf } = useStep();
  const password = useWatch({ control: form.control, name: 'password' });
  return (
    <div className='fw-fields'>
      <TextField
        label={t('email')}
        type='email'
        autoComplete='email'
        maxLength={254}
        error={errorOf('email')}
        {...form.register('email')}
      />
      <TextField
        label={t('password')}
        type='password'
        autoComplete='new-password'
        maxLength={128}
        revealLabels={{ show: t('showPassword'), hide: t('hidePassword') }}
        hint={<PasswordChecklist password={password ?? ''} />}
        error={errorOf('password')}
        {...form.register('password', { deps: ['confirmPassword'] })}
      />
      <TextField
        label={t('confirmPassword')}
        type='password'
        autoComplete='new-password'
        maxLength={128}
        error={errorOf('confirmPassword')}
        {...form.register('confirmPassword')}
      />
    </div>
  );
}
