// The family signup dialog (spec 000 §2.4, §2.5): the six-step wizard in a modal dialog, one per
// page. Any Get Started button on the page opens it (data-island, docs/decisions/019-…); the
// island itself is mounted on the first press. Cancel, and Escape, ask before leaving; Leave
// closes it and forgets everything 500 ms later.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { FamilyWizard } from '../ui/family-wizard/family-wizard.tsx';
import { loadSignupMaterials } from '../ui/family-wizard/materials.ts';
import { LEAVE_RESET_DELAY_MS } from '../ui/family-wizard/wizard-state.ts';
import { useDialogShown } from '../ui/use-dialog-shown.ts';
import { familySignupMessages } from '../messages.ts';
import { FAMILY_SIGNUP_ISLAND, type FamilySignupProps, type SignupMaterials } from '../model.ts';
import { useT } from '../../../shared/i18n.tsx';
import { onOpenRequest } from '../../../shared/island-open.ts';

export type { FamilySignupProps } from '../model.ts';

export default function FamilySignup({ materials: given, autoOpen = false }: FamilySignupProps) {
  const t = useT(familySignupMessages);
  const returnButton = useRef<HTMLButtonElement>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [open, setOpen] = useState(false);
  const shown = useDialogShown(open);
  const [leaving, setLeaving] = useState(false);
  const [started, setStarted] = useState(false);
  // Bumping the generation remounts the wizard: every step back to empty, step 1.
  const [generation, setGeneration] = useState(0);
  const [materials, setMaterials] = useState<SignupMaterials | null>(given ?? null);
  const [loading, setLoading] = useState(false);

  const fetchMaterials = useCallback(() => {
    if (materials || loading) return;
    setLoading(true);
    loadSignupMaterials()
      .then(setMaterials)
      .catch((err) => console.error('Could not load the signup materials', err))
      .finally(() => setLoading(false));
  }, [materials, loading]);

  useEffect(() => () => {
    if (resetTimer.current) clearTimeout(resetTimer.current);
  }, []);

  const openWizard = () => {
    if (resetTimer.current) {
      // Reopened before the reset ran: the progress was given up, so start over now.
      clearTimeout(resetTimer.current);
      resetTimer.current = null;
      setGeneration((g) => g + 1);
    }
    setStarted(true);
    setOpen(true);
    fetchMaterials();
  };

  // The latest openWizard, for the one subscription below.
  const open_ = useRef(openWizard);
  open_.current = openWizard;
  useEffect(() => {
    if (autoOpen) open_.current();
    // Every press of a Get Started button on the page, the first one included.
    return onOpenRequest(FAMILY_SIGNUP_ISLAND, () => open_.current());
  }, [autoOpen]);

  const askToLeave = () => setLeaving(true);
  // Return is the safe answer, so it has focus (this runs after the dialog has opened).
  useEffect(() => {
    if (leaving) returnButton.current?.focus();
  }, [leaving]);

  const leave = () => {
    setLeaving(false);
    setOpen(false);
    resetTimer.current = setTimeout(() => {
      resetTimer.current = null;
      setGeneration((g) => g + 1);
    }, LEAVE_RESET_DELAY_MS);
  };

  // The question comes first in the page so that, on Leave, it closes before the wizard and
  // focus ends on what opened the wizard. The wizard refuses Escape as a way out (it asks
  // instead) and stays mounted while closed, so Return, or reopening, finds every answer.
  return (
    <>
      <Dialog
        open={leaving}
        role='alertdialog'
        onClose={() => setLeaving(false)}
        title={t('leaveTitle')}
        description={t('leaveBody')}
        className='family-signup-leave'
        titleClassName='family-signup-leave__title'
      >
        <div className='family-signup-leave__actions'>
          <button type='button' className='button button--accent' onClick={leave}>
            {t('leave')}
          </button>
          <button
            ref={returnButton}
            type='button'
            className='button button--outline'
            onClick={() => setLeaving(false)}
          >
            {t('return')}
          </button>
        </div>
      </Dialog>
      <Dialog
        open={open}
        dismiss='buttons'
        keepMounted
        onClose={() => setOpen(false)}
        title={t('dialogTitle')}
        className='family-signup'
        headerClassName='fw__header'
        titleClassName='fw__title'
      >
        {started && (
          <FamilyWizard
            key={generation}
            open={shown}
            materials={materials}
            loadingMaterials={loading}
            onRetryMaterials={fetchMaterials}
            onCancel={askToLeave}
          />
        )}
      </Dialog>
    </>
  );
}
