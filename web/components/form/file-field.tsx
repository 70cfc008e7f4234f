// A labelled file input with its hint and its error tied to it (aria-describedby), as the
// background-check and receipt uploads draw it (sign-up step 5 and /profile/background-check).
import { type ChangeEvent, type Ref, useId } from 'react';

export function FileField(
  { label, hint, error, name, accept, inputRef, inputClassName, onChange }: {
    label: string;
    hint: string;
    error?: string;
    name: string;
    accept: string;
    inputRef?: Ref<HTMLInputElement>;
    /** Classes beside `field__input`. */
    inputClassName?: string;
    onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  },
) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className='field__label' htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        className={`field__input${inputClassName ? ` ${inputClassName}` : ''}`}
        type='file'
        name={name}
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={onChange}
      />
      <div id={`${id}-hint`} className='field__hint'>{hint}</div>
      {error && <p id={`${id}-error`} className='field__error' role='alert'>{error}</p>}
    </div>
  );
}
