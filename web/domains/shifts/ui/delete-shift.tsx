// The family's Delete shift (spec 001 §4): only before check-in, after a confirming modal dialog.
import { useState } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { showAlert } from '../../../shared/alerts.ts';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { shiftsMessages } from '../messages.ts';
import type { Shift } from '../model.ts';

export function DeleteShift(
  { shift, onDeleted }: { shift: Shift; onDeleted: (id: string) => void },
) {
  const t = useT(shiftsMessages);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    const r = await api<{ id: string }>('DELETE', `/api/shift/${shift.id}`);
    setBusy(false);
    setConfirming(false);
    if (!r.ok) {
      showAlert({ type: 'error', message: r.errors.shift ?? t('deleteShiftFailed') });
      return;
    }
    onDeleted(shift.id);
  }
  return (
    <>
      <button
        type='button'
        className='button button--outline shifts-danger'
        onClick={() => setConfirming(true)}
      >
        {t('deleteShift')}
      </button>
      <Dialog
        className='shifts-dialog'
        open={confirming}
        title={t('deleteShift')}
        onClose={() => setConfirming(false)}
        closeLabel={t('close')}
      >
        <p>{t('deleteShiftConfirm')}</p>
        <div className='shifts-actions shifts-actions--end'>
          <button
            type='button'
            className='button button--ghost'
            onClick={() => setConfirming(false)}
          >
            {t('cancel')}
          </button>
          <button
            type='button'
            className='button button--primary'
            disabled={busy}
            onClick={() => void remove()}
          >
            {t('delete')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
