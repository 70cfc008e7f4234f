// One account's Close button on /admin/accounts: a confirmation dialog asking why (the reason
// goes in the admin trail), then POST /api/admin/accounts/:id/close. The page then shows the
// account, closed, and the trail's new entry.
import { useState } from 'react';
import * as v from 'valibot';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { Spinner } from '../../../components/form/spinner.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { adminMessages } from '../messages.ts';
import { CloseAccountSchema } from '../schemas.ts';

export type CloseAccountProps = {
  accountId: string;
  userIdNumber: string;
  name: string;
  email: string;
};

export default function CloseAccount({ accountId, userIdNumber, name, email }: CloseAccountProps) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [general, setGeneral] = useState('');
  const [busy, setBusy] = useState(false);

  const show = () => {
    setError('');
    setGeneral('');
    setOpen(true);
  };

  const confirm = async () => {
    const parsed = v.safeParse(CloseAccountSchema, { reason });
    if (!parsed.success) {
      setError(errorText(adminMessages, locale, parsed.issues[0].message) ?? '');
      return;
    }
    setBusy(true);
    const res = await api('POST', `/api/admin/accounts/${accountId}/close`, parsed.output);
    if (res.ok) {
      // The closed account no longer answers to its name or email: find it by its number.
      globalThis.location.assign(`/admin/accounts?q=${encodeURIComponent(userIdNumber)}`);
      return;
    }
    setBusy(false);
    setError(res.errors.reason ?? '');
    setGeneral(res.errors.general ?? '');
  };

  return (
    <>
      <button type='button' className='button button--outline' onClick={show}>
        {/* The name heard starts with the words seen (WCAG 2.5.3); whose account follows. */}
        {t('closeAccount')}
        <span className='visually-hidden'>{` ${t('closeAccountOf', { name })}`}</span>
      </button>
      <Dialog
        open={open}
        role='alertdialog'
        title={t('closeDialogTitle')}
        description={t('closeDialogBody', { name, email })}
        onClose={() => setOpen(false)}
      >
        <form
          className='stack'
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <TextAreaField
            label={t('reasonLabel')}
            value={reason}
            maxLength={1000}
            minRows={3}
            maxRows={6}
            error={error || undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          {general && <p className='form-error' role='alert'>{general}</p>}
          <div className='admin-accounts__actions'>
            <button
              type='button'
              className='button button--outline'
              onClick={() => setOpen(false)}
              disabled={busy}
            >
              {t('cancel')}
            </button>
            <button type='submit' className='button button--accent' disabled={busy}>
              {busy ? <Spinner label={t('closing')} /> : t('confirmClose')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
