// The picture chooser of sign-up step 4 and of /profile: a button-looking label over a hidden file
// input (JPEG or PNG), a spinner while the upload runs, the hint and the error tied to the input.
// The chosen file is handed over at once and the input cleared, so the same file may be chosen
// again after a refusal.
import { useId } from 'react';
import { Spinner } from '../../../components/form/spinner.tsx';
import { IMAGE_ACCEPT } from './image-file.ts';

export function ImagePicker(
  { label, busy, busyLabel, hint, error, buttonClassName, inputClassName, hintClassName, onFile }: {
    label: string;
    busy: boolean;
    busyLabel: string;
    hint: string;
    error?: string;
    /** Classes beside `button button--outline` on the label. */
    buttonClassName: string;
    inputClassName: string;
    hintClassName: string;
    onFile: (file: File) => void;
  },
) {
  const id = useId();
  return (
    <>
      <label
        htmlFor={id}
        className={`button button--outline ${buttonClassName}${busy ? ' is-busy' : ''}`}
      >
        {busy ? <Spinner label={busyLabel} /> : label}
      </label>
      <input
        id={id}
        className={inputClassName}
        type='file'
        name='image'
        accept={IMAGE_ACCEPT}
        disabled={busy}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <p id={`${id}-hint`} className={hintClassName}>{hint}</p>
      {error && <p id={`${id}-error`} className='field__error' role='alert'>{error}</p>}
    </>
  );
}
