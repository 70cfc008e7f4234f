// A modal <dialog> driven by an `open` prop: showModal() makes the rest of the page inert (focus
// stays inside), Escape closes it (the browser's cancel), and focus returns to what opened it.
import { type ReactNode, useEffect, useId, useRef } from 'react';

export function Modal(
  { open, title, onClose, closeLabel, className, children }: {
    open: boolean;
    title: string;
    onClose: () => void;
    closeLabel: string;
    className?: string;
    children: ReactNode;
  },
) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onDialogClose = () => {
      if (opener.current instanceof HTMLElement && opener.current.isConnected) {
        opener.current.focus();
      }
      onClose();
    };
    dialog.addEventListener('close', onDialogClose);
    return () => dialog.removeEventListener('close', onDialogClose);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      className={`dialog shifts-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
    >
      <div className='dialog__body'>
        <header className='dialog__header'>
          <h2 id={titleId}>{title}</h2>
          <button
            type='button'
            className='icon-button'
            aria-label={closeLabel}
            onClick={() => ref.current?.close()}
          >
            ×
          </button>
        </header>
        {open && children}
      </div>
    </dialog>
  );
}
