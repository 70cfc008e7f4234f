// /admin/background-checks (staff): every caregiver's background check, submitted first, with the
// file through its short-lived signed URL; Approve and Reject (a reason required), each confirmed
// in a dialog; the row changes in place. The partner check's recorded cost and receipt show beside
// it: approving the check approves paying it back (ADR 034).
import { useState } from 'react';
import * as v from 'valibot';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { api } from '../../../shared/api-client.ts';
import { showAlert } from '../../../shared/alerts.ts';
import { AdminTable } from '../../../components/admin-table.tsx';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { Spinner } from '../../../components/form/spinner.tsx';
import type { BgCheck, BgCheckQueueItem, BgCheckState } from '../model.ts';
import { RejectSchema } from '../schemas.ts';
import { type ProfileMessageKey, profileMessages } from '../ui/messages-profile.ts';
import { dateText, instantText } from '../ui/profile-format.ts';
import { formatCents } from '../../../shared/money.ts';
import { ProfileDialog } from '../ui/profile-dialog.tsx';
import { firstError, useFieldError } from '../ui/profile-errors.ts';

export type AdminBackgroundChecksProps = { initial: BgCheckQueueItem[] };

const STATE_KEYS: Record<BgCheckState, ProfileMessageKey> = {
  none: 'bgStateNone',
  submitted: 'bgStateSubmitted',
  approved: 'bgStateApproved',
  rejected: 'bgStateRejected',
};

type Acting = { item: BgCheckQueueItem; action: 'approve' | 'reject' };

export default function AdminBackgroundChecksQueue({ initial }: AdminBackgroundChecksProps) {
  const t = useT(profileMessages);
  const locale = useLocale();
  const fieldError = useFieldError();
  const [items, setItems] = useState(initial);
  const [acting, setActing] = useState<Acting | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const open = (item: BgCheckQueueItem, action: Acting['action']) => {
    setReason('');
    setError('');
    setActing({ item, action });
  };

  const confirm = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!acting) return;
    const { item, action } = acting;
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
    // The answer is the check as it now stands (BgCheck); the row takes its state and times.
    const data: Partial<BgCheck> = res.data?.bgCheck ?? {};
    const updated: BgCheckQueueItem = {
      ...item,
      state: data.state ?? (action === 'approve' ? 'approved' : 'rejected'),
      actionedOn: data.actionedOn ?? new Date().toISOString(),
      rejectionReason: data.rejectionReason ?? (action === 'reject' ? reason.trim() : null),
    };
    setItems((list) =>
      list.map((x) => (x.userIdNumber === item.userIdNumber ? { ...x, ...updated } : x))
    );
    setActing(null);
    const name = `${item.firstName} ${item.lastName}`;
    showAlert({
      type: 'success',
      message: t(action === 'approve' ? 'approvedNote' : 'rejectedNote', { name }),
    });
  };

  const actingName = acting ? `${acting.item.firstName} ${acting.item.lastName}` : '';

  return (
    <div className='cg-queue-wrap'>
      <AdminTable
        isEmpty={items.length === 0}
        emptyText={t('adminBgEmpty')}
        captionId='cg-queue-caption'
        caption={t('adminBgCaption')}
        className='cg-queue'
        head={
          <>
            <th scope='col'>{t('caregiver')}</th>
            <th scope='col'>{t('userIdNumber')}</th>
            <th scope='col'>{t('issued')}</th>
            <th scope='col'>{t('submitted')}</th>
            <th scope='col'>{t('state')}</th>
            <th scope='col'>{t('file')}</th>
            <th scope='col'>{t('reimbColumn')}</th>
            <th scope='col'>{t('actions')}</th>
          </>
        }
      >
        {items.map((item) => {
          const name = `${item.firstName} ${item.lastName}`;
          return (
            <tr key={item.userIdNumber} data-user-id-number={item.userIdNumber}>
              <th scope='row'>
                {name}
                {item.email && (
                  <span className='ps-muted' style={{ display: 'block' }}>{item.email}</span>
                )}
              </th>
              <td>
                <code>{item.userIdNumber}</code>
              </td>
              <td>{dateText(item.issuedOn, locale)}</td>
              <td>{instantText(item.submittedAt, locale)}</td>
              <td>
                <span className={`cg-state cg-state--${item.state}`} data-testid='queue-state'>
                  {t(STATE_KEYS[item.state])}
                </span>
                {item.state === 'rejected' && item.rejectionReason && (
                  <span className='ps-muted' style={{ display: 'block', whiteSpace: 'normal' }}>
                    {t('bgReason', { reason: item.rejectionReason })}
                  </span>
                )}
              </td>
              <td>
                {item.fileUrl
                  ? (
                    <a href={item.fileUrl} target='_blank' rel='noopener noreferrer'>
                      {t('openFile')}
                      <span className='visually-hidden'>: {name}</span>
                    </a>
                  )
                  : <span className='ps-muted'>{t('noFile')}</span>}
              </td>
              <td data-testid='queue-reimbursement'>
                {item.reimbursementAmount !== null
                  ? (
                    <>
                      {formatCents(item.reimbursementAmount, locale)}
                      {item.receiptUrl && (
                        <a
                          href={item.receiptUrl}
                          target='_blank'
                          rel='noopener noreferrer'
                          style={{ display: 'block' }}
                        >
                          {t('reimbViewReceipt')}
                          <span className='visually-hidden'>: {name}</span>
                        </a>
                      )}
                    </>
                  )
                  : <span className='ps-muted'>{t('reimbNone')}</span>}
              </td>
              <td>
                {item.state === 'submitted' && (
                  <div className='cg-queue__actions'>
                    <button
                      type='button'
                      className='button button--primary cg-small'
                      aria-label={`${t('approve')}: ${name}`}
                      onClick={() => open(item, 'approve')}
                    >
                      {t('approve')}
                    </button>
                    <button
                      type='button'
                      className='button button--outline cg-small'
                      aria-label={`${t('reject')}: ${name}`}
                      onClick={() => open(item, 'reject')}
                    >
                      {t('reject')}
                    </button>
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </AdminTable>

      <ProfileDialog
        open={acting !== null}
        title={acting?.action === 'reject' ? t('rejectTitle') : t('approveTitle')}
        closeLabel={t('close')}
        onClose={() => setActing(null)}
      >
        {acting && (
          <form className='cg-form' noValidate onSubmit={confirm}>
            <p>
              {acting.action === 'reject'
                ? t('rejectBody', { name: actingName })
                : t('approveBody', { name: actingName })}
            </p>
            {acting.action === 'reject' && (
              <TextAreaField
                label={t('reason')}
                minRows={3}
                maxLength={500}
                value={reason}
                error={error || undefined}
                onChange={(e) => setReason(e.currentTarget.value)}
              />
            )}
            {acting.action === 'approve' && error && (
              <p className='form-error' role='alert'>{error}</p>
            )}
            <div className='cg-form__actions'>
              <button
                type='button'
                className='button button--outline'
                onClick={() => setActing(null)}
              >
                {t('cancel')}
              </button>
              <button
                type='submit'
                className={`button ${
                  acting.action === 'reject' ? 'button--accent' : 'button--primary'
                }`}
                disabled={busy}
              >
                {busy
                  ? <Spinner label={acting.action === 'reject' ? t('rejecting') : t('approving')} />
                  : acting.action === 'reject'
                  ? t('reject')
                  : t('approve')}
              </button>
            </div>
          </form>
        )}
      </ProfileDialog>
    </div>
  );
}
