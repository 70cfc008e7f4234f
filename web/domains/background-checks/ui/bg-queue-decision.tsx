// The staff's Approve / Reject confirmation for one caregiver's background check: a dialog only
// its buttons close (spec 002 §2: a half-written reason is never lost to a stray key); a
// rejection needs a reason. Answers the row as it now stands, or says why not.
import { useState } from 'react';
import * as v from 'valibot';
import { Dialog } from '../../../components/dialog.tsx';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { Spinner } from '../../../components/form/spinner.tsx';
import { api } from '../../../shared/api-client.ts';
import { firstError, useCatalogError } from '../../../shared/field-errors.ts';
import { useT } from '../../../shared/i18n.tsx';
import type { BgCheck, BgCheckQueueItem } from '../model.ts';
import { RejectSchema } from '../schemas.ts';
import { type BgDecision, rowAfterDecision } from './bg-queue-state.ts';
import { bgCheckMessages } from '../messages.ts';

export type Acting = { item: BgCheckQueueItem; action: BgDecision };

export function BgDecisionDialog({ acting, onDone, onCancel }: {
  acting: Acting | null;
  onDone: (updated: BgCheckQueueItem, acting: Acting) => void;
  onCancel: () => void;
}) {
  const t = useT(bgCheckMessages);
  return (
    <Dialog
      open={acting !== null}
      title={acting?.action === 'reject' ? t('rejectTitle') : t('approveTitle')}
      closeLabel={t('close')}
      dismiss='buttons'
      onClose={onCancel}
      className='profile-dialog'
      titleClassName='profile-dialog__title'
    >
      {acting && (
        <DecisionForm
          key={`${acting.item.userIdNumber}:${acting.action}`}
          acting={acting}
          onDone={onDone}
          onCancel={onCancel}
        />
      )}
    </Dialog>
  );
}

function DecisionForm({ acting, onDone, onCancel }: {
  acting: Acting;
  onDone: (updated: BgCheckQueueItem, acting: Acting) => void;
  onCancel: () => void;
}) {
  const t = useT(bgCheckMessages);
  const fieldError = useCatalogError(bgCheckMessages);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { item, action } = acting;
  const name = `${item.firstName} ${item.lastName}`;

  const confirm = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    let body: unknown = {};
    if (action === 'reject') {
      const checked = v.safeParse(RejectSchema, { reason });
      if (!checked.success) {
        setError(fieldError(checked.issues[0].message) ?? '');
        return;
      }
      body = checked.output;
    }
    setBusy(true);
    const res = await api<{ bgCheck?: BgCheck }>(
      'POST',
      `/api/admin/background-checks/${encodeURIComponent(item.userIdNumber)}/${action}`,
      body,
    );
    setBusy(false);
    if (!res.ok) {
      setError(firstError(res.errors, 'reason'));
      return;
    }
    onDone(rowAfterDecision(item, action, res.data?.bgCheck ?? {}, reason), acting);
  };

  return (
    <form className='cg-form' noValidate onSubmit={confirm}>
      <p>{action === 'reject' ? t('rejectBody', { name }) : t('approveBody', { name })}</p>
      {action === 'reject' && (
        <TextAreaField
          label={t('reason')}
          minRows={3}
          maxLength={500}
          value={reason}
          error={error || undefined}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
      )}
      {action === 'approve' && error && <p className='form-error' role='alert'>{error}</p>}
      <div className='cg-form__actions'>
        <button type='button' className='button button--outline' onClick={onCancel}>
          {t('cancel')}
        </button>
        <button
          type='submit'
          className={`button ${action === 'reject' ? 'button--accent' : 'button--primary'}`}
          disabled={busy}
        >
          {busy
            ? <Spinner label={action === 'reject' ? t('rejecting') : t('approving')} />
            : action === 'reject'
            ? t('reject')
            : t('approve')}
        </button>
      </div>
    </form>
  );
}
