// Choice groups for forms (the caregiver sign-up steps, the history dialogs): radios and toggle
// buttons named by their legend with the error tied to them, and the focus on the first invalid
// control. Text comes in as props, already translated.
import type { Ref } from 'react';
import { ChoiceFieldset } from './choice-fieldset.tsx';

type Option = { value: string; label: string };

export function RadioChoice(
  { legend, name, options, value, onChange, error, inputRef }: {
    legend: string;
    name: string;
    options: readonly Option[];
    value: string;
    onChange: (value: string) => void;
    error?: string;
    inputRef?: Ref<HTMLInputElement>;
  },
) {
  return (
    <ChoiceFieldset block='onb-group' legend={legend} error={error}>
      {(describedBy) => (
        <div className='onb-radios'>
          {options.map((option, i) => (
            <label key={option.value} className='onb-radio'>
              <input
                ref={i === 0 ? inputRef : undefined}
                type='radio'
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={describedBy}
                aria-invalid={error ? true : undefined}
              />
              <span className='onb-radio__label'>{option.label}</span>
            </label>
          ))}
        </div>
      )}
    </ChoiceFieldset>
  );
}

export function ToggleChoice(
  { legend, options, isPressed, onToggle, error, hideLegend }: {
    legend: string;
    options: readonly Option[];
    isPressed: (value: string) => boolean;
    onToggle: (value: string) => void;
    error?: string;
    hideLegend?: boolean;
  },
) {
  return (
    <ChoiceFieldset block='onb-group' legend={legend} error={error} hideLegend={hideLegend}>
      {(describedBy) => (
        <ul className='onb-chips' role='list'>
          {options.map((option) => (
            <li key={option.value}>
              <button
                type='button'
                className='onb-chip'
                aria-pressed={isPressed(option.value)}
                aria-describedby={describedBy}
                onClick={() => onToggle(option.value)}
              >
                <span className='onb-chip__check' aria-hidden='true'>✓</span>
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </ChoiceFieldset>
  );
}

/** Focuses the first control in error inside `root`. */
export function focusFirstInvalid(root: HTMLElement | null) {
  root?.querySelector<HTMLElement>(
    'input[aria-invalid="true"], textarea[aria-invalid="true"], select[aria-invalid="true"], [data-invalid] input, [data-invalid] button',
  )?.focus();
}
