// The caregiver's answer to an invite (spec 002 §5), a modal dialog: Accept or Decline and a
// return message, both required. Escape or Cancel closes it; what was typed is not kept.
import { useState } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { inviteMessages } from '../messages.ts';
import type { TeamInvite } from '../model.ts';
import { type RespondAction, respondErrors } from './invites-list-state.ts';

export function RespondDialog(
  { invite, onClose, onDone }: {
    invite: TeamInvite | null;
    onClose: () => void;
    onDone: (i: TeamInvite, action: RespondAction) => void;
  },
) {
  const t = useT(inviteMessages);
  return (
    <Dialog
      open={invite !== null}
      title={t('respondTitle')}
      className='inv-dialog'
      onClose={onClose}
    >
      {invite && <RespondForm invite={invite} onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
}

function RespondForm(
  { invite, onClose, onDone }: {
    invite: TeamInvite;
    onClose: () => void;
    onDone: (i: TeamInvite, action: RespondAction) => void;
  },
) {
  const t = useT(inviteMessages);
  const locale = useLocale();
  const [action, setAction] = useState<RespondAction | ''>('');
  const [returnMessage, setReturnMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const err = (k: string) => errorText(inviteMessages, locale, errors[k]);

  async function submit() {
    const found = respondErrors(action, returnMessage);
    setErrors(found);
    if (!action || Object.keys(found).length) return;
    setBusy(true);
    const r = await api<{ invite: TeamInvite }>('POST', `/api/team/invite/${invite.id}/${action}`, {
      returnMessage,
    });
    setBusy(false);
    if (!r.ok) {
      setErrors(r.errors);
      return;
    }
    onDone(r.data.invite, action);
  }

  return (
    <>
      {errors.general && <p className='form-error' role='alert'>{err('general')}</p>}
      <fieldset className='inv-respond__choice'>
        <legend>{t('action')}</legend>
        {(['accept', 'decline'] as const).map((value) => (
          <label key={value}>
            <input
              type='radio'
              name='action'
              checked={action === value}
              onChange={() => setAction(value)}
            />
            {t(value)}
          </label>
        ))}
      </fieldset>
      {errors.action && <p className='field__error'>{err('action')}</p>}
      <label className='field'>
        <span className='field__label'>{t('returnMessageLabel')}</span>
        <textarea
          className='field__input'
          name='returnMessage'
          rows={3}
          value={returnMessage}
          onChange={(e) => setReturnMessage(e.target.value)}
        />
      </label>
      {errors.returnMessage && <p className='field__error'>{err('returnMessage')}</p>}
      <div className='hire__actions'>
        <button type='button' className='button button--ghost' onClick={onClose}>
          {t('cancel')}
        </button>
        <button type='button' className='button button--primary' disabled={busy} onClick={submit}>
          {t('submit')}
        </button>
      </div>
    </>
  );
}
