// /profile/background-check (spec 002 §2, §7, §8): the standalone page, with no Back or Skip.
// States none → submitted (file link through its signed URL, submitted time) → approved (approved
// time) or rejected (reason; upload again). The upload sends the file and the date it was issued
// (multipart `file`, `issuedOn`); 'File successfully uploaded' on success, errors under the fields.
// Below it, the partner check's cost and receipt (spec 002 §1, ADR 034): recorded or corrected
// until the check is approved, then paid back once with the first invoice.
import { useId, useRef, useState } from 'react';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { api } from '../../../shared/api-client.ts';
import { showAlert } from '../../../shared/alerts.ts';
import * as v from 'valibot';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import type { BgCheck, BgCheckReimbursement, PrivateRecord } from '../model.ts';
import { caregiverMessages } from '../messages.ts';
import { canApply } from '../lifecycle.ts';
import { BgCheckUploadSchema, ReimbursementAmountSchema, todayIso } from '../schemas.ts';
import { profileMessages } from '../ui/messages-profile.ts';
import { amountText, dateText, instantText } from '../ui/profile-format.ts';
import {
  amountInputOf,
  canRecordReimbursement,
  reimbursementStage,
} from '../ui/reimbursement-state.ts';
import { formatCents } from '../../../shared/money.ts';
import { useFieldError } from '../ui/profile-errors.ts';

export type BackgroundCheckFormProps = {
  bgCheck: BgCheck;
  reimbursement: BgCheckReimbursement | null;
};

const ACCEPT = 'application/pdf,image/jpeg,image/png';

export default function BackgroundCheckForm(
  { bgCheck: initial, reimbursement }: BackgroundCheckFormProps,
) {
  const t = useT(profileMessages);
  const words = useT(caregiverMessages);
  const locale = useLocale();
  const fieldError = useFieldError();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [bgCheck, setBgCheck] = useState(initial);
  const [issuedOn, setIssuedOn] = useState('');
  const [errors, setErrors] = useState<{ file?: string; issuedOn?: string; general?: string }>({});
  const [busy, setBusy] = useState(false);
  const canUpload = canApply(bgCheck.state, 'submit', 'owner');

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    const found: typeof errors = {};
    if (!file) found.file = words('bgCheckMissing');
    const checked = v.safeParse(BgCheckUploadSchema, { issuedOn });
    if (!checked.success) found.issuedOn = fieldError(checked.issues[0].message);
    setErrors(found);
    if (found.file || found.issuedOn || !file) return;
    const body = new FormData();
    body.append('file', file);
    body.append('issuedOn', issuedOn);
    setBusy(true);
    const res = await api<unknown>('POST', '/api/user/caregiver/background-check', body);
    if (!res.ok) {
      setBusy(false);
      const { file: fileError, issuedOn: dateError, ...rest } = res.errors;
      setErrors({
        file: fileError,
        issuedOn: dateError,
        general: fileError || dateError ? undefined : Object.values(rest)[0],
      });
      return;
    }
    // The answer may carry the record; the private record has the fresh signed URL either way.
    const fresh = await api<PrivateRecord>('GET', '/api/user/private');
    setBusy(false);
    setBgCheck(fresh.ok ? fresh.data.bgCheck : bgCheckFrom(res.data) ?? bgCheck);
    setIssuedOn('');
    if (fileInput.current) fileInput.current.value = '';
    showAlert({ type: 'success', message: words('bgCheckUploaded') });
  };

  return (
    <div className='cg-bg'>
      <div className='cg-bg-state' data-testid='bg-state' data-state={bgCheck.state}>
        <span className='cg-bg-state__label'>
          <span className={`cg-state cg-state--${bgCheck.state}`}>
            {bgCheck.state === 'none'
              ? t('bgStateNone')
              : bgCheck.state === 'submitted'
              ? t('bgStateSubmitted')
              : bgCheck.state === 'approved'
              ? t('bgStateApproved')
              : t('bgStateRejected')}
          </span>
        </span>
        {bgCheck.issuedOn && (
          <span>{t('bgIssuedOn', { date: dateText(bgCheck.issuedOn, locale) })}</span>
        )}
        {bgCheck.bgCheckFileSubmittedAt && (
          <span>
            {t('bgSubmittedAt', { time: instantText(bgCheck.bgCheckFileSubmittedAt, locale) })}
          </span>
        )}
        {bgCheck.state === 'approved' && bgCheck.actionedOn && (
          <span>{t('bgApprovedAt', { time: instantText(bgCheck.actionedOn, locale) })}</span>
        )}
        {bgCheck.state === 'rejected' && (
          <>
            {bgCheck.actionedOn && (
              <span>{t('bgRejectedAt', { time: instantText(bgCheck.actionedOn, locale) })}</span>
            )}
            {bgCheck.rejectionReason && (
              <span>{t('bgReason', { reason: bgCheck.rejectionReason })}</span>
            )}
          </>
        )}
        {bgCheck.bgCheckFile && (
          <a href={bgCheck.bgCheckFile} target='_blank' rel='noopener noreferrer' className='link'>
            {t('bgViewFile')}
          </a>
        )}
      </div>

      {canUpload && (
        <form className='cg-upload' noValidate onSubmit={submit}>
          <h2 className='cg-card__title'>
            {bgCheck.state === 'submitted'
              ? t('bgReplace')
              : bgCheck.state === 'rejected'
              ? t('bgUploadAgain')
              : t('upload')}
          </h2>
          <div className={`field${errors.file ? ' field--invalid' : ''}`}>
            <label className='field__label' htmlFor={fileId}>{t('bgFile')}</label>
            <input
              ref={fileInput}
              id={fileId}
              className='field__input'
              type='file'
              name='file'
              accept={ACCEPT}
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={`${fileId}-hint${errors.file ? ` ${fileId}-error` : ''}`}
              onChange={() => errors.file && setErrors((e) => ({ ...e, file: undefined }))}
            />
            <div id={`${fileId}-hint`} className='field__hint'>{t('bgFileHint')}</div>
            {errors.file && (
              <p id={`${fileId}-error`} className='field__error' role='alert'>{errors.file}</p>
            )}
          </div>
          <TextField
            label={t('bgIssuedOnLabel')}
            type='date'
            name='issuedOn'
            max={todayIso()}
            value={issuedOn}
            error={errors.issuedOn}
            onChange={(e) => setIssuedOn(e.currentTarget.value)}
          />
          {errors.general && <p className='form-error' role='alert'>{errors.general}</p>}
          <div className='cg-form__actions'>
            <SubmitButton busy={busy} busyLabel={t('uploading')}>{t('upload')}</SubmitButton>
          </div>
        </form>
      )}
      <Reimbursement bgCheck={bgCheck} initial={reimbursement} />
    </div>
  );
}

