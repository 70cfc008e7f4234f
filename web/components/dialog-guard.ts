// Keeps the review prompt open against every way a browser closes a modal <dialog> by itself
// (spec 001 §2: clicking away does not close it and Escape is disabled). Chromium's close watcher
// honours a cancelled `cancel` only once: without a user activation in between, a second Escape
// closes the dialog without a `cancel` event at all. So the guard stops Escape where it starts
// (keydown, in the capture phase, before the close watcher sees it), cancels `cancel`, asks for
// `closedby="none"` where the browser knows it, and as the last line reopens the dialog if it
// closed anyway while the prompt did not mean to close it. Browser-safe, no React.

/** What of a <dialog> the guard uses (a test passes a stand-in). */
export type GuardedDialog = EventTarget & {
  open: boolean;
  showModal(): void;
  setAttribute(name: string, value: string): void;
};

/**
 * Holds `dialog` open until `mayClose()` says the prompt closes it itself (its buttons). Escape
 * key presses are swallowed on `keys` (the window) while the dialog is open. Returns the undo.
 */
export function holdOpen(
  dialog: GuardedDialog,
  mayClose: () => boolean,
  keys: EventTarget = globalThis,
): () => void {
  dialog.setAttribute('closedby', 'none');
  const onKeyDown = (e: Event) => {
    if (dialog.open && (e as KeyboardEvent).key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
    }
  };
  const onCancel = (e: Event) => e.preventDefault();
  const onClose = () => {
    if (!mayClose()) dialog.showModal();
  };
  keys.addEventListener('keydown', onKeyDown, { capture: true });
  dialog.addEventListener('cancel', onCancel);
  dialog.addEventListener('close', onClose);
  return () => {
    keys.removeEventListener('keydown', onKeyDown, { capture: true });
    dialog.removeEventListener('cancel', onCancel);
    dialog.removeEventListener('close', onClose);
  };
}
