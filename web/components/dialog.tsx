// The one modal dialog (issue 24 point 4). A native <dialog> opened with showModal(): the browser
// makes the rest of the page inert, so focus cannot leave it (the focus trap), and it is labelled
// by its title. Focus goes back to what opened it when it closes.
//
// How it may be dismissed is the spec's business, so it is a prop:
// - 'escape'  Escape and the close button close it (the default);
// - 'buttons' only its own buttons close it: Escape is refused, so a half-filled form is never
//             lost by a stray key (spec 002 §2's profile dialogs);
// - 'never'   nothing but the island closes it, against every way a browser closes a modal by
//             itself (spec 001 §2's review prompt; dialog-guard.ts).
// A click on the backdrop never closes a <dialog>, whatever the mode.
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { holdOpen } from './dialog-guard.ts';
import { CloseIcon } from './close-icon.tsx';

export type DialogDismiss = 'escape' | 'buttons' | 'never';

export function Dialog(
  {
    open,
    title,
    onClose,
    closeLabel,
    dismiss = 'escape',
    role = 'dialog',
    description,
    className,
    headerClassName,
    titleClassName,
    keepMounted = false,
    closeOnBackdrop = false,
    id,
    children,
  }: {
    open: boolean;
    /** The heading that labels the dialog. */
    title: ReactNode;
    /** Called once the dialog has closed: by Escape ('escape' only) or the close button. */
    onClose: () => void;
    /** The close button's accessible name; without it there is no close button. */
    closeLabel?: string;
    dismiss?: DialogDismiss;
    /** 'alertdialog' for an interruption a person must answer (a session that ended). */
    role?: 'dialog' | 'alertdialog';
    /** A sentence under the title that describes the dialog (aria-describedby). */
    description?: ReactNode;
    className?: string;
    headerClassName?: string;
    titleClassName?: string;
    /** Keep the children rendered while closed (a form whose state must survive closing). */
    keepMounted?: boolean;
    /** A press on the dimmed page beside it closes it too ('escape' only: a light dialog). */
    closeOnBackdrop?: boolean;
    id?: string;
    children?: ReactNode;
  },
) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  // Whether the island itself is closing the dialog ('never' reopens any other close).
  const closing = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const titleId = useId();
  const descriptionId = useId();
  // Children mount once the dialog is shown, in the same frame: a child's autoFocus (which React
  // runs as the child mounts) then lands in an open dialog instead of a hidden one.
  const [shown, setShown] = useState(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      closing.current = false;
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      closing.current = true;
      dialog.close();
    }
    setShown(open);
  }, [open]);

  // A layout effect, like the one that closes it: its guard is gone before the island closes it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || dismiss !== 'never' || !open) return;
    return holdOpen(dialog, () => closing.current);
  }, [dismiss, open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onDialogClose = () => {
      if (dismiss === 'never' && !closing.current) return; // holdOpen reopens it
      if (opener.current instanceof HTMLElement && opener.current.isConnected) {
        opener.current.focus();
      }
      if (!closing.current) onCloseRef.current();
      closing.current = false;
    };
    dialog.addEventListener('close', onDialogClose);
    return () => dialog.removeEventListener('close', onDialogClose);
  }, [dismiss]);

  return (
    <dialog
      ref={ref}
      id={id}
      className={`dialog${className ? ` ${className}` : ''}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={dismiss === 'escape' ? undefined : (e) => e.preventDefault()}
      onKeyDown={dismiss === 'escape' ? undefined : (e) => {
        if (e.key === 'Escape') e.preventDefault();
      }}
      // The dialog element itself (not its body) is only reached through the backdrop.
      onClick={closeOnBackdrop && dismiss === 'escape'
        ? (e) => e.target === e.currentTarget && e.currentTarget.close()
        : undefined}
    >
      <div className='dialog__body'>
        {/* Not a <header>: inside a dialog it would read as a second page banner. */}
        <div className={`dialog__header${headerClassName ? ` ${headerClassName}` : ''}`}>
          <h2 id={titleId} className={titleClassName}>{title}</h2>
          {closeLabel && dismiss !== 'never' && (
            <button
              type='button'
              className='icon-button'
              onClick={() => ref.current?.close()}
            >
              <CloseIcon size={20} label={closeLabel} />
            </button>
          )}
        </div>
        {description && <p id={descriptionId}>{description}</p>}
        {((open && shown) || keepMounted) && children}
      </div>
    </dialog>
  );
}
