// The four panels of sign-up step 2 (spec 002 §2, §5): services; conditions; job types and
// languages; wage, years of experience and bio. The first three choose from the signup
// vocabularies (a spinner until they come, Retry if they do not); each draws the caregiver's
// errors beside its fields.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Spinner } from '../../../components/form/spinner.tsx';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useT } from '../../../shared/i18n.tsx';
import { minimumWageFor, YEARS_EXP_MAX, YEARS_EXP_MIN } from '../../caregivers/model.ts';
import { ToggleChoice } from '../../../components/form/choice-groups.tsx';
import { mapOptions } from '../../../shared/signup-materials.ts';
import type { SignupMaterials } from '../../accounts/model.ts';
import {
  type ServicesField,
  type ServicesValues,
  toggleItem,
  toggleKey,
} from './onboarding-state.ts';
import { stepMessages } from '../messages.ts';

type PanelProps = {
  form: UseFormReturn<ServicesValues>;
  /** A field's error in the reader's language, if it has one. */
  err: (field: ServicesField) => string | undefined;
};

/** The step's first 2 seconds: what it is about, before the first panel. */
export function ServicesIntro() {
  const t = useT(stepMessages);
  return (
    <div className='onb-intro-screen' role='status'>
      <h1 className='onb-title'>{t('introTitle')}</h1>
      <p className='onb-intro'>{t('introBody')}</p>
      <Spinner size={32} />
    </div>
  );
}

/** While the vocabularies load, or after they failed (with Retry). */
export function MaterialsWait({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useT(stepMessages);
  return (
    <div className='onb-unavailable'>
      {failed
        ? (
          <>
            <p>{t('optionsUnavailable')}</p>
            <button type='button' className='button button--outline' onClick={onRetry}>
              {t('retry')}
            </button>
          </>
        )
        : <Spinner label={t('loading')} size={28} />}
    </div>
  );
}

/** One of the `{ key: true }` maps (services, conditions, job types) as toggle buttons. */
function KeyChoice({ form, err, name, legend, options, hideLegend }: PanelProps & {
  name: 'service' | 'conditions' | 'jobType';
  legend: string;
  options: Record<string, string>;
  hideLegend?: boolean;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <ToggleChoice
          legend={legend}
          hideLegend={hideLegend}
          options={mapOptions(options)}
          isPressed={(key) => !!field.value[key]}
          onToggle={(key) => field.onChange(toggleKey(field.value, key))}
          error={err(name)}
        />
      )}
    />
  );
}

/** Panels 1–3 (`panel` 0–2): what the caregiver offers, chosen from the vocabularies. */
export function ChoicePanel(
  { panel, materials, ...props }: PanelProps & { panel: number; materials: SignupMaterials },
) {
  const t = useT(stepMessages);
  if (panel === 0) {
    return (
      <KeyChoice
        {...props}
        name='service'
        legend={t('servicesLegend')}
        options={materials.service}
        hideLegend
      />
    );
  }
  if (panel === 1) {
    return (
      <KeyChoice
        {...props}
        name='conditions'
        legend={t('conditionsLegend')}
        options={materials.conditions}
        hideLegend
      />
    );
  }
  return (
    <>
      <KeyChoice
        {...props}
        name='jobType'
        legend={t('jobTypeLegend')}
        options={materials.jobType}
      />
      <Controller
        control={props.form.control}
        name='languagePref'
        render={({ field }) => (
          <ToggleChoice
            legend={t('languageLegend')}
            options={materials.language.map((l) => ({ value: l.key, label: l.label }))}
            isPressed={(key) => field.value.includes(key)}
            onToggle={(key) => field.onChange(toggleItem(field.value, key))}
            error={props.err('languagePref')}
          />
        )}
      />
    </>
  );
}

/** Panel 4: the wage (at least the province's minimum), years of experience and the bio. */
export function WagePanel({ form, err, province }: PanelProps & { province: string | null }) {
  const t = useT(stepMessages);
  const minimum = minimumWageFor(province);
  const yearsText = (years: number) =>
    years === 1 ? t('yearsValueOne') : t('yearsValue', { years });
  return (
    <div className='onb-fields'>
      <TextField
        label={t('wageExp')}
        type='number'
        inputMode='decimal'
        step='0.01'
        min='0'
        error={err('wageExp')}
        hint={minimum > 0
          ? t('wageHint', {
            province: (province ?? '').toUpperCase(),
            amount: minimum.toFixed(2),
          })
          : t('wageHintNone')}
        {...form.register('wageExp')}
      />
      <Controller
        control={form.control}
        name='yearsExp'
        render={({ field }) => (
          <div className='field onb-slider'>
            <label className='field__label' htmlFor='caregiver-years-exp'>
              {t('yearsExp')}
              <output className='onb-slider__value' htmlFor='caregiver-years-exp'>
                {yearsText(field.value)}
              </output>
            </label>
            <input
              id='caregiver-years-exp'
              ref={field.ref}
              name={field.name}
              type='range'
              min={YEARS_EXP_MIN}
              max={YEARS_EXP_MAX}
              step={1}
              value={field.value}
              aria-valuetext={yearsText(field.value)}
              aria-invalid={err('yearsExp') ? true : undefined}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(Number(e.target.value))}
            />
            {err('yearsExp') && <p className='field__error' role='alert'>{err('yearsExp')}</p>}
          </div>
        )}
      />
      <TextAreaField
        label={t('bio')}
        hint={t('bioHint')}
        minRows={5}
        maxRows={10}
        maxLength={2000}
        error={err('bio')}
        {...form.register('bio')}
      />
    </div>
  );
}
