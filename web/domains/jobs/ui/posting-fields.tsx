// The care needs' fields a posting is made of (spec 002 §5), shared by the new-posting wizard and
// a posting's edit form: the three one-of choices (start, hours per week, length) and the
// multi-selects of services, conditions and languages. Errors arrive as the schema's catalog keys
// or as the server's text, and are shown in the reader's language.
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { type JobMessageKey, jobMessages } from '../messages.ts';
import { SERVICE_LENGTH, SERVICE_PER_WEEK, SERVICE_START } from '../model.ts';
import { jobsUi } from '../ui-messages.ts';
import { RadioChoices, ToggleChoices } from './choices.tsx';
import { type Labels, optionsOf } from './job-format.ts';
import type { ChosenKey, NeedKey } from './posting-state.ts';

/** A field's error in the reader's language: a catalog key is translated, a text kept. */
export function useErrorText(errors: Partial<Record<string, string>>) {
  const locale = useLocale();
  return (field: string) => errorText(jobMessages, locale, errors[field]);
}

const NEEDS = [
  ['serviceStart', SERVICE_START, 'serviceStartLabel'],
  ['servicePerWeek', SERVICE_PER_WEEK, 'servicePerWeekLabel'],
  ['serviceLength', SERVICE_LENGTH, 'serviceLengthLabel'],
] as const;

export function NeedsFields({ values, errors, onChoose }: {
  values: Record<NeedKey, string>;
  errors: Partial<Record<string, string>>;
  onChoose: (key: NeedKey, value: string) => void;
}) {
  const t = useT(jobsUi);
  const jm = useT(jobMessages);
  const error = useErrorText(errors);
  return (
    <>
      {NEEDS.map(([key, list, legend]) => (
        <RadioChoices
          key={key}
          legend={t(legend)}
          name={key}
          options={list.map((value) => ({
            value,
            label: jm(`${key}.${value}` as JobMessageKey),
          }))}
          value={values[key]}
          onChange={(value) => onChoose(key, value)}
          error={error(key)}
        />
      ))}
    </>
  );
}

/** Each multi-select's legend and the reference data that labels its keys. */
const CHOSEN = {
  services: ['services', 'service'],
  conditions: ['conditions', 'conditions'],
  languagePref: ['languages', 'language'],
} as const;

export function ChosenField({ field, labels, selected, errors, onToggle, hint }: {
  field: ChosenKey;
  labels: Labels;
  selected: readonly string[];
  errors: Partial<Record<string, string>>;
  onToggle: (value: string) => void;
  hint?: string;
}) {
  const t = useT(jobsUi);
  const error = useErrorText(errors);
  const [legend, vocabulary] = CHOSEN[field];
  return (
    <ToggleChoices
      legend={t(legend)}
      hint={hint}
      options={optionsOf(labels[vocabulary])}
      selected={selected}
      onToggle={onToggle}
      error={error(field)}
    />
  );
}
