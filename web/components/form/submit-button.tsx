import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled'> & {
  /** Disables the button and shows the spinner in place of its label. */
  busy: boolean;
  /** What the spinner says while busy ('Sending…'). */
  busyLabel: string;
  children: ReactNode;
};

/** A form's primary submit button; `className` adds to 'button button--primary'. */
export function SubmitButton({ busy, busyLabel, className, children, ...button }: Props) {
  return (
    <button
      className={`button button--primary${className ? ` ${className}` : ''}`}
      type='submit'
      disabled={busy}
      {...button}
    >
      {busy ? <Spinner label={busyLabel} /> : children}
    </button>
  );
}
