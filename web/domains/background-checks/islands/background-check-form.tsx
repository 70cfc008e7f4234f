// /profile/background-check (spec 002 §2, §7, §8): the standalone page, with no Back or Skip.
// States none → submitted (file link through its signed URL, submitted time) → approved (approved
// time) or rejected (reason; upload again). The upload sends the file and the date it was issued
// (multipart `file`, `issuedOn`); 'File successfully uploaded' on success, errors under the fields.
// Below it, the partner check's cost and receipt (spec 002 §1, ADR 034): recorded or corrected
// until the check is approved, then paid back once with the first invoice.
import { type FormEvent, useRef, useState } from 'react';
import { useT } from '../../../shared/i18n.tsx';
import { api } from '../../../shared/api-client.ts';
import { showAlert } from '../../../shared/alerts.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { serverUploadErrors } from '../../../shared/uploads.ts';
import { todayIso } from '../../../shared/dates.ts';
import {
  BG_CHECK_ACCEPT,
  type BgCheck,
  type BgCheckReimbursement,
  type OwnBackgroundCheck,
} from '../model.ts';
import { canApply } from '../lifecycle.ts';
import { bgCheckIssues } from '../schemas.ts';
import { useCatalogError } from '../../../shared/field-errors.ts';
import { bgCheckMessages } from '../messages.ts';
import { bgCheckFrom, uploadHeadingKey } from '../ui/bg-check-state.ts';
import { BgCheckStatus } from '../ui/bg-check-status.tsx';
import { Reimbursement } from '../ui/bg-check-reimbursement.tsx';
import { FileField } from '../../../components/form/file-field.tsx';

export type BackgroundCheckFormProps = {
  bgCheck: BgCheck;
  reimbursement: BgCheckReimbursement | null;
};

type Errors = { file?: string; issuedOn?: string; general?: string };

export default function BackgroundCheckForm(
  { bgCheck: initial, reimbursement }: BackgroundCheckFormProps,
) {
  const t = useT(bgCheckMessages);
  const words = useT(bgCheckMessages);
  const fieldError = useCatalogError(bgCheckMessages);
  const fileInput = useRef<HTMLInputElement>(null);
  const [bgCheck, setBgCheck] = useState(initial);
  const [issuedOn, setIssuedOn] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const canUpload = canApply(bgCheck.state, 'submit', 'owner');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    // A wrong type or size is the server's to refuse here: it reads the bytes and says the same.
    const found = bgCheckIssues(file, issuedOn, { checkFile: false });
    setErrors({ file: found.file && words(found.file), issuedOn: fieldError(found.issuedOn) });
    if (found.file || found.issuedOn || !file) return;
    const body = new FormData();
    body.append('file', file);
    body.append('issuedOn', issuedOn);
    setBusy(true);
    const res = await api<unknown>('POST', '/api/user/caregiver/background-check', body);
    if (!res.ok) {
      setBusy(false);
      setErrors(serverUploadErrors(res.errors, ['file', 'issuedOn'], { general: 'alone' }));
      return;
    }
    // The answer may carry the record; the private record has the fresh signed URL either way.
    const fresh = await api<OwnBackgroundCheck>('GET', '/api/user/private');
    setBusy(false);
    setBgCheck(fresh.ok ? fresh.data.bgCheck : bgCheckFrom(res.data) ?? bgCheck);
    setIssuedOn('');
    if (fileInput.current) fileInput.current.value = '';
    showAlert({ type: 'success', message: words('bgCheckUploaded') });
  };

  return (
    <div className='cg-bg'>
      <BgCheckStatus bgCheck={bgCheck} />
      {canUpload && (
        <form className='cg-upload' noValidate onSubmit={submit}>
          <h2 className='cg-card__title'>{t(uploadHeadingKey(bgCheck.state))}</h2>
          <FileField
            label={t('bgFile')}
            hint={t('bgFileHint')}
            error={errors.file}
            name='file'
            accept={BG_CHECK_ACCEPT}
            inputRef={fileInput}
            onChange={() => errors.file && setErrors((e) => ({ ...e, file: undefined }))}
          />
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
