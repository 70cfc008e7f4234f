// The ROE reason select (block 16), shared by the two islands: labelled, its error tied to it.
import { useId } from 'react';
import { useT } from '../../../shared/i18n.tsx';
import { roeMessages } from '../messages.ts';
import { REASON_CODES } from '../model.ts';

export function ReasonField(
  { value, onChange, error, disabled }: {
    value: string;
    onChange: (value: string) => void;
    error?: string;
    disabled?: boolean;
  },
) {
  const t = useT(roeMessages);
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className='field__label' htmlFor={id}>{t('reasonLegend')}</label>
      <select
        id={id}
        name='reasonCode'
        className='field__input'
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
      >
        <option value=''>—</option>
        {REASON_CODES.map((code) => <option key={code} value={code}>{t(`reason.${code}`)}</option>)}
      </select>
      {error && <p id={`${id}-error`} className='field__error' role='alert'>{error}</p>}
    </div>
  );
}
