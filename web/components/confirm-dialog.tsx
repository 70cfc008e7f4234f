// The questions the onboarding steps ask before going on (skip education and experience, delete an
// entry, finish without a background check): an alertdialog described by its sentence, answered
// only by its two buttons (spec 002 §2: Escape and the backdrop do not close it). The safe answer
// comes first, so it is the one focused when the question opens.
import { Dialog } from './dialog.tsx';
import { Spinner } from './form/spinner.tsx';

export function ConfirmDialog(
  {
    open,
    title,
    body,
    error,
    back,
    confirm,
    confirmClassName,
    busyLabel,
    busy = false,
    onBack,
    onConfirm,
  }: {
    open: boolean;
    title: string;
    /** The sentence that describes the question (the dialog's description). */
    body: string;
    /** A refusal of the last answer, shown under the sentence. */
    error?: string;
    /** The safe answer's label (Back, Cancel). */
    back: string;
    confirm: string;
    /** The answer's look: 'button--primary' to go on, 'button--accent' to destroy. */
    confirmClassName: string;
    /** Said by the answer's spinner while `busy`. */
    busyLabel?: string;
    busy?: boolean;
    onBack: () => void;
    onConfirm: () => void;
  },
) {
  return (
    <Dialog
      open={open}
      title={title}
      role='alertdialog'
      dismiss='buttons'
      description={body}
      onClose={onBack}
      className='onb-dialog'
      titleClassName='onb-dialog__title'
    >
      {error && <p className='form-error' role='alert'>{error}</p>}
      <div className='onb-dialog__actions'>
        <button
          type='button'
          className='button button--outline'
          disabled={busy}
          autoFocus
          onClick={onBack}
        >
          {back}
        </button>
        <button
          type='button'
          className={`button ${confirmClassName}`}
          disabled={busy}
          onClick={onConfirm}
        >
          {busy && busyLabel ? <Spinner label={busyLabel} /> : confirm}
        </button>
      </div>
    </Dialog>
  );
}