function Reimbursement(
  { bgCheck, initial }: { bgCheck: BgCheck; initial: BgCheckReimbursement | null },
) {
  const t = useT(profileMessages);
  const words = useT(caregiverMessages);
  const locale = useLocale();
  const fieldError = useFieldError();
  const receiptId = useId();
  const receiptInput = useRef<HTMLInputElement>(null);
  const [reimbursement, setReimbursement] = useState(initial);
  const [amount, setAmount] = useState(amountInputOf(initial));
  const [errors, setErrors] = useState<{ amount?: string; receipt?: string; general?: string }>(
    {},
  );
  const [busy, setBusy] = useState(false);
  const stage = reimbursementStage(bgCheck.state, reimbursement);
  if (stage === 'closed') return null;

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const file = receiptInput.current?.files?.[0];
    const found: typeof errors = {};
    const checked = v.safeParse(ReimbursementAmountSchema, amount);
    if (!checked.success) found.amount = fieldError(checked.issues[0].message);
    if (!file) found.receipt = words('receiptMissing');
    setErrors(found);
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
      const { amount: amountError, receipt: receiptError, ...rest } = res.errors;
      setErrors({
        amount: amountError,
        receipt: receiptError,
        general: amountError || receiptError ? undefined : Object.values(rest)[0],
      });
      return;
    }
    setReimbursement(res.data.reimbursement);
    setAmount(amountInputOf(res.data.reimbursement));
    if (receiptInput.current) receiptInput.current.value = '';
    showAlert({ type: 'success', message: res.data.message });
  };

  return (
    <section className='cg-reimb' aria-labelledby={`${receiptId}-title`}>
      <h2 id={`${receiptId}-title`} className='cg-card__title'>{t('reimbTitle')}</h2>
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
              ? t('reimbPaid', {
                number: (reimbursement.invoiceId ?? '').slice(0, 8).toUpperCase(),
              })
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
          <div className={`field${errors.receipt ? ' field--invalid' : ''}`}>
            <label className='field__label' htmlFor={receiptId}>{t('reimbReceiptLabel')}</label>
            <input
              ref={receiptInput}
              id={receiptId}
              className='field__input'
              type='file'
              name='receipt'
              accept={ACCEPT}
              aria-invalid={errors.receipt ? true : undefined}
              aria-describedby={`${receiptId}-hint${errors.receipt ? ` ${receiptId}-error` : ''}`}
              onChange={() => errors.receipt && setErrors((e) => ({ ...e, receipt: undefined }))}
            />
            <div id={`${receiptId}-hint`} className='field__hint'>{t('reimbReceiptHint')}</div>
            {errors.receipt && (
              <p id={`${receiptId}-error`} className='field__error' role='alert'>
                {errors.receipt}
              </p>
            )}
          </div>
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

function bgCheckFrom(data: unknown): BgCheck | null {
  const d = data as Record<string, unknown> | null;
  if (!d || typeof d !== 'object') return null;
  if ('bgCheck' in d) return d.bgCheck as BgCheck;
  if ('state' in d) return d as unknown as BgCheck;
  return null;
}
