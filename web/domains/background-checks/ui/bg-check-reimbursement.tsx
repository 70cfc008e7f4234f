// The partner check's cost and receipt on /profile/background-check (spec 002 §1, ADR 034):
// recorded, or corrected, until the check is approved; then paid back once with the first
// invoice. Nothing shows when the check was approved with nothing recorded.
import { type FormEvent, useId, useRef, useState } from 'react';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { showAlert } from '../../../shared/alerts.ts';
import { api } from '../../../shared/api-client.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { amountText, formatCents } from '../../../shared/money.ts';
import { serverUploadErrors } from '../../../shared/uploads.ts';
import { BG_CHECK_ACCEPT, type BgCheck, type BgCheckReimbursement } from '../model.ts';
import { FileField } from '../../../components/form/file-field.tsx';
import { useCatalogError } from '../../../shared/field-errors.ts';
import { bgCheckMessages } from '../messages.ts';
import { instantText } from './bg-format.ts';
import {
  amountInputOf,
  canRecordReimbursement,
  invoiceNumber,
  reimbursementIssues,
  reimbursementStage,
} from './reimbursement-state.ts';

type Errors = { amount?: string; receipt?: string; general?: string };

export function Reimbursement(
  { bgCheck, initial }: { bgCheck: BgCheck; initial: BgCheckReimbursement | null },
) {
  const t = useT(bgCheckMessages);
  const words = useT(bgCheckMessages);
  const locale = useLocale();
  const fieldError = useCatalogError(bgCheckMessages);
  const titleId = useId();
  const receiptInput = useRef<HTMLInputElement>(null);
  const [reimbursement, setReimbursement] = useState(initial);
  const [amount, setAmount] = useState(amountInputOf(initial));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const stage = reimbursementStage(bgCheck.state, reimbursement);
  if (stage === 'closed') return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = receiptInput.current?.files?.[0];
    const found = reimbursementIssues(amount, !!file);
    setErrors({
      amount: fieldError(found.amount),
      receipt: found.receipt && words(found.receipt),
    });
    if (found.amount || found.receipt || !file) return;
    const body = new FormData();
    body.append('receipt', file);
    body.append('amount', amount);
    setBusy(true);
    const res = await api<{ message: string; reimbursement: BgCheckReimbursement }>(
      'POST',
      '/api/user/caregiver/background-check/reimbursement',
      body,
    );
    setBusy(false);
    if (!res.ok) {
      setErrors(serverUploadErrors(res.errors, ['amount', 'receipt'], { general: 'alone' }));
      return;
    }
    setReimbursement(res.data.reimbursement);
    setAmount(amountInputOf(res.data.reimbursement));
    if (receiptInput.current) receiptInput.current.value = '';
    showAlert({ type: 'success', message: res.data.message });
  };

  return (
    <section className='cg-reimb' aria-labelledby={titleId}>
      <h2 id={titleId} className='cg-card__title'>{t('reimbTitle')}</h2>
      <p>{t('reimbIntro')}</p>
      {reimbursement && (
        <div className='cg-bg-state' data-testid='reimbursement-state' data-stage={stage}>
          <span>
            {t('reimbRecorded', {
              amount: formatCents(reimbursement.amount, locale),
              time: instantText(reimbursement.recordedAt, locale),
            })}
          </span>
          <span>
            {stage === 'paid'
              ? t('reimbPaid', { number: invoiceNumber(reimbursement) })
              : stage === 'toBePaid'
              ? `${t('reimbLocked')} ${t('reimbPending')}`
              : t('reimbPendingApproval')}
          </span>
          {reimbursement.receiptUrl && (
            <a
              href={reimbursement.receiptUrl}
              target='_blank'
              rel='noopener noreferrer'
              className='link'
            >
              {t('reimbViewReceipt')}
            </a>
          )}
        </div>
      )}
      {canRecordReimbursement(stage) && (
        <form className='cg-upload' noValidate onSubmit={submit}>
          <TextField
            label={t('reimbAmountLabel')}
            name='amount'
            inputMode='decimal'
            autoComplete='off'
            value={amount}
            error={errors.amount}
            placeholder={amountText(4500, locale)}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
          <FileField
            label={t('reimbReceiptLabel')}
            hint={t('reimbReceiptHint')}
            error={errors.receipt}
            name='receipt'
            accept={BG_CHECK_ACCEPT}
            inputRef={receiptInput}
            onChange={() => errors.receipt && setErrors((e) => ({ ...e, receipt: undefined }))}
          />
          {errors.general && <p className='form-error' role='alert'>{errors.general}</p>}
          <div className='cg-form__actions'>
            <SubmitButton busy={busy} busyLabel={t('reimbSaving')}>
              {reimbursement ? t('reimbUpdate') : t('reimbSave')}
            </SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
