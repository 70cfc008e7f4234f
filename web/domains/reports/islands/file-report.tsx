// The Report button of a shift (spec 001 §4, §5, §8), placed by name on the shift detail:
// `<Island name='reports/file-report' props={{ shiftId, disabled }} />` (`disabled` once the shift
// is completed). It opens a modal dialog with a title and a description (Escape closes it); the
// server's refusal ('You may only submit a report on the scheduled date.') shows in the user's
// language. Once filed, the dialog links to /reports/{id}. The button also turns off live when
// the shift is completed while the page is open.
import { useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { Dialog } from '../../../components/dialog.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { subscribe } from '../../../shared/realtime-client.ts';
import { firstIssueByField } from '../../../shared/valibot-fields.ts';
import { reportsMessages } from '../messages.ts';
import { type Report, reportPath } from '../model.ts';
import { FileReportSchema } from '../schemas.ts';

export type FileReportProps = { shiftId: string; disabled: boolean };

type Errors = { title?: string; note?: string; general?: string };

export default function FileReport({ shiftId, disabled: initiallyDisabled }: FileReportProps) {
  const t = useT(reportsMessages);
  const locale = useLocale();
  const offId = useId();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [disabled, setDisabled] = useState(initiallyDisabled);
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [filed, setFiled] = useState<Report | null>(null);

  // A shift completed while this page is open (here or elsewhere) takes no more reports.
  useEffect(() =>
    subscribe('shifts', (change) => {
      if (change.id !== shiftId) return;
      const row = change.row as { state?: string } | null;
      if (row?.state === 'completed') setDisabled(true);
    }), [shiftId]);

  const open = () => {
    setErrors({});
    setFiled(null);
    setDialogOpen(true);
  };
  // The Dialog hands focus back to the Report button however it closes.
  const close = () => {
    setDialogOpen(false);
    setErrors({});
  };

  const submit = async () => {
    const checked = v.safeParse(FileReportSchema, { title, note });
    if (!checked.success) {
      const byField: Errors = firstIssueByField(checked.issues, null);
      setErrors(
        Object.fromEntries(
          Object.entries(byField).map(([field, key]) => [
            field,
            errorText(reportsMessages, locale, key),
          ]),
        ),
      );
      return;
    }
    setBusy(true);
    setErrors({});
    const res = await api<Report>(
      'POST',
      `/api/shift/${encodeURIComponent(shiftId)}/report/submit`,
      checked.output,
    );
    setBusy(false);
    if (!res.ok) {
      // Field errors beside their fields; the report's own refusal (date, completed shift) and
      // anything else above the form, in the words the server chose.
      const { title: titleError, note: noteError, ...rest } = res.errors;
      setErrors({ title: titleError, note: noteError, general: Object.values(rest)[0] });
      if (res.status === 409) setDisabled(true);
      return;
    }
    setFiled(res.data);
    setTitle('');
    setNote('');
  };

  return (
    <div className='rp-file'>
      <button
        type='button'
        className='button button--outline rp-file__button'
        disabled={disabled}
        aria-describedby={disabled ? offId : undefined}
        onClick={open}
      >
        {t('fileReport')}
      </button>
      {disabled && <p id={offId} className='rp-muted'>{t('fileReportDisabled')}</p>}

      <Dialog
        open={dialogOpen}
        title={t('fileReportTitle')}
        onClose={close}
        className='rp-dialog'
        description={filed
          ? (
            <span className='rp-dialog__said rp-alert rp-alert--success' role='status'>
              {t('submitted')}
            </span>
          )
          : <span className='rp-dialog__said rp-muted'>{t('fileReportIntro')}</span>}
      >
        {filed
          ? (
            <div className='rp-actions'>
              <button type='button' className='button button--outline' onClick={close}>
                {t('close')}
              </button>
              <a className='button button--primary' href={reportPath(filed.id)}>
                {t('viewReport')}
              </a>
            </div>
          )
          : (
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              {errors.general && (
                <p className='rp-alert rp-alert--error' role='alert'>{errors.general}</p>
              )}
              <TextField
                label={t('titleLabel')}
                name='title'
                value={title}
                maxLength={200}
                required
                error={errors.title}
                onChange={(e) => {
                  setTitle(e.target.value);
                  setErrors((old) => ({ ...old, title: undefined }));
                }}
              />
              <TextAreaField
                label={t('noteLabel')}
                name='note'
                value={note}
                minRows={4}
                maxRows={8}
                required
                error={errors.note}
                onChange={(e) => {
                  setNote(e.target.value);
                  setErrors((old) => ({ ...old, note: undefined }));
                }}
              />
              <div className='rp-actions'>
                <button type='button' className='button button--outline' onClick={close}>
                  {t('cancel')}
                </button>
                <SubmitButton busy={busy} busyLabel={t('submitting')}>{t('submit')}</SubmitButton>
              </div>
            </form>
          )}
      </Dialog>
    </div>
  );
}
