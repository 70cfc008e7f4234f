// Sign-up step 5 (spec 002 §2, §4, §7): the background check, a file (PDF, JPEG or PNG up to
// 10 MB) and the date it was issued (at most five years ago), sent as multipart `file` and
// `issuedOn`. Refusals sit under their fields and focus goes to the first; on success, 'File
// successfully uploaded'.
import { type FormEvent, useId, useRef, useState } from 'react';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { showAlert } from '../../../shared/alerts.ts';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { todayIso, yearsBefore } from '../../../shared/dates.ts';
import { useCatalogError } from '../../../shared/field-errors.ts';
import { bgCheckIssues } from '../../background-checks/schemas.ts';
import { serverUploadErrors } from '../../../shared/uploads.ts';
import { BG_CHECK_ACCEPT, bgCheckMessages } from '../../background-checks/model.ts';
import { FileField } from '../../../components/form/file-field.tsx';
import { stepMessages } from '../messages.ts';

type Errors = { file?: string; issuedOn?: string; general?: string };

export function BgCheckUpload(
  { uploaded, onUploaded }: { uploaded: boolean; onUploaded: () => void },
) {
  const t = useT(stepMessages);
  const tb = useT(bgCheckMessages);
  const fieldError = useCatalogError(bgCheckMessages);
  const issuedId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [issuedOn, setIssuedOn] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const today = todayIso();

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = bgCheckIssues(file, issuedOn, { checkFile: true });
    setErrors({ file: found.file && tb(found.file), issuedOn: fieldError(found.issuedOn) });
    if (found.file || found.issuedOn || !file) {
      (found.file ? fileRef.current : document.getElementById(issuedId))?.focus();
      return;
    }
    setBusy(true);
    const body = new FormData();
    body.append('file', file);
    body.append('issuedOn', issuedOn);
    const res = await api('POST', '/api/user/caregiver/background-check', body);
    setBusy(false);
    if (!res.ok) {
      const refused = serverUploadErrors(res.errors, ['file', 'issuedOn'], { general: 'always' });
      setErrors(refused);
      if (refused.file) fileRef.current?.focus();
      return;
    }
    showAlert({ type: 'success', message: tb('bgCheckUploaded') });
    onUploaded();
  };

  if (uploaded) {
    return <p className='onb-saved' role='status'>{tb('bgCheckUploaded')}</p>;
  }
  return (
    <form className='onb-form onb-bg' noValidate onSubmit={onSubmit}>
      <FileField
        label={t('bgFile')}
        hint={t('bgFileHint')}
        error={errors.file}
        name='file'
        accept={BG_CHECK_ACCEPT}
        inputRef={fileRef}
        inputClassName='onb-file'
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setErrors((x) => ({ ...x, file: undefined }));
        }}
      />
      <TextField
        id={issuedId}
        label={t('bgIssuedOn')}
        type='date'
        name='issuedOn'
        max={today}
        min={yearsBefore(today, 5)}
        value={issuedOn}
        error={errors.issuedOn}
        onChange={(e) => {
          setIssuedOn(e.target.value);
          setErrors((x) => ({ ...x, issuedOn: undefined }));
        }}
      />
      {errors.general && <p className='form-error' role='alert'>{errors.general}</p>}
      <div>
        <SubmitButton busy={busy} busyLabel={t('bgUploading')}>{t('bgUpload')}</SubmitButton>
      </div>
    </form>
  );
}
