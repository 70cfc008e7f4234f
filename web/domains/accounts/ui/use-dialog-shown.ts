// The shared Dialog opens (showModal) in its own effect, which runs after its children have
// mounted: a child's autoFocus, or its effect that moves focus, would find the dialog still
// closed, and the browser would then focus the dialog's first control instead. Called by the
// component that renders the Dialog (whose effects run after the Dialog's), this is true from
// the render after the dialog opened, so what takes focus can wait for it.
import { useEffect, useState } from 'react';

export function useDialogShown(open: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(open), [open]);
  return shown;
}
